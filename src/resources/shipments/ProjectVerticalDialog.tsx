import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PROJECT_VERTICALS } from '#domain/projectVerticals';
import type { ShipmentRow } from '#domain/records/shipments';
import { FormDialog } from '../../components/FormDialog';
import { useShipmentAction } from './useShipmentAction';

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
  const current = record.projectVerticalId ?? PROJECT_VERTICALS[0].id;
  const [verticalId, setVerticalId] = useState<number>(current);
  const save = useShipmentAction(
    (dp, id: number) => dp.changeProjectVertical(record.id, id),
    'app.shipments.vertical.changed',
  );
  return (
    <FormDialog
      open={open}
      title={translate('app.shipments.vertical.title', { code: record.code })}
      submitLabel="ra.action.save"
      busy={save.isPending}
      dirty={verticalId !== current}
      onClose={onClose}
      onSubmit={() => save.mutate([verticalId], { onSuccess: onClose })}
    >
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
    </FormDialog>
  );
}
