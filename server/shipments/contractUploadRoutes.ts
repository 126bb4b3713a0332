import type { Api } from '../http/validate';
import { MESSAGES } from '#domain/messages';
import { CONTRACT_CSV_MAX_BYTES } from '#domain/limits';
import { badRequest } from '../http/errors';
import { docs } from '../http/docs';
import { FileAnswer } from '#domain/records/envelope';
import { attachmentHeader, readUpload } from '../files/upload';
import { currentUser } from '../auth/guard';
import { applyContractAmountCsv } from './contractAmounts';
import { shipmentPortalUsers, staffOnly } from './access';

/** A CSV is text: no NUL bytes, and it decodes as UTF-8. */
const looksLikeText = (content: Buffer) => !content.includes(0) && !content.toString('utf8').includes('\uFFFD');

/** SPEC §7 "POST contract-amount upload (a file; a CSV comes back and is downloaded)". CSR staff only. */
export default async function shipmentContractUploadRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', shipmentPortalUsers);

  app.post(
    '/shipment/contract-amount/upload',
    {
      config: { access: ['shipments', 'update'], upload: true },
      ...staffOnly,
      schema: docs({
        tags: ['shipments'],
        answer: FileAnswer('text/csv'),
        summary:
          'Set contract amounts from a CSV (columns referenceNumber, contractAmount); answers the rows with a result and reason column',
        description:
          'multipart/form-data with one file. The answer is text/csv; X-Applied-Count and X-Rejected-Count say how many rows each.',
      }),
    },
    async (request, reply) => {
      const { file } = await readUpload(request, CONTRACT_CSV_MAX_BYTES, MESSAGES.csvTooLarge);
      if (!file || file.content.length === 0 || !looksLikeText(file.content)) throw badRequest(MESSAGES.csvRequired);
      const { id, userType } = currentUser(request);
      const result = await applyContractAmountCsv(db, file.content.toString('utf8'), { id, userType });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader('contract-amounts-result.csv'))
        .header('x-applied-count', String(result.applied))
        .header('x-rejected-count', String(result.rejected))
        .send(result.csv);
    },
  );
}
