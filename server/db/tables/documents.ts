import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, reference, serialId } from './columns';
import { documentTypes } from './reference';
import { companyGroups, users } from './people';
import { shipments } from './shipments';
import { bookings } from './bookings';
import { drivers, vehicles } from './fleet';
import { invoices } from './money';

/**
 * Every uploaded file (SPEC §7 shipment-document, bookingDocument, userDocument), owned by exactly one
 * shipment, booking, company group, driver, vehicle or user. The bytes live in the row: durable and transactional with it, and a file name is only
 * ever shown, never used as a path.
 */
export const documents = pgTable(
  'documents',
  {
    id: serialId(),
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** A company group's logo, registration certificate or import/export licence. */
    companyGroupId: integer('company_group_id').references(() => companyGroups.id, { onDelete: 'cascade' }),
    /** A driver's CNIC and licence, a vehicle's registration, a partner's own documents (SPEC §3 partner document types). */
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SPEC §7 invoice-document: files attached to an invoice. */
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    documentTypeId: reference('document_type_id', () => documentTypes.id),
    /** What a company group's file is for: logo, companyRegistrationCertificate or importExportLicense. */
    purpose: text('purpose'),
    /** A booking's charge document (types 24-39): what it costs, in paisa; billed when the company's configuration bills its type. */
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_shipment_idx').on(t.shipmentId, t.createdAt),
    index('documents_booking_idx').on(t.bookingId, t.createdAt),
    index('documents_company_group_idx').on(t.companyGroupId),
    index('documents_driver_idx').on(t.driverId),
    index('documents_vehicle_idx').on(t.vehicleId),
    index('documents_user_idx').on(t.userId),
    index('documents_invoice_idx').on(t.invoiceId),
    check('documents_amount_positive', sql`${t.amountMinor} > 0`),
    check(
      'documents_one_owner',
      sql`num_nonnulls(${t.shipmentId}, ${t.bookingId}, ${t.companyGroupId}, ${t.driverId}, ${t.vehicleId}, ${t.userId}, ${t.invoiceId}) = 1`,
    ),
  ],
);
