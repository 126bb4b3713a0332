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
} from 'react-admin';
import { yupResolver } from '@hookform/resolvers/yup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DUE_DAYS, TAX_PERCENT, billingConfigurationSchema } from '#domain/schemas/billing';
import type { BillingConfiguration, BillingConfigurationInput } from '../../providers/billingCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';

/** The form checks with the schema the API uses and sends its cleaned values (a blank email is none). */
const resolver = yupResolver(billingConfigurationSchema);

export const NOT_CONFIGURED_NOTE = 'Not configured yet: these are the defaults';

/** What is sent: the configuration's fields only (not `configured`). */
const toInput = (values: Record<string, unknown>, companyId: number): BillingConfigurationInput => ({
  companyId,
  billingCycle: values.billingCycle as BillingConfigurationInput['billingCycle'],
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
  const enums = useQuery({
    queryKey: ['billing', 'enums'],
    queryFn: () => dataProvider.getBillingEnums(),
    staleTime: 5 * 60_000,
  });
  const configuration = useQuery({
    queryKey: ['billing', 'configuration', companyId],
    queryFn: () => dataProvider.getBillingConfiguration(companyId),
  });

  if (enums.isPending || configuration.isPending) return <LinearProgress aria-label="Loading billing configuration" />;
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
      notify('Billing configuration saved', { type: 'success' });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {!configuration.data.configured && <Alert severity="info">{NOT_CONFIGURED_NOTE}</Alert>}
      <Form
        record={{ ...configuration.data, companyId, invoiceEmail: configuration.data.invoiceEmail ?? '' }}
        resolver={resolver as never}
        onSubmit={save}
        noValidate
      >
        <Box sx={{ display: 'grid', gap: 0.5, maxWidth: 640 }}>
          <SelectInput
            source="billingCycle"
            label="Billing cycle"
            choices={enums.data.billingCycles}
            isRequired
            helperText="How often the company is invoiced"
          />
          <NumberInput
            source="taxPercent"
            label="Tax (%)"
            isRequired
            helperText={`${TAX_PERCENT.min} to ${TAX_PERCENT.max}, at most ${TAX_PERCENT.decimals} decimals`}
            min={TAX_PERCENT.min}
            max={TAX_PERCENT.max}
            step={0.01}
          />
          <NumberInput
            source="dueDays"
            label="Due days"
            isRequired
            helperText={`Days from the issue date until payment is due (${DUE_DAYS.min} to ${DUE_DAYS.max})`}
            min={DUE_DAYS.min}
            max={DUE_DAYS.max}
            step={1}
          />
          <CheckboxGroupInput
            source="billableChargeTypeIds"
            label="Billable charges"
            choices={enums.data.billableCharges}
            helperText="Charges passed on to the company"
          />
          <TextInput
            source="invoiceEmail"
            label="Invoice email"
            type="email"
            helperText="Where invoices are sent (optional)"
          />
          <BooleanInput source="attachBillT" label="Attach bill-T to invoices" />
          <Box>
            <SaveButton label="Save" alwaysEnable />
          </Box>
        </Box>
      </Form>
    </Box>
  );
}
