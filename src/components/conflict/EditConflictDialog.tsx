import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  FieldTitle,
  useDataProvider,
  useEditContext,
  useNotify,
  useRedirect,
  useResourceContext,
  useTranslate,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { useSubmit } from '../useSubmit';
import { useTranslateText } from '../../i18n/useTranslateText';
import { conflictRows, isStaleVersionError, overwriteValues, shownValue } from './editConflict';

/** The save that was refused: what it sent and the record it was based on. */
export interface RefusedSave {
  data: Record<string, unknown>;
  previousData: Record<string, unknown>;
}

interface Props {
  refused: RefusedSave;
  redirect?: RedirectionSideEffect;
  onClose: () => void;
}

/** The label the edit form gives a field (its input's own), so the table names fields as the form does. */
function formLabelOf(field: string): string | undefined {
  const input = document.querySelector<HTMLInputElement>(`form [name="${CSS.escape(field)}"]`);
  const label = input?.labels?.[0]?.textContent?.replace(/\s*\*\s*$/, '').trim();
  return label || undefined;
}

const changedBy = (you: boolean, them: boolean) =>
  `app.components.editConflict.${you && them ? 'bothChanged' : them ? 'theyChanged' : 'youChanged'}`;

/**
 * Someone saved the record while this user was editing it (the API answered 409). The form keeps
 * what the user typed; the dialog shows their changes and the other person's side by side and offers
 * "Reload their version" (the form takes the record as it is now) or "Overwrite" (the user's changes
 * saved on top of it: fields only the other person changed keep their value).
 */
export function EditConflictDialog({ refused, redirect = 'list', onClose }: Props) {
  const resource = useResourceContext();
  const { record, refetch } = useEditContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirectTo = useRedirect();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const yesNo = [translate('ra.boolean.true'), translate('ra.boolean.false')] as const;
  const [theirs, setTheirs] = useState<RaRecord | null>(null);
  const [base, setBase] = useState(refused.previousData);
  const { busy, error, setError, run } = useSubmit();
  const id = record?.id ?? refused.previousData.id;

  useEffect(() => {
    let live = true;
    dataProvider
      .getOne(resource!, { id })
      .then(({ data }) => live && setTheirs(data))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [dataProvider, resource, id, setError]);

  const reload = () =>
    run(async () => {
      await refetch();
      notify('app.components.editConflict.reloaded', { type: 'info' });
      onClose();
    });

  const overwrite = async () => {
    if (!theirs) return;
    await run(async () => {
      try {
        const data = overwriteValues(refused.data, base, theirs);
        const saved = await dataProvider.update(resource!, { id, data, previousData: theirs });
        // As react-admin's own save says it: the resource's words ("Role updated") where it has them.
        notify(`resources.${resource}.notifications.updated`, {
          type: 'info',
          messageArgs: { smart_count: 1, _: translate('ra.notification.updated', { smart_count: 1 }) },
        });
        onClose();
        redirectTo(redirect, resource, id, saved.data);
      } catch (failure) {
        if (isStaleVersionError(failure)) {
          // A third save came meanwhile: compare with that one.
          const { data } = await dataProvider.getOne(resource!, { id });
          setBase(theirs);
          setTheirs(data);
        }
        throw failure;
      }
    });
  };

  const rows = theirs ? conflictRows(refused.data, base, theirs) : [];
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="edit-conflict-title"
      aria-describedby="edit-conflict-text"
    >
      <DialogTitle id="edit-conflict-title">{translate('app.components.editConflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="edit-conflict-text" sx={{ mb: 2 }}>
          {translate('app.components.editConflict.text')}
        </DialogContentText>
        {!theirs && !error && <Typography>{translate('app.components.editConflict.loading')}</Typography>}
        {theirs && rows.length === 0 && <Typography>{translate('app.components.editConflict.agree')}</Typography>}
        {rows.length > 0 && (
          <Table size="small" aria-label={translate('app.components.editConflict.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {translate('app.components.editConflict.field')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {translate('app.components.editConflict.yours')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {translate('app.components.editConflict.theirs')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {translate('app.components.editConflict.whoChanged')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.field}>
                  <TableCell component="th" scope="row">
                    {formLabelOf(row.field) ?? <FieldTitle source={row.field} resource={resource} />}
                  </TableCell>
                  <TableCell sx={{ fontWeight: row.changedByYou ? 600 : undefined }}>
                    {shownValue(row.yours, yesNo)}
                  </TableCell>
                  <TableCell sx={{ fontWeight: row.changedByThem ? 600 : undefined }}>
                    {shownValue(row.theirs, yesNo)}
                  </TableCell>
                  <TableCell>{translate(changedBy(row.changedByYou, row.changedByThem))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translateText(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('app.components.editConflict.keepEditing')}
        </Button>
        <Button onClick={() => void reload()} disabled={busy}>
          {translate('app.components.editConflict.reload')}
        </Button>
        <Button variant="contained" onClick={() => void overwrite()} disabled={busy || !theirs}>
          {translate('app.components.editConflict.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
