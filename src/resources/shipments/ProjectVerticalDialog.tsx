import { useState } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PROJECT_VERTICALS } from '#domain/projectVerticals';
import type { ShipmentRow } from '#domain/records/shipments';
import { useShipmentAction } from './useShipmentAction';
import { InputDialog } from '../../components/keepTyped';

/** SPEC §7 project-vertical change: pick one of the 25 verticals. */
export function ProjectVerticalDialog({
  record,
  open,
  onClose,
}: {
  record: ShipmentRow;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [verticalId, setVerticalId] = useState<number>(record.projectVerticalId ?? PROJECT_VERTICALS[0].id);
  const save = useShipmentAction(
    (dp, id: number) => dp.changeProjectVertical(record.id, id),
    'app.shipments.vertical.changed',
  );
  return (
    <InputDialog
      open={open}
      onClose={onClose}
      dirty={verticalId !== (record.projectVerticalId ?? PROJECT_VERTICALS[0].id)}
      maxWidth="sm"
      fullWidth
      aria-labelledby="vertical-title"
    >
      <DialogTitle id="vertical-title">{translate('app.shipments.vertical.title', { code: record.code })}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TextField
          select
          fullWidth
          label={translate('resources.shipments.fields.projectVertical')}
          value={verticalId}
          onChange={(e) => setVerticalId(Number(e.target.value))}
        >
          {PROJECT_VERTICALS.map((vertical) => (
            <MenuItem key={vertical.id} value={vertical.id}>
              {vertical.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={save.isPending}
          onClick={() => save.mutate([verticalId], { onSuccess: onClose })}
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </InputDialog>
  );
}
