import * as yup from 'yup';
import { currentUser } from '../auth/guard';
import { type Api, type RequestWith } from '../http/validate';
import { docs } from '../http/docs';
import { FileAnswer } from '#domain/records/envelope';
import { attachmentHeader } from '../files/upload';
import { idParam } from '../http/params';
import { ownedBookingById } from '../bookings/access';
import { billTFileName, loadBillT } from './billTData';
import { BILL_T_CSP, renderBillTHtml } from './billTHtml';
import { renderBillTPdf } from './billTPdf';

const tags = ['bill-T'];
const params = yup.object({ bookingId: idParam() });

/**
 * SPEC §7 document/bill-t/preview and /print: a booking's bill-T (builty) as a printable HTML page
 * and as a PDF. Whoever may see the booking may print it: staff any, shippers and brokers their
 * company's, a partner the ones it carries, a driver the ones it drives (anything else is a 404).
 */
export default async function billTRoutes(app: Api) {
  const { db } = app.ctx.database;

  async function billOf(request: RequestWith<{ params: typeof params }>) {
    const { bookingId } = request.params;
    const booking = await ownedBookingById(db, request, bookingId);
    return loadBillT(db, booking.id, currentUser(request));
  }

  app.get(
    '/document/bill-t/preview/:bookingId',
    {
      config: { access: 'bookings' },
      schema: docs({
        tags,
        answer: FileAnswer('text/html'),
        summary: 'The bill-T as an HTML page to print (every value escaped; a strict CSP of its own)',
        params,
      }),
    },
    async (request, reply) => {
      const html = renderBillTHtml(await billOf(request));
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', BILL_T_CSP)
        .header('cache-control', 'private, no-store')
        .send(html);
    },
  );

  app.get(
    '/document/bill-t/print/:bookingId',
    {
      config: { access: 'bookings' },
      schema: docs({ tags, answer: FileAnswer('application/pdf'), summary: 'The bill-T as a PDF (inline)', params }),
    },
    async (request, reply) => {
      const bill = await billOf(request);
      const pdf = await renderBillTPdf(bill);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentHeader(billTFileName(bill), true))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
