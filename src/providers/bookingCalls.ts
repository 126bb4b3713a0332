import { MAX_PAGE_SIZE } from '../domain/limits';
import type { HttpClient } from './httpClient';
import type { BidRecord } from './shipmentRelatedCalls';

export interface BookingDetail {
  id: number;
  code: string;
  shipmentId: number;
  shipmentCode: string;
  companyName: string;
  pickupCityName: string | null;
  dropOffCityName: string | null;
  vehicleTypeId: number;
  vehicleTypeName: string;
  bidId: number | null;
  partnerId: number;
  partnerName: string;
  /** What the carrier is paid: staff and the carrier only (the API leaves it out for the shipper side). */
  amount?: number;
  /** What the shipper pays for this vehicle: staff and the shipper side only. */
  shipperAmount?: number | null;
  status: number;
  tripStatus: number;
  nextStatus: number | null;
  invoiced: boolean;
  driverId: number | null;
  driverName: string | null;
  driverPhone: string | null;
  vehicleId: number | null;
  vehicleRegistration: string | null;
  cancellationReasonText: string | null;
  cancellationReason: string | null;
  reassignReason: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

/** Each side sees its own money (server/money/visibility.ts): the carrier side, the shipper side, staff both and the margin. */
export interface BookingPricing {
  amount?: number;
  bidAmount?: number | null;
  bidCategoryTypeId: number;
  advanceAmount?: number;
  remainderAmount?: number;
  shipperAmount?: number | null;
  contractAmount?: number | null;
  margin?: number | null;
}

export interface Reason {
  id: number;
  kind: number;
  text: string;
}
export interface DriverOption {
  id: number;
  fullName: string;
  phoneNumber: string;
  status: string;
  /** The booking the driver is on the road with, if any. */
  activeTripCode?: string | null;
}
export interface VehicleOption {
  id: number;
  registrationNumber: string;
  vehicleTypeName: string;
  status: string;
}
export interface PartnerOption {
  id: number;
  fullName: string;
  phoneNumber: string;
}
export interface TripPositions {
  bookingId: number;
  tripStatus: number;
  positions: { id: number; latitude: number; longitude: number; tripStatus: number; recordedAt: string }[];
}

type Id = number | string;

/** SPEC §7 "Bookings and bids" and "Tracking" beyond CRUD, as named dataProvider calls. */
export const bookingCalls = (http: HttpClient) => ({
  getBookingBids: (bookingId: Id) => http.request<(BidRecord & { isBookingBid: boolean })[]>(`/bid/booking/${bookingId}`),
  getBookingPricing: (bookingId: Id) => http.request<BookingPricing>(`/booking/v3/pricing/${bookingId}`),
  getTrip: (bookingId: Id) => http.request<TripPositions>(`/tracking/bookingLocation/${bookingId}`),
  getReasons: (kind: number) => http.request<Reason[]>('/reason/refusal', { query: { kind } }),
  getBlockReasons: () => http.request<Reason[]>('/user/block-reasons'),
  setUserStatus: (userId: Id, body: { blockStatus: number; reasonId?: number; details?: string }) => http.request<unknown>(`/user/${userId}/update-status`, { method: 'PATCH', body }),
  setDemandAddaStatus: (userId: Id, body: { blockStatus: number; reasonId?: number; details?: string }) =>
    http.request<unknown>(`/demand-adda/${userId}/block-status`, { method: 'PATCH', body }),
  /** SPEC §7 delete driver / partner account (its records stay), any other user's account by id. */
  deleteUserAccount: (userId: Id, kind?: 'driver' | 'partner') => http.request<unknown>(kind ? `/user/${kind}/${userId}` : `/user/${userId}`, { method: 'DELETE' }),
  /** SPEC §7 bid assign v3: drivers and vehicles for several bookings at once, all or none. */
  assignDrivers: (assignments: { bookingId: number; driverId: number; vehicleId: number }[]) => http.request<BookingDetail[]>('/bid/v3/assign', { method: 'POST', body: { assignments } }),
  inviteToPrivatePool: (companyId: number, partnerId: number) => http.request<unknown>('/user/private-pool-invite', { method: 'POST', body: { companyId, partnerId } }),
  resetUserPin: (userId: Id) => http.request<{ id: number; generatedPin: string }>(`/user/${userId}/reset-pin`, { method: 'POST', body: {} }),
  resetUserPassword: (userId: Id) => http.request<{ id: number; generatedPassword: string }>(`/user/${userId}/reset-password`, { method: 'POST', body: {} }),
  /** The first page (MAX_PAGE_SIZE) of the paged GET /drivers and GET /vehicles, as plain lists for the assignment dialog. */
  searchDrivers: async (partnerId: number, q?: string) =>
    (await http.request<{ content: DriverOption[] }>('/drivers', { query: { partnerId, q, pageSize: MAX_PAGE_SIZE } })).content,
  searchVehicles: async (partnerId: number, vehicleTypeId: number, q?: string) =>
    (await http.request<{ content: VehicleOption[] }>('/vehicles', { query: { partnerId, vehicleTypeId, q, pageSize: MAX_PAGE_SIZE } })).content,
  searchPartners: (q?: string) => http.request<PartnerOption[]>('/user/partner', { query: { q } }),
  placeBid: (body: { shipmentId: number; amount: number; vehicleCount?: number; partnerId?: number }) => http.request<BidRecord>('/bid', { method: 'POST', body }),
  acceptBid: (bidId: Id) => http.request<unknown>(`/bid/${bidId}/accept`, { method: 'POST', body: {} }),
  rejectBid: (bidId: Id, body: { reasonId: number; details?: string }) => http.request<BidRecord>(`/bid/${bidId}/reject`, { method: 'POST', body }),
  backoutBid: (bidId: Id, body: { reasonId: number; details?: string }) => http.request<BidRecord>(`/bid/${bidId}/backout`, { method: 'POST', body }),
  assignDriver: (bookingId: Id, body: { driverId: number; vehicleId: number; reason?: string }) =>
    http.request<BookingDetail>(`/booking/${bookingId}/${body.reason ? 'reassign' : 'assign-driver'}`, { method: 'POST', body }),
  moveBooking: (bookingId: Id, statusCode: number, body: { reasonId?: number; details?: string } = {}) =>
    http.request<BookingDetail>(`/booking/${bookingId}/status/${statusCode}`, { method: 'POST', body }),
});
export type BookingCalls = ReturnType<typeof bookingCalls>;
