import { DeleteWithConfirmButton, EditButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';

/**
 * Edit, and delete behind react-admin's confirmation (pessimistic: the API's refusal, such as a
 * driver still in a booking, is notified and nothing is removed). `what` names the record kind (a message key
 * or a text), `effect` says what deleting does (the same).
 */
export function EditDeleteActions({
  what,
  nameOf,
  effect,
}: {
  what: string;
  nameOf: (record: Record<string, unknown>) => string;
  effect: string;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <TopToolbar>
      <EditButton />
      {record && (
        <DeleteWithConfirmButton
          confirmTitle="app.components.editDelete.confirmTitle"
          titleTranslateOptions={{ what: translate(what, { _: what }), name: nameOf(record) }}
          confirmContent={effect}
          mutationMode="pessimistic"
        />
      )}
    </TopToolbar>
  );
}
