import { inArray } from 'drizzle-orm';
import { format } from 'date-fns';
import { TRIP_STATUS_LABELS, tripStatusOf, type BookingStatus } from '#domain/bookings';
import { CONFIG_NAME, clientConfigFrom, type ConfigEntry } from '#domain/clientConfig';
import { DATE_DISPLAY_FORMAT, NOT_AVAILABLE_TEXT } from '#domain/limits';
import type { Db } from '../db/client';
import type { Conn } from '../db/query';
import type { AuthUser } from '../context';
import { moneyAudienceOf, type MoneyAudience } from '../money/visibility';
import { configs, goodsTypes } from '../db/schema';
import { notFound } from '../http/errors';
import { findBooking } from '../bookings/queries';
import { findShipment } from '../shipments/queries';

/** Everything a bill-T (builty) shows, as display text: the renderers only lay it out (and escape it). */
export interface BillT {
  clientName: string;
  bookingCode: string;
  shipmentCode: string;
  referenceNumber: string;
  date: string;
  loadingTime: string;
  status: string;
  shipperName: string;
  consigneeName: string;
  consigneeNumber: string;
  /** Each stop as one line: the address, with its city unless the address already names it. */
  pickups: string[];
  dropOffs: string[];
  goods: { name: string; weight: string }[];
  totalWeight: string;
  vehicleRegistration: string;
  vehicleType: string;
  driverName: string;
  driverPhone: string;
  partnerName: string;
  amount: string;
  instructions: string;
  deliveredAt: string;
}

const text = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '' ? NOT_AVAILABLE_TEXT : value;
const when = (value: Date | string | null | undefined) =>
  value ? format(new Date(value), DATE_DISPLAY_FORMAT) : NOT_AVAILABLE_TEXT;
const number = (value: number) => new Intl.NumberFormat('en').format(value);
const place = (address: string | null, city: string | null) =>
  address && city && address.toLowerCase().includes(city.toLowerCase())
    ? address
    : [address, city].filter((part) => part && part.trim()).join(', ') || NOT_AVAILABLE_TEXT;
/** The earlier of two moments: a booking made after its (past) loading time still dates from the loading. */
const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/** The client's name, currency and units (THEME and PREFERENCE), as the documents it issues show them. */
export async function clientConfigOf(db: Conn) {
  const entries = await db
    .select()
    .from(configs)
    .where(inArray(configs.name, [CONFIG_NAME.THEME, CONFIG_NAME.PREFERENCE]));
  const entry = (name: string) => entries.find((e) => e.name === name) as ConfigEntry | undefined;
  return clientConfigFrom(entry(CONFIG_NAME.THEME), entry(CONFIG_NAME.PREFERENCE));
}

/**
 * The bill-T of a booking the caller may already see (the route checks that), never with a margin.
 * Its amount is the viewer's side of the trip: what the shipper pays for a shipper or broker, the
 * agreed freight amount for the carrier and staff.
 */
export async function loadBillT(db: Db, bookingId: number, user: Pick<AuthUser, 'id' | 'userType'>): Promise<BillT> {
  const booking = await findBooking(db, bookingId);
  const shipment = booking && (await findShipment(db, user.id, booking.shipmentId));
  if (!booking || !shipment) throw notFound();
  const client = await clientConfigOf(db);

  const loads = shipment.pickupLocations.flatMap((location) => location.loads ?? []);
  const typeIds = [...new Set(loads.map((load) => load.goodsTypeId))];
  const names = new Map(
    (typeIds.length ? await db.select().from(goodsTypes).where(inArray(goodsTypes.id, typeIds)) : []).map((g) => [
      g.id,
      g.name,
    ]),
  );
  const unit = client.weightUnit;
  return {
    clientName: client.clientName,
    bookingCode: text(booking.code),
    shipmentCode: text(shipment.code),
    referenceNumber: text(shipment.referenceNumber),
    date: when(earlier(new Date(booking.createdAt), new Date(shipment.loadingTime))),
    loadingTime: when(shipment.loadingTime),
    status: TRIP_STATUS_LABELS[tripStatusOf(booking.status as BookingStatus)] ?? String(booking.status),
    shipperName: text(shipment.companyName),
    consigneeName: text(shipment.consigneeName),
    consigneeNumber: text(shipment.consigneeNumber),
    pickups: shipment.pickupLocations.map((l) => place(l.address, l.cityName)),
    dropOffs: shipment.dropOffLocations.map((l) => place(l.address, l.cityName)),
    goods: loads.map((load) => ({
      name:
        [names.get(load.goodsTypeId) ?? load.goodsType, load.goodsTypeDescription].filter(Boolean).join(': ') ||
        NOT_AVAILABLE_TEXT,
      weight: `${number(load.weight)} ${unit}`,
    })),
    totalWeight: `${number(shipment.weight)} ${unit}`,
    vehicleRegistration: text(booking.vehicleRegistration),
    vehicleType: text(booking.vehicleTypeName),
    driverName: text(booking.driverName),
    driverPhone: text(booking.driverPhone),
    partnerName: text(booking.partnerName),
    amount: amountFor(moneyAudienceOf(user), booking, client.currency),
    instructions: text(shipment.specialInstructions),
    deliveredAt: when(booking.deliveredAt),
  };
}

function amountFor(
  audience: MoneyAudience,
  booking: { amount: number; shipperAmount: number | null },
  currency: string,
) {
  const amount = audience === 'shipper' ? booking.shipperAmount : booking.amount;
  return amount === null ? NOT_AVAILABLE_TEXT : `${currency} ${number(amount)}`;
}

/** The file name a bill-T PDF is offered under. */
export const billTFileName = (bill: BillT) => `bill-t-${bill.bookingCode.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
