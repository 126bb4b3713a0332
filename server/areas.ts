import type { FastifyInstance } from 'fastify';
import { requireDeclaredAccess } from './auth/routeAccess';
import healthRoutes from './ops/routes';
import authRoutes from './auth/routes';
import otpRoutes from './auth/otpRoutes';
import passwordRoutes from './auth/passwordRoutes';
import pinRoutes from './auth/pinRoutes';
import configRoutes from './settings/routes';
import preferenceRoutes from './users/preferenceRoutes';
import userRoutes from './users/routes';
import userAccountRoutes from './users/accountRoutes';
import roleRoutes from './users/roleRoutes';
import userBulkRoutes from './users/bulkRoutes';
import shipmentRoutes from './shipments/routes';
import shipmentListRoutes from './shipments/listRoutes';
import shipmentStaffRoutes from './shipments/staffRoutes';
import shipmentRelatedRoutes from './shipments/relatedRoutes';
import shipmentTemplateRoutes from './shipments/templateRoutes';
import shipmentDocumentRoutes from './shipments/documentRoutes';
import shipmentContractUploadRoutes from './shipments/contractUploadRoutes';
import shipmentImportRoutes from './shipments/importRoutes';
import shipmentBulkRoutes from './shipments/bulkRoutes';
import historyRoutes from './history/routes';
import clockRoutes from './clocks/routes';
import bidRoutes from './bids/routes';
import bidDecisionRoutes from './bids/decisionRoutes';
import bidLimitRoutes from './bids/limitRoutes';
import bookingRoutes from './bookings/routes';
import bookingDocumentRoutes from './bookings/documentRoutes';
import bookingDocumentReviewRoutes from './bookings/documentReviewRoutes';
import trackingRoutes from './bookings/trackingRoutes';
import bookingBulkRoutes from './bookings/bulkRoutes';
import fleetLookupRoutes from './fleet/lookupRoutes';
import driverDocumentRoutes from './fleet/driverDocumentRoutes';
import vehicleDocumentRoutes from './fleet/vehicleDocumentRoutes';
import driverRoutes from './fleet/driverRoutes';
import vehicleRoutes from './fleet/vehicleRoutes';
import fleetRoutes from './fleet/routes';
import userDocumentRoutes from './verification/userDocumentRoutes';
import verificationRoutes from './verification/routes';
import fuelPumpRoutes from './places/fuelPumpRoutes';
import tyreRoutes from './places/tyreRoutes';
import placeRoutes from './places/routes';
import walletRoutes from './money/walletRoutes';
import bankRoutes from './money/bankRoutes';
import invoiceRoutes from './billing/invoiceRoutes';
import billingRoutes from './billing/routes';
import billTRoutes from './billing/billTRoutes';
import invoiceDocumentRoutes from './billing/invoiceDocumentRoutes';
import notificationRoutes from './notifications/routes';
import reportRoutes from './reports/routes';
import companyRoutes from './companies/routes';
import companyGroupRoutes from './companies/groupRoutes';
import companyProjectRoutes from './companies/projectRoutes';
import demandAddaRoutes from './companies/demandAddaRoutes';
import lookupRoutes from './lookups/routes';
import ipLocationRoutes from './lookups/ipLocationRoutes';
import liveRoutes from './live/routes';
import searchRoutes from './search/routes';
import savedViewRoutes from './savedViews/routes';
import scorecardRoutes from './scorecards/routes';
import laneRateRoutes from './laneRates/routes';
import outboxRoutes from './outbox/routes';

/**
 * The API's areas, each a folder of server/ holding its routes beside its queries and rules. Every
 * route declares who may call it (config `access`, server/auth/routeAccess.ts) or refuses to register.
 */
const AREAS = {
  ops: [healthRoutes],
  auth: [authRoutes, otpRoutes, passwordRoutes, pinRoutes],
  settings: [configRoutes],
  users: [preferenceRoutes, userRoutes, userAccountRoutes, roleRoutes, userBulkRoutes],
  shipments: [
    shipmentRoutes,
    shipmentListRoutes,
    shipmentStaffRoutes,
    shipmentRelatedRoutes,
    shipmentTemplateRoutes,
    shipmentDocumentRoutes,
    shipmentContractUploadRoutes,
    shipmentBulkRoutes,
    shipmentImportRoutes,
  ],
  history: [historyRoutes],
  clocks: [clockRoutes],
  bids: [bidRoutes, bidDecisionRoutes, bidLimitRoutes],
  bookings: [bookingRoutes, bookingDocumentRoutes, bookingDocumentReviewRoutes, trackingRoutes, bookingBulkRoutes],
  fleet: [fleetLookupRoutes, driverDocumentRoutes, vehicleDocumentRoutes, driverRoutes, vehicleRoutes, fleetRoutes],
  verification: [userDocumentRoutes, verificationRoutes],
  places: [fuelPumpRoutes, tyreRoutes, placeRoutes],
  money: [walletRoutes, bankRoutes],
  billing: [invoiceRoutes, billingRoutes, billTRoutes, invoiceDocumentRoutes],
  notifications: [notificationRoutes],
  reports: [reportRoutes],
  companies: [companyRoutes, companyGroupRoutes, companyProjectRoutes, demandAddaRoutes],
  lookups: [lookupRoutes, ipLocationRoutes],
  live: [liveRoutes],
  search: [searchRoutes],
  savedViews: [savedViewRoutes],
  scorecards: [scorecardRoutes],
  laneRates: [laneRateRoutes],
  outbox: [outboxRoutes],
};

/** Registers every area's routes below /api (app.ts). */
export async function registerAreas(api: FastifyInstance) {
  requireDeclaredAccess(api);
  for (const routes of Object.values(AREAS).flat()) await api.register(routes);
}
