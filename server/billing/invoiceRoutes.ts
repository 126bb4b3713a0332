import { USER_TYPE } from '#domain/userTypes';
import {
  invoiceableQuerySchema,
  invoiceCancelSchema,
  invoiceCreateSchema,
  invoiceListQuerySchema,
  invoiceRunSchema,
} from '#domain/schemas/billing';
import { assertCompanyAccess, currentUser, isInternal, requireUserType } from '../auth/guard';
import { notFound } from '../http/errors';
import { ok, pagedAnswer } from '../http/envelope';
import { write } from '../http/write';
import type { Db } from '../db/client';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { Type } from '@sinclair/typebox';
import { DataOf, PageOf } from '#domain/records/envelope';
import { InvoiceableBooking, InvoiceRecord, InvoiceRunRecord, InvoiceWithLines } from '#domain/records/invoices';
import { idParams, type IdRequest } from '../http/params';
import { findInvoice, invoiceableBookings, invoicesByIds, listInvoices } from './invoiceQueries';
import { runInvoicing } from './invoiceRun';
import { sendInvoice } from './sendInvoice';
import { cancelInvoice, createInvoice, markInvoicePaid } from './invoices';
import { bookingHistory, reasonInBody } from '../history/routeHistory';
import { bookingInvoiceDetail, invoiceBookings, invoiceDetail, runBookings } from '../history/details';
import { assertCompanyExists } from './configuration';

const tags = ['invoices'];
/** Each booking an invoice bills gets an entry naming the invoice. */
const invoicing = bookingHistory('invoiced', { ids: invoiceBookings, detail: invoiceDetail });
/** Each booking an invoice run bills gets an entry naming its invoice. */
const invoiceRun = bookingHistory('invoiced', { ids: runBookings, detail: bookingInvoiceDetail });
/** Each booking of a cancelled invoice gets an entry, with the reason. */
const invoiceCancelling = bookingHistory('invoiceCancelled', {
  ids: invoiceBookings,
  detail: invoiceDetail,
  reason: reasonInBody,
});
/** Each booking of a paid invoice gets an entry naming it. */
const invoicePaying = bookingHistory('invoicePaid', { ids: invoiceBookings, detail: invoiceDetail });
const staffOnly = requireUserType(USER_TYPE.INTERNAL);

/**
 * SPEC §7 root invoice: invoices to shipper companies for their delivered bookings. Staff issue,
 * cancel and mark them paid; shippers and brokers read their own company's (another's is a 404).
 * Amounts are in Rs, computed exactly from the stored paisa.
 */
export default async function invoiceRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL, USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA));

  /** The invoice of the route's :id with its lines, when the caller may see it. */
  async function visibleInvoice(conn: Db, request: IdRequest) {
    const invoice = await findInvoice(conn, request.params.id);
    if (!invoice) throw notFound();
    assertCompanyAccess(currentUser(request), invoice.companyId);
    return invoice;
  }

  app.get(
    '/invoice',
    {
      config: { access: 'invoices' },
      schema: docs({
        tags,
        answer: PageOf(InvoiceRecord),
        summary:
          'Invoices, newest first, paged (page zero-based, pageSize 20); filters companyId (staff), status, fromDate/toDate on the issue date, q on the code',
        querystring: invoiceListQuerySchema,
      }),
    },
    async (request) => {
      const query = request.query;
      const user = currentUser(request);
      const scoped = isInternal(user) ? query : { ...query, companyId: user.companyId ?? -1 };
      return pagedAnswer(query, await listInvoices(db, scoped));
    },
  );

  app.get(
    '/invoice/invoiceable',
    {
      config: { access: 'invoices' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        answer: DataOf(Type.Array(InvoiceableBooking)),
        summary:
          "A company's delivered, un-invoiced bookings (oldest delivery first, at most 1000), each with its billable charges and whether an invoice run now takes it",
        querystring: invoiceableQuerySchema,
      }),
    },
    async (request) => {
      const { companyId } = request.query;
      await assertCompanyExists(db, companyId);
      return ok(await invoiceableBookings(db, companyId));
    },
  );

  app.get(
    '/invoice/:id',
    {
      config: { access: 'invoices' },
      schema: docs({ tags, answer: DataOf(InvoiceWithLines), summary: 'One invoice with its lines', params: idParams }),
    },
    async (request) => ok(await visibleInvoice(db, request)),
  );

  app.post(
    '/invoice',
    {
      config: { access: 'invoices', history: 'booking' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        answer: { 201: DataOf(InvoiceWithLines) },
        summary:
          'Invoice delivered, un-invoiced bookings of one company (all or none; tax and due days from its billing configuration)',
        body: invoiceCreateSchema,
      }),
    },
    (request, reply) =>
      write(request, { history: invoicing }, async (tx) => {
        const input = request.body;
        const id = await createInvoice(
          tx,
          { ...input, bookingIds: input.bookingIds as number[] },
          currentUser(request).id,
        );
        reply.status(201);
        return ok(await findInvoice(tx, id));
      }),
  );

  app.post(
    '/invoice/run',
    {
      config: { access: 'invoices', history: 'booking' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        answer: DataOf(InvoiceRunRecord),
        summary:
          "Invoice what the company's billing cycle says is due: every booking on its own invoice (PER_BOOKING), else one invoice for the bookings delivered before the current week (from Monday), fortnight (every other Monday from 2024-01-01) or calendar month; all or nothing. Nothing due answers 200 with no invoices; due bookings without a shipper rate are listed in skipped",
        body: invoiceRunSchema,
      }),
    },
    (request) =>
      write(request, { history: invoiceRun }, async (tx) => {
        const { companyId } = request.body;
        const run = await runInvoicing(tx, companyId, currentUser(request).id);
        return ok({
          companyId,
          billingCycle: run.billingCycle,
          periodStart: run.periodStart,
          invoices: await invoicesByIds(tx, run.invoiceIds),
          skipped: run.skipped,
        });
      }),
  );

  app.post(
    '/invoice/:id/cancel',
    {
      config: { access: 'invoices', history: 'booking' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        answer: DataOf(InvoiceWithLines),
        summary: 'Cancel an issued invoice with a reason; its bookings may be invoiced again',
        params: idParams,
        body: invoiceCancelSchema,
      }),
    },
    (request) =>
      write(request, { history: invoiceCancelling }, async (tx) => {
        const { id } = request.params;
        const { reason } = request.body;
        await cancelInvoice(tx, id, reason);
        return ok(await findInvoice(tx, id));
      }),
  );

  app.post(
    '/invoice/:id/send',
    {
      config: { access: 'invoices' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        answer: DataOf(InvoiceWithLines),
        summary:
          "E-mail an issued or paid invoice to its company's invoice e-mail: the invoice PDF, and each booking's bill-T when the configuration attaches it, queued in the outbox (GET /api/outbox) in the transaction that records sentAt and sentTo and notifies the company's users. 409 when the company has no invoice e-mail or the invoice is cancelled",
        params: idParams,
      }),
    },
    async (request) => {
      const { id } = request.params;
      await sendInvoice(db, id, currentUser(request).id);
      return ok(await findInvoice(db, id));
    },
  );

  app.post(
    '/invoice/:id/paid',
    {
      config: { access: 'invoices', history: 'booking' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        answer: DataOf(InvoiceWithLines),
        summary: 'Mark an issued invoice paid',
        params: idParams,
      }),
    },
    (request) =>
      write(request, { history: invoicePaying }, async (tx) => {
        const { id } = request.params;
        await markInvoicePaid(tx, id);
        return ok(await findInvoice(tx, id));
      }),
  );
}
