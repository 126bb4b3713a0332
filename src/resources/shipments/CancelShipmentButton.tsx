import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslate } from 'react-admin';
import { CANCELLATION_TYPE_LABELS } from '#domain/shipments';
import { CANCEL_REASON_MAX_LENGTH } from '#domain/limits';
import { InputDialog } from '../../components/keepTyped';
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
      <InputDialog
        open={open}
        onClose={close}
        dirty={typeChosen !== undefined || Boolean(reasonTyped)}
        maxWidth="sm"
        fullWidth
        aria-labelledby="cancel-shipment-title"
      >
        <DialogTitle id="cancel-shipment-title">
          {translate('app.shipments.cancel.title', { code: record.code })}
        </DialogTitle>
        <form id="cancel-shipment-form" onSubmit={submit} noValidate>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
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
          </DialogContent>
        </form>
        <DialogActions>
          <Button onClick={close}>{translate('app.shipments.cancel.keep')}</Button>
          <Button
            type="submit"
            form="cancel-shipment-form"
            color="error"
            variant="contained"
            disabled={cancel.isPending}
          >
            {translate('app.shipments.cancel.button')}
          </Button>
        </DialogActions>
      </InputDialog>
    </>
  );
}
