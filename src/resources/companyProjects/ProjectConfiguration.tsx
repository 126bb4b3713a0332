import { useQuery } from '@tanstack/react-query';
import { Grid, LinearProgress } from '@mui/material';
import { Fact } from '../../components/Fact';
import { PartLoadError } from '../../components/LoadError';
import { ShowSection } from '../../components/ShowSection';
import { documentTypeName } from '#domain/documentTypes';
import { BILLING_CYCLE_LABELS, type BillingCycle } from '#domain/money';
import { EMAIL_NOTIFICATION_EVENT_LABELS, type EmailNotificationEvent } from '#domain/verification';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';

const list = (items: string[]) => (items.length ? items.join(', ') : null);

/** SPEC §7 company configurations, read-only, in words: billing set-up, e-mail notifications, contractual shipments. */
export function ProjectConfiguration({ companyId }: { companyId: number }) {
  const dataProvider = useFreightDataProvider();
  const { data, isPending, error } = useQuery({
    queryKey: ['company-configuration', companyId],
    queryFn: () => dataProvider.getCompanyConfiguration(companyId),
  });
  const billing = data?.billing;
  // A role without access to configuration gets no card, not a refusal.
  if ((error as { status?: number } | null)?.status === 403) return null;
  return (
    <ShowSection title="Configuration">
      {isPending && <LinearProgress aria-label="Loading the configuration" />}
      {error && <PartLoadError error={error} />}
      {data && (
        <Grid container spacing={2}>
          <Fact label="Contractual shipments" value={data.isContractualAllowed ? 'Allowed' : 'Not allowed'} />
          <Fact
            label="Billing cycle"
            value={
              billing
                ? (BILLING_CYCLE_LABELS[billing.billingCycle as BillingCycle] ?? billing.billingCycle)
                : 'Not set up'
            }
          />
          {billing && <Fact label="Tax" value={`${billing.taxPercent}%`} />}
          {billing && <Fact label="Payment due" value={`${billing.dueDays} days after the invoice`} />}
          {billing && (
            <Fact
              label="Billable charges"
              value={list(billing.billableChargeTypeIds.map((id) => documentTypeName(id) ?? `Charge ${id}`))}
            />
          )}
          {billing && <Fact label="Invoices e-mailed to" value={billing.invoiceEmail} />}
          {billing && <Fact label="Bill-T attached to invoices" value={billing.attachBillT ? 'Yes' : 'No'} />}
          <Fact
            label="E-mailed about"
            value={list(
              data.emailNotifications.events.map(
                (event) => EMAIL_NOTIFICATION_EVENT_LABELS[event as EmailNotificationEvent] ?? event,
              ),
            )}
          />
          <Fact label="Notification addresses" value={list(data.emailNotifications.emails)} />
        </Grid>
      )}
    </ShowSection>
  );
}
