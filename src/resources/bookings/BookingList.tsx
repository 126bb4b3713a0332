import { ResourceList } from '../../components/ResourcePages';
import { ExportButton, FilterButton, TopToolbar, useTranslate } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { formatDateTime, formatMoney } from '#domain/format';
import type { BookingRecord } from '#domain/records/bookings';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { useIsStaff } from '../../providers/useIsStaff';
import { BookingStatusChip } from './BookingStatusChip';
import { bookingFilters } from './bookingFilters';
import { ListClocksStrip } from '../../components/clocks/ListClocksStrip';
import { ScoreFilterStrip } from '../../components/scorecards/ScoreFilterStrip';
import { LaneFilterStrip } from '../../components/laneRates/LaneFilterStrip';
import { BookingBulkActions } from './bulk/BookingBulkActions';

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton maxResults={5000} />
    </TopToolbar>
  );
}

const route = (b: BookingRecord) => `${b.pickupCityName ?? '?'} → ${b.dropOffCityName ?? '?'}`;
const driverAndVehicle = (b: BookingRecord, notAssigned: string) =>
  b.driverName ? `${b.driverName} · ${b.vehicleRegistration ?? ''}` : notAssigned;

/** SPEC §7 booking list: 4 a page, newest first; shippers see their company's only (the API scopes it). */
export function BookingList() {
  const { currency } = useClientConfig();
  // The shipper side is told what it pays for each vehicle, never what the carrier is paid (the API leaves that out).
  const shipperSide = !useIsStaff();
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.bookings.fields.${name}`);
  const driver = (b: BookingRecord) => driverAndVehicle(b, translate('app.bookings.notAssigned'));
  const columns: GridColumn<BookingRecord>[] = [
    { field: 'code', headerName: field('code'), width: 115 },
    { field: 'shipmentCode', headerName: field('shipmentCode'), width: 115 },
    // The least widths leave room at 1440 px for the bulk actions' checkbox column beside the others.
    { field: 'route', headerName: field('route'), flex: 1.5, minWidth: 140, render: route },
    { field: 'partnerName', headerName: field('partnerName'), flex: 1.5, minWidth: 130 },
    { field: 'driver', headerName: field('driver'), flex: 1.5, render: driver },
    shipperSide
      ? {
          field: 'shipperAmount',
          headerName: field('shipperAmount'),
          align: 'right',
          render: (b) => formatMoney(b.shipperAmount, currency),
        }
      : {
          field: 'amount',
          headerName: field('amount'),
          sortBy: 'amount',
          align: 'right',
          render: (b) => formatMoney(b.amount, currency),
        },
    { field: 'status', headerName: field('status'), render: (b) => <BookingStatusChip status={b.status} /> },
    {
      field: 'invoiced',
      headerName: field('invoiced'),
      width: 100,
      render: (b) => translate(b.invoiced ? 'ra.boolean.true' : 'ra.boolean.false'),
    },
    {
      field: 'createdAt',
      headerName: field('createdAt'),
      sortBy: 'createdAt',
      width: 190,
      render: (b) => formatDateTime(b.createdAt),
    },
  ];
  return (
    <ResourceList filters={bookingFilters} actions={<ListActions />}>
      <ListClocksStrip list="bookings" />
      <ScoreFilterStrip />
      <LaneFilterStrip />
      <ResourceGrid
        label={translate('app.bookings.listLabel')}
        columns={columns}
        bulkActions={shipperSide ? undefined : <BookingBulkActions />}
        card={{
          primary: (b) => `${b.code} · ${route(b)}`,
          secondary: (b) => `${b.shipmentCode} · ${driver(b)}`,
          tertiary: (b) => <BookingStatusChip status={b.status} />,
        }}
      />
    </ResourceList>
  );
}
