import { useQuery } from '@tanstack/react-query';
import { Grid, LinearProgress } from '@mui/material';
import { Fact } from '../../components/Fact';
import { PartLoadError } from '../../components/LoadError';
import { ShowSection } from '../../components/ShowSection';
import { documentTypeName } from '#domain/documentTypes';
import { useTranslate } from 'react-admin';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useEnumLabel } from '../../i18n/useEnumLabel';

const list = (items: string[]) => (items.length ? items.join(', ') : null);

/** SPEC §7 company configurations, read-only, in words: billing set-up, e-mail notifications, contractual shipments. */
export function ProjectConfiguration({ companyId }: { companyId: number }) {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const label = useEnumLabel();
  const text = (key: string, options?: object) => translate(`app.people.projects.configuration.${key}`, options);
  const { data, isPending, error } = useQuery({
    queryKey: ['company-configuration', companyId],
    queryFn: () => dataProvider.getCompanyConfiguration(companyId),
  });
  const billing = data?.billing;
  // A role without access to configuration gets no card, not a refusal.
  if ((error as { status?: number } | null)?.status === 403) return null;
  return (
    <ShowSection title="app.people.projects.configuration.title">
      {isPending && <LinearProgress aria-label={text('loading')} />}
      {error && <PartLoadError error={error} />}
      {data && (
        <Grid container spacing={2}>
          <Fact
            label="resources.company-projects.fields.contractual"
            value={translate(`app.people.projects.${data.isContractualAllowed ? 'allowed' : 'notAllowed'}`)}
          />
          <Fact
            label="app.people.projects.configuration.billingCycle"
            value={billing ? label('billingCycle', billing.billingCycle) : text('notSetUp')}
          />
          {billing && <Fact label="app.people.projects.configuration.tax" value={`${billing.taxPercent}%`} />}
          {billing && (
            <Fact
              label="app.people.projects.configuration.paymentDue"
              value={text('dueDays', { smart_count: billing.dueDays })}
            />
          )}
          {billing && (
            <Fact
              label="app.people.projects.configuration.billableCharges"
              value={list(billing.billableChargeTypeIds.map((id) => documentTypeName(id) ?? text('charge', { id })))}
            />
          )}
          {billing && <Fact label="app.people.projects.configuration.invoiceEmail" value={billing.invoiceEmail} />}
          {billing && (
            <Fact
              label="app.people.projects.configuration.attachBillT"
              value={translate(billing.attachBillT ? 'ra.boolean.true' : 'ra.boolean.false')}
            />
          )}
          <Fact
            label="app.people.projects.configuration.emailedAbout"
            value={list(data.emailNotifications.events.map((event) => label('emailNotificationEvent', event)))}
          />
          <Fact
            label="app.people.projects.configuration.notificationEmails"
            value={list(data.emailNotifications.emails)}
          />
        </Grid>
      )}
    </ShowSection>
  );
}
