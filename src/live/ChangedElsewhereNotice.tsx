import { useContext, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { EditContext, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { EditConflictDialog } from '../components/conflict/EditConflictDialog';
import { useEditingRecord, useLatestChange } from './liveStore';

/**
 * Inside an edit form (nothing in a create form): someone else saved this record after it was opened. Says who, before the
 * person saves, and opens the side-by-side comparison (the dialog a refused save opens) on demand.
 * While the form is open the record is not refetched under the person typing.
 */
export function ChangedElsewhereNotice() {
  const resource = useResourceContext();
  const record = useContext(EditContext)?.record;
  const form = useFormContext();
  const translate = useTranslate();
  const [comparing, setComparing] = useState(false);
  useEditingRecord(resource, record?.id);
  const change = useLatestChange(resource, record?.id);
  const newer = change && record && (change.version === null || change.version > Number(record.version ?? 0));
  if (!newer) return null;
  const who = change.by?.name;
  return (
    <>
      <Alert
        severity="warning"
        sx={{ mb: 2, width: '100%' }}
        action={
          <Button color="inherit" size="small" onClick={() => setComparing(true)}>
            {translate('app.components.live.compare')}
          </Button>
        }
      >
        {who
          ? translate('app.components.live.changedBy', { name: who })
          : translate('app.components.live.changedBySomeone')}
      </Alert>
      {comparing && (
        <EditConflictDialog
          refused={{ data: form.getValues(), previousData: record }}
          redirect={false}
          onClose={() => setComparing(false)}
        />
      )}
    </>
  );
}
