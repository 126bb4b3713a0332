import { useState } from 'react';
import { Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { SAVED_VIEW_LIMITS, type SavedViewQuery } from '#domain/savedViews';
import { FormDialog } from '../FormDialog';
import { useSubmit } from '../useSubmit';
import { useIsStaff } from '../../providers/useIsStaff';
import type { SavedViewInput, SavedViewRecord } from '../../providers/savedViewCalls';

interface Props {
  list: string;
  /** The view being renamed or (un)shared; none: a new view of the list as it is now. */
  view?: SavedViewRecord;
  /** The list as it is now (a new view keeps it; an edited view keeps its own). */
  current: SavedViewQuery;
  onSave: (input: SavedViewInput, makeDefault: boolean) => Promise<void>;
  onClose: () => void;
}

/** Names a view and, for staff, shares it with one role; a new one may become the list's default. */
export function SaveViewDialog({ list, view, current, onSave, onClose }: Props) {
  const translate = useTranslate();
  const isStaff = useIsStaff();
  const { busy, error, run } = useSubmit();
  const [name, setName] = useState(view?.name ?? '');
  const [roleId, setRoleId] = useState<number | ''>(view?.sharedWithRoleId ?? '');
  const [makeDefault, setMakeDefault] = useState(false);
  const roles = useGetList<{ id: number; name: string }>(
    'roles',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: isStaff },
  );
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.components.savedViews.${key}`, args);
  const submit = () =>
    run(() =>
      onSave(
        { list, name: name.trim(), sharedWithRoleId: roleId === '' ? null : roleId, query: view?.query ?? current },
        makeDefault,
      ),
    );
  return (
    <FormDialog
      title={view ? t('editTitle', { name: view.name }) : t('saveTitle')}
      submitLabel={view ? 'ra.action.save' : 'app.components.savedViews.save'}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: SAVED_VIEW_LIMITS.nameMax } }}
      />
      {isStaff && !roles.error && (
        <TextField
          select
          label={t('share')}
          // The chosen role shows once the roles have come (MUI refuses a value none of its options has).
          value={roles.data ? roleId : ''}
          onChange={(event) => setRoleId(event.target.value === '' ? '' : Number(event.target.value))}
        >
          <MenuItem value="">{t('shareNone')}</MenuItem>
          {(roles.data ?? []).map((role) => (
            <MenuItem key={role.id} value={role.id}>
              {role.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!view && (
        <FormControlLabel
          control={<Checkbox checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />}
          label={t('makeDefault')}
        />
      )}
    </FormDialog>
  );
}
