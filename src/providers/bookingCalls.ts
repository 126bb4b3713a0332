import { MAX_PAGE_SIZE } from '#domain/limits';
import type { HttpClient } from './httpClient';
import type { AcceptedBid, BidRecord, BookingBidRecord, RefusalReason } from '#domain/records/bids';
import type { BookingPricing, BookingRecord } from '#domain/records/bookings';
import type { BulkOutcome } from '#domain/records/bulk';
import type { BookingBulkBodies, UserBulkStatusBody } from '#domain/schemas/bulk';
import type { DriverRecord, VehicleRecord } from '#domain/records/fleet';
import type { PartnerLookup } from '#domain/records/lookups';
import type { BookingTrip } from '#domain/records/tracking';
import type { BidSort } from '#domain/schemas/scorecards';
import type { BlockReason } from '#domain/records/users';
import type { GeneratedPassword, GeneratedPin, PrivatePoolInvite } from '#domain/records/users';

export type { BookingPricing } from '#domain/records/bookings';
/** A booking as its viewer may see it (each side its own money). */
export type BookingDetail = BookingRecord;
export type Reason = RefusalReason;

/** What the assignment dialog shows of a driver (GET /drivers); the trip it is on the road with, if any, warns. */
export type DriverOption = Pick<DriverRecord, 'id' | 'fullName' | 'phoneNumber' | 'status'> &
  Partial<Pick<DriverRecord, 'activeTripCode'>>;
/** What the assignment dialog shows of a vehicle (GET /vehicles). */
export type VehicleOption = Pick<VehicleRecord, 'id' | 'registrationNumber' | 'vehicleTypeName' | 'status'>;
/** A partner to pick (GET /user/partner). */
export type PartnerOption = PartnerLookup;

type Id = number | string;

/** SPEC §7 "Bookings and bids" and "Tracking" beyond CRUD, as named dataProvider calls. */
export const bookingCalls = (http: HttpClient) => ({
  /** `sort: 'score'` (staff): best partner score first, partners without one last. */
  getBookingBids: (bookingId: Id, sort?: BidSort) =>
    http.request<BookingBidRecord[]>(`/bid/booking/${bookingId}`, { query: { sort } }),
  getBookingPricing: (bookingId: Id) => http.request<BookingPricing>(`/booking/v3/pricing/${bookingId}`),
  getTrip: (bookingId: Id) => http.request<BookingTrip>(`/tracking/bookingLocation/${bookingId}`),
  getReasons: (kind: number) => http.request<Reason[]>('/reason/refusal', { query: { kind } }),
  getBlockReasons: () => http.request<BlockReason[]>('/user/block-reasons'),
  setUserStatus: (userId: Id, body: { blockStatus: number; reasonId?: number; details?: string }) =>
    http.request<unknown>(`/user/${userId}/update-status`, { method: 'PATCH', body }),
  /** Block or unblock the selected users (each with the version the list showed): each done or refused on its own. */
  bulkSetUserStatus: (body: UserBulkStatusBody) =>
    http.request<BulkOutcome>('/user/bulk/update-status', { method: 'POST', body }),
  /** A bulk action on the selected bookings: each done or refused on its own. */
  bulkBookings: <A extends keyof BookingBulkBodies>(action: A, body: BookingBulkBodies[A]) =>
    http.request<BulkOutcome>(`/booking/bulk/${action}`, { method: 'POST', body }),
  setDemandAddaStatus: (userId: Id, body: { blockStatus: number; reasonId?: number; details?: string }) =>
    http.request<unknown>(`/demand-adda/${userId}/block-status`, { method: 'PATCH', body }),
  /** SPEC §7 delete driver / partner account (its records stay), any other user's account by id. */
  deleteUserAccount: (userId: Id, kind?: 'driver' | 'partner') =>
    http.request<unknown>(kind ? `/user/${kind}/${userId}` : `/user/${userId}`, { method: 'DELETE' }),
  /** SPEC §7 bid assign v3: drivers and vehicles for several bookings at once, all or none. */
  assignDrivers: (assignments: { bookingId: number; driverId: number; vehicleId: number }[]) =>
    http.request<BookingDetail[]>('/bid/v3/assign', { method: 'POST', body: { assignments } }),
  inviteToPrivatePool: (companyId: number, partnerId: number) =>
    http.request<PrivatePoolInvite>('/user/private-pool-invite', { method: 'POST', body: { companyId, partnerId } }),
  resetUserPin: (userId: Id) => http.request<GeneratedPin>(`/user/${userId}/reset-pin`, { method: 'POST', body: {} }),
  resetUserPassword: (userId: Id) =>
    http.request<GeneratedPassword>(`/user/${userId}/reset-password`, { method: 'POST', body: {} }),
  /** The first page (MAX_PAGE_SIZE) of the paged GET /drivers and GET /vehicles, as plain lists for the assignment dialog. */
  searchDrivers: async (partnerId: number, q?: string) =>
    (await http.request<{ content: DriverOption[] }>('/drivers', { query: { partnerId, q, pageSize: MAX_PAGE_SIZE } }))
      .content,
  searchVehicles: async (partnerId: number, vehicleTypeId: number, q?: string) =>
    (
      await http.request<{ content: VehicleOption[] }>('/vehicles', {
        query: { partnerId, vehicleTypeId, q, pageSize: MAX_PAGE_SIZE },
      })
    ).content,
  searchPartners: (q?: string) => http.request<PartnerOption[]>('/user/partner', { query: { q } }),
  placeBid: (body: { shipmentId: number; amount: number; vehicleCount?: number; partnerId?: number }) =>
    http.request<BidRecord>('/bid', { method: 'POST', body }),
  acceptBid: (bidId: Id) => http.request<AcceptedBid>(`/bid/${bidId}/accept`, { method: 'POST', body: {} }),
  rejectBid: (bidId: Id, body: { reasonId: number; details?: string }) =>
    http.request<BidRecord>(`/bid/${bidId}/reject`, { method: 'POST', body }),
  backoutBid: (bidId: Id, body: { reasonId: number; details?: string }) =>
    http.request<BidRecord>(`/bid/${bidId}/backout`, { method: 'POST', body }),
  assignDriver: (bookingId: Id, body: { driverId: number; vehicleId: number; reason?: string }) =>
    http.request<BookingDetail>(`/booking/${bookingId}/${body.reason ? 'reassign' : 'assign-driver'}`, {
      method: 'POST',
      body,
    }),
  moveBooking: (bookingId: Id, statusCode: number, body: { reasonId?: number; details?: string } = {}) =>
    http.request<BookingDetail>(`/booking/${bookingId}/status/${statusCode}`, { method: 'POST', body }),
});
export type BookingCalls = ReturnType<typeof bookingCalls>;
