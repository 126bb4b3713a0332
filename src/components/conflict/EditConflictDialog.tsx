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
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { useSubmit } from '../useSubmit';
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
  you && them ? 'You both changed this' : them ? 'They changed this' : 'You changed this';

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
      notify('Their version is loaded: make your changes again and save', { type: 'info' });
      onClose();
    });

  const overwrite = async () => {
    if (!theirs) return;
    await run(async () => {
      try {
        const data = overwriteValues(refused.data, base, theirs);
        const saved = await dataProvider.update(resource!, { id, data, previousData: theirs });
        notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
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
      <DialogTitle id="edit-conflict-title">Someone else saved this record</DialogTitle>
      <DialogContent>
        <DialogContentText id="edit-conflict-text" sx={{ mb: 2 }}>
          It changed while you were editing. Your changes are still in the form. Compare them with the saved version,
          then reload theirs or overwrite with yours (fields only they changed keep their value).
        </DialogContentText>
        {!theirs && !error && <Typography>Loading their version…</Typography>}
        {theirs && rows.length === 0 && (
          <Typography>Your values and theirs now agree on every field you sent.</Typography>
        )}
        {rows.length > 0 && (
          <Table size="small" aria-label="Your changes and theirs">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Field
                </TableCell>
                <TableCell component="th" scope="col">
                  Yours
                </TableCell>
                <TableCell component="th" scope="col">
                  Theirs (saved)
                </TableCell>
                <TableCell component="th" scope="col">
                  Who changed it
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.field}>
                  <TableCell component="th" scope="row">
                    {formLabelOf(row.field) ?? <FieldTitle source={row.field} resource={resource} />}
                  </TableCell>
                  <TableCell sx={{ fontWeight: row.changedByYou ? 600 : undefined }}>{shownValue(row.yours)}</TableCell>
                  <TableCell sx={{ fontWeight: row.changedByThem ? 600 : undefined }}>
                    {shownValue(row.theirs)}
                  </TableCell>
                  <TableCell>{changedBy(row.changedByYou, row.changedByThem)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Keep editing
        </Button>
        <Button onClick={() => void reload()} disabled={busy}>
          Reload their version
        </Button>
        <Button variant="contained" onClick={() => void overwrite()} disabled={busy || !theirs}>
          Overwrite
        </Button>
      </DialogActions>
    </Dialog>
  );
}
