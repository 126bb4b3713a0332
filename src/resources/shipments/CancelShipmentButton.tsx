import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, MenuItem, TextField } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslate } from 'react-admin';
import { CANCELLATION_TYPE_LABELS } from '#domain/shipments';
import { CANCEL_REASON_MAX_LENGTH } from '#domain/limits';
import { FormDialog } from '../../components/FormDialog';
import { LimitedTextField } from '../../components/inputs/LimitedTextField';
import { cancelShipmentSchema, type CancelShipmentInput } from '#domain/schemas/shipmentActions';
import type { ShipmentRow } from '#domain/records/shipments';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { useTranslateText } from '../../i18n/useTranslateText';
import { useShipmentAction } from './useShipmentAction';

/** Cancel asks for a cancellation type and a reason before anything happens (SPEC §7 cancel). */
export function CancelShipmentButton({ record }: { record: ShipmentRow }) {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const translateText = useTranslateText();
  const label = useEnumLabel();
  const cancel = useShipmentAction(
    (dp, body: CancelShipmentInput) => dp.cancelShipment(record.id, body),
    'app.shipments.cancel.cancelled',
    { code: record.code },
  );
  const { control, handleSubmit, reset, formState } = useForm<CancelShipmentInput>({
    resolver: yupResolver(cancelShipmentSchema),
    defaultValues: { reason: '' } as CancelShipmentInput,
  });
  const [typeChosen, reasonTyped] = useWatch({ control, name: ['cancellationType', 'reason'] });
  const close = () => {
    setOpen(false);
    reset();
  };
  const submit = handleSubmit((body) => cancel.mutate([body], { onSuccess: close }));
  return (
    <>
      <Button color="error" startIcon={<CancelIcon />} onClick={() => setOpen(true)}>
        {translate('app.shipments.cancel.button')}
      </Button>
      <FormDialog
        open={open}
        title={translate('app.shipments.cancel.title', { code: record.code })}
        submitLabel="app.shipments.cancel.button"
        submitColor="error"
        cancelLabel="app.shipments.cancel.keep"
        busy={cancel.isPending}
        onClose={close}
        onSubmit={submit}
        dirty={typeChosen !== undefined || Boolean(reasonTyped)}
      >
        <Controller
          name="cancellationType"
          control={control}
          render={({ field }) => (
            <TextField
              select
              label={translate('app.shipments.cancel.cancellationType')}
              required
              value={field.value ?? ''}
              onChange={(e) => field.onChange(Number(e.target.value))}
              error={Boolean(formState.errors.cancellationType)}
              helperText={translateText(formState.errors.cancellationType?.message)}
            >
              {Object.keys(CANCELLATION_TYPE_LABELS).map((id) => (
                <MenuItem key={id} value={Number(id)}>
                  {label('cancellationType', id)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="reason"
          control={control}
          render={({ field }) => (
            <LimitedTextField
              {...field}
              value={field.value ?? ''}
              label={translate('app.shipments.cancel.reason')}
              required
              multiline
              minRows={2}
              error={Boolean(formState.errors.reason)}
              helperText={translateText(formState.errors.reason?.message)}
              max={CANCEL_REASON_MAX_LENGTH}
            />
          )}
        />
      </FormDialog>
    </>
  );
}
