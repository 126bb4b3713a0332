import { multiSelectFormat } from '../../components/inputs/MultiSelectInput';
import { LoadError } from '../../components/LoadError';
import { Alert, Box, LinearProgress } from '@mui/material';
import {
  BooleanInput,
  CheckboxGroupInput,
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { yupResolver } from '@hookform/resolvers/yup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DUE_DAYS, TAX_PERCENT, billingConfigurationSchema } from '#domain/schemas/billing';
import type { BillingConfiguration, BillingConfigurationBody } from '../../providers/billingCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';

/** The form checks with the schema the API uses and sends its cleaned values (a blank email is none). */
const resolver = yupResolver(billingConfigurationSchema);

export const NOT_CONFIGURED_NOTE = 'app.money.billing.notConfigured';

/** What is sent: the configuration's fields only (not `configured`). */
const toInput = (values: Record<string, unknown>, companyId: number): BillingConfigurationBody => ({
  companyId,
  billingCycle: values.billingCycle as BillingConfigurationBody['billingCycle'],
  taxPercent: values.taxPercent as number,
  dueDays: values.dueDays as number,
  billableChargeTypeIds: (values.billableChargeTypeIds as number[] | undefined) ?? [],
  invoiceEmail: (values.invoiceEmail as string | undefined) ?? null,
  attachBillT: Boolean(values.attachBillT),
});

/** One company's billing configuration: cycle, tax, payment terms, billable charges, invoice email, bill-T. */
export function BillingConfigurationForm({ companyId }: { companyId: number }) {
  const dataProvider = useFreightDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const enums = useQuery({
    queryKey: ['billing', 'enums'],
    queryFn: () => dataProvider.getBillingEnums(),
    staleTime: 5 * 60_000,
  });
  const configuration = useQuery({
    queryKey: ['billing', 'configuration', companyId],
    queryFn: () => dataProvider.getBillingConfiguration(companyId),
  });

  if (enums.isPending || configuration.isPending)
    return <LinearProgress aria-label={translate('app.money.billing.loading')} />;
  if (enums.error || configuration.error)
    return (
      <LoadError
        error={enums.error ?? configuration.error}
        onRetry={() => void Promise.all([enums.refetch(), configuration.refetch()])}
      />
    );

  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.saveBillingConfiguration(toInput(values, companyId));
      queryClient.setQueryData<BillingConfiguration>(['billing', 'configuration', companyId], {
        ...saved,
        configured: true,
      });
      notify('app.money.billing.saved', { type: 'success' });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {!configuration.data.configured && <Alert severity="info">{translate(NOT_CONFIGURED_NOTE)}</Alert>}
      <Form
        record={{ ...configuration.data, companyId, invoiceEmail: configuration.data.invoiceEmail ?? '' }}
        resolver={resolver as never}
        onSubmit={save}
        noValidate
      >
        <Box sx={{ display: 'grid', gap: 0.5, maxWidth: 640 }}>
          <SelectInput
            source="billingCycle"
            label="app.money.billing.fields.billingCycle"
            choices={enums.data.billingCycles.map(({ id, name }) => ({
              id,
              name: translate(`enums.billingCycle.${id}`, { _: name }),
            }))}
            translateChoice={false}
            isRequired
            helperText="app.money.billing.help.billingCycle"
          />
          <NumberInput
            source="taxPercent"
            label="app.money.billing.fields.taxPercent"
            isRequired
            helperText={translate('app.money.billing.help.taxPercent', TAX_PERCENT)}
            min={TAX_PERCENT.min}
            max={TAX_PERCENT.max}
            step={0.01}
          />
          <NumberInput
            source="dueDays"
            label="app.money.billing.fields.dueDays"
            isRequired
            helperText={translate('app.money.billing.help.dueDays', DUE_DAYS)}
            min={DUE_DAYS.min}
            max={DUE_DAYS.max}
            step={1}
          />
          <CheckboxGroupInput
            source="billableChargeTypeIds"
            label="app.money.billing.fields.billableChargeTypeIds"
            choices={enums.data.billableCharges}
            format={multiSelectFormat('billableChargeTypeIds')}
            helperText="app.money.billing.help.billableChargeTypeIds"
          />
          <TextInput
            source="invoiceEmail"
            label="app.money.billing.fields.invoiceEmail"
            type="email"
            helperText="app.money.billing.help.invoiceEmail"
          />
          <BooleanInput source="attachBillT" label="app.money.billing.fields.attachBillT" />
          <Box>
            <SaveButton label="ra.action.save" alwaysEnable />
          </Box>
        </Box>
      </Form>
    </Box>
  );
}
