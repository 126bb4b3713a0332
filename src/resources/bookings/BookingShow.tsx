import { ResourceShow } from '../../components/ResourcePages';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useState } from 'react';
import { Box, Card, Grid, Tab, Tabs, Typography } from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatMoney } from '#domain/format';
import { DEFAULT_BOOKING_DOCUMENT_IDS, documentTypeName } from '#domain/documentTypes';
import type { BookingRecord } from '#domain/records/bookings';
import { useSpecLabels, useTripStatusText } from '../../providers/useConfigEntry';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { BidsTable } from '../../components/bids/BidsTable';
import { BidSortControl, useBidSort } from '../../components/scorecards/BidSortControl';
import { useShipmentData } from '../shipments/related/useShipmentData';
import { DocumentsPanel } from '../../components/documents/DocumentsPanel';
import { BookingActions } from './BookingActions';
import { BillTButtons } from './BillTButtons';
import { BookingStatusChip } from './BookingStatusChip';
import { TripPanel } from './TripPanel';
import { RouteTitle } from '../shipments/RouteTitle';
import { HistoryTimeline } from '../../components/history/HistoryTimeline';

/** The bids on the booking's shipment: Accept offered by the same rule as on the shipment's Bids tab. */
function BookingBids({ bookingId, shipmentId }: { bookingId: number; shipmentId: number }) {
  const dataProvider = useFreightDataProvider();
  const { sort, setSort } = useBidSort();
  const query = useQuery({
    queryKey: ['bookings', 'bids', bookingId, sort],
    queryFn: () => dataProvider.getBookingBids(bookingId, sort === 'score' ? sort : undefined),
  });
  const pricing = useShipmentData('pricing', shipmentId, (dp, id) => dp.getShipmentPricingInfo(id));
  return (
    <>
      <Box sx={{ mb: 1, display: 'flex', justifyContent: 'flex-end' }}>
        <BidSortControl sort={sort} onChange={setSort} />
      </Box>
      <BidsTable rows={query.data} isPending={query.isPending} error={query.error} shipment={pricing.data} />
    </>
  );
}

function BookingPricing({ bookingId }: { bookingId: number }) {
  const dataProvider = useFreightDataProvider();
  const { showShipperRate } = useSpecLabels();
  const { currency } = useClientConfig();
  const { data } = useQuery({
    queryKey: ['bookings', 'pricing', bookingId],
    queryFn: () => dataProvider.getBookingPricing(bookingId),
  });
  if (!data) return null;
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      {/* Each side gets only its own money from the API: the carrier's advance and remainder, the shipper's rate, staff both and the margin. */}
      {'advanceAmount' in data && (
        <Fact label="app.bookings.pricing.advance" value={formatMoney(data.advanceAmount, currency)} />
      )}
      {'remainderAmount' in data && (
        <Fact label="app.bookings.pricing.remainder" value={formatMoney(data.remainderAmount, currency)} />
      )}
      {'shipperAmount' in data && showShipperRate && (
        <Fact label="app.bookings.pricing.shipperRate" value={formatMoney(data.shipperAmount, currency)} />
      )}
      {'contractAmount' in data && (
        <Fact label="app.bookings.pricing.contractAmount" value={formatMoney(data.contractAmount, currency)} />
      )}
      {'margin' in data && <Fact label="app.bookings.pricing.margin" value={formatMoney(data.margin, currency)} />}
    </Grid>
  );
}

const TABS = [
  'app.bookings.tabs.bids',
  'app.bookings.tabs.documents',
  'app.bookings.tabs.trip',
  'app.history.tab',
] as const;

function BookingDetails() {
  const record = useRecordContext<BookingRecord>();
  const { currency } = useClientConfig();
  const tripStatus = useTripStatusText();
  const labels = useSpecLabels();
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection
        title={<RouteTitle of={record} />}
        aside={
          <>
            <BookingStatusChip status={record.status} />
            <BillTButtons booking={record} />
          </>
        }
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('resources.bookings.fields.shipmentCode')}
            </Typography>
            <Link to={`/shipments/${record.shipmentId}/show`}>{record.shipmentCode}</Link>
          </Grid>
          <Fact label="resources.bookings.fields.companyName" value={record.companyName} />
          <Fact label="resources.bookings.fields.partnerName" value={record.partnerName} />
          {record.amount !== undefined && (
            <Fact label="resources.bookings.fields.amount" value={formatMoney(record.amount, currency)} />
          )}
          <Fact label={labels.vehicleType} value={record.vehicleTypeName} />
          <Fact
            label="resources.bookings.fields.driverName"
            value={record.driverName ? `${record.driverName} (${record.driverPhone})` : null}
          />
          <Fact label="resources.bookings.fields.vehicleRegistration" value={record.vehicleRegistration} />
          <Fact label="resources.bookings.fields.tripStatus" value={tripStatus(record)} />
          <Fact
            label="resources.bookings.fields.invoiced"
            value={translate(record.invoiced ? 'ra.boolean.true' : 'ra.boolean.false')}
          />
          <Fact label="resources.bookings.fields.createdAt" value={formatDateTime(record.createdAt)} />
          <Fact
            label="resources.bookings.fields.deliveredAt"
            value={record.deliveredAt ? formatDateTime(record.deliveredAt) : null}
          />
          {record.cancellationReasonText && (
            <Fact
              label="resources.bookings.fields.cancellationReason"
              value={[record.cancellationReasonText, record.cancellationReason].filter(Boolean).join(': ')}
            />
          )}
          {record.reassignReason && (
            <Fact label="resources.bookings.fields.reassignReason" value={record.reassignReason} />
          )}
        </Grid>
        <BookingPricing bookingId={record.id} />
      </ShowSection>
      <AfterFirstPaint>
        <Card>
          <Tabs
            value={tab}
            onChange={(_, value: number) => setTab(value)}
            aria-label={translate('app.bookings.tabs.label')}
          >
            {TABS.map((label, index) => (
              <Tab
                key={label}
                label={translate(label)}
                value={index}
                id={`booking-tab-${index}`}
                aria-controls={`booking-panel-${index}`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`booking-panel-${tab}`} aria-labelledby={`booking-tab-${tab}`} sx={{ p: 2 }}>
            {tab === 0 && <BookingBids bookingId={record.id} shipmentId={record.shipmentId} />}
            {tab === 1 && (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {translate('app.bookings.requiredDocuments', {
                    documents: DEFAULT_BOOKING_DOCUMENT_IDS.map((id) => documentTypeName(id)).join(', '),
                  })}
                </Typography>
                <DocumentsPanel kind="booking" ownerId={record.id} />
              </>
            )}
            {tab === 2 && <TripPanel bookingId={record.id} />}
            {tab === 3 && <HistoryTimeline of="booking" id={record.id} />}
          </Box>
        </Card>
      </AfterFirstPaint>
    </Box>
  );
}

export function BookingShow() {
  return (
    <ResourceShow actions={<BookingActions />} component="div">
      <BookingDetails />
    </ResourceShow>
  );
}
