import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, TextField } from '@mui/material';
import PaidIcon from '@mui/icons-material/Paid';
import { useTranslate } from 'react-admin';
import { BID_CATEGORY_TYPE } from '#domain/bidding';
import { formatMoney } from '#domain/format';
import { marginSchema, type MarginInput } from '#domain/schemas/shipmentActions';
import type { ShipmentRow } from '#domain/records/shipments';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { useTranslateText } from '../../i18n/useTranslateText';
import { useShipmentAction } from './useShipmentAction';
import { FormDialog } from '../../components/FormDialog';

/** Staff set the contract amount, what the shipper pays, which each booking's margin is read from (SPEC §7 PATCH margin). */
export function MarginButton({ record }: { record: ShipmentRow }) {
  const { currency, weightUnit } = useClientConfig();
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const translateText = useTranslateText();
  const save = useShipmentAction(
    (dp, amount: number) => dp.setShipmentMargin(record.id, amount),
    'app.shipments.margin.updated',
  );
  const { control, handleSubmit, formState, reset } = useForm<MarginInput>({
    resolver: yupResolver(marginSchema),
    // The API refuses an amount below the shipper rate with the same schema.
    context: { shipperRate: record.shipperRate },
    values: { contractAmount: record.contractAmount ?? undefined } as MarginInput,
  });
  // Closed without saving, what was typed is dropped: the dialog opens again on the saved amount.
  const close = () => {
    reset();
    setOpen(false);
  };
  const submit = handleSubmit(({ contractAmount }) =>
    save.mutate([contractAmount], { onSuccess: () => setOpen(false) }),
  );
  return (
    <>
      <Button startIcon={<PaidIcon />} onClick={() => setOpen(true)}>
        {translate('app.shipments.margin.button')}
      </Button>
      <FormDialog
        open={open}
        title={translate('app.shipments.margin.title', { code: record.code })}
        submitLabel="ra.action.save"
        busy={save.isPending}
        onClose={close}
        onSubmit={submit}
        dirty={formState.isDirty}
      >
        <Controller
          name="contractAmount"
          control={control}
          render={({ field }) => (
            <TextField
              label={translate('app.shipments.margin.amount', { currency })}
              type="number"
              fullWidth
              autoFocus
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
              error={Boolean(formState.errors.contractAmount)}
              helperText={
                translateText(formState.errors.contractAmount?.message) ??
                translate('app.shipments.margin.help', {
                  basis:
                    record.bidCategoryTypeId === BID_CATEGORY_TYPE.PER_TONNE
                      ? translate('app.shipments.bids.perUnit', { unit: weightUnit })
                      : translate('app.shipments.bids.perVehicle'),
                  rate: formatMoney(record.shipperRate, currency),
                })
              }
            />
          )}
        />
      </FormDialog>
    </>
  );
}
