import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { DOCUMENT_MAX_BYTES } from '#domain/limits';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { documents, drivers, vehicles } from '../../../server/db/schema';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment } from '../shipmentFixtures';
import { multipart, type Part } from '../multipart';
import type { DocumentRecord } from '#domain/records/documents';

/** SPEC §7 bookingDocument and bookingDocument/upload: a booking's files, checked by content, scoped like the booking. */
const t = testAppPerFile();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(128)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  randomBytes(32),
]);

const token: Partial<Record<DemoKey, string>> = {};
const userId: Partial<Record<DemoKey, number>> = {};
/** A company-A booking driven by the demo driver, and one of company B nobody drives. */
let ofA: number;
let ofB: number;
let shipmentOfA: number;

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'broker', 'partner', 'driver'] as const) {
    const login = await t.login(who);
    token[who] = login.token;
    userId[who] = login.user.id;
  }
  const a = await newBooking(1);
  ofA = a.bookingId;
  shipmentOfA = a.shipmentId;
  ofB = (await newBooking(2)).bookingId;
  const [aslam] = await t.database.db.select().from(drivers).where(eq(drivers.fullName, 'Muhammad Aslam'));
  const [flatbed] = await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleTypeId, VEHICLE_TYPE.FLATBED));
  const res = await t.as(token.csr!, 'POST', `/api/booking/${ofA}/assign-driver`, {
    driverId: aslam.id,
    vehicleId: flatbed.id,
  });
  expect(res.statusCode, res.body).toBe(200);
});

async function newBooking(companyId: number) {
  const created = await t.as(token.csr!, 'POST', '/api/shipment/v3', validShipment({ companyId }));
  expect(created.statusCode, created.body).toBe(201);
  const shipmentId = created.json().data.id;
  const placed = await t.as(token.partner!, 'POST', '/api/bid', { shipmentId, amount: 100_000 });
  const accepted = await t.as(token.csr!, 'POST', `/api/bid/${placed.json().data.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { shipmentId, bookingId: accepted.json().data.bookings[0].id as number };
}

interface UploadInput {
  bookingId?: number | string;
  documentTypeId?: number | string;
  file?: { fileName?: string; contentType?: string; content: Buffer };
}
function upload(who: DemoKey, { bookingId, documentTypeId = 2, file }: UploadInput): Promise<LightMyRequestResponse> {
  const parts: Part[] = [];
  if (bookingId !== undefined) parts.push({ name: 'bookingId', value: String(bookingId) });
  if (documentTypeId !== undefined) parts.push({ name: 'documentTypeId', value: String(documentTypeId) });
  if (file)
    parts.push({
      name: 'file',
      fileName: file.fileName ?? 'pod.pdf',
      contentType: file.contentType ?? 'application/pdf',
      content: file.content,
    });
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/bookingDocument/upload',
    payload,
    headers: { authorization: `Bearer ${token[who]}`, 'content-type': contentType },
  });
}
async function uploaded(who: DemoKey, input: UploadInput): Promise<DocumentRecord> {
  const res = await upload(who, input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function documentsOf(bookingId: number, who: DemoKey = 'csr'): Promise<DocumentRecord[]> {
  const res = await t.as(token[who]!, 'GET', `/api/bookingDocument?bookingId=${bookingId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const download = (who: DemoKey, id: number, query = '') =>
  t.as(token[who]!, 'GET', `/api/bookingDocument/${id}/download${query}`);
const stored = (bookingId: number) =>
  t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.bookingId, bookingId));

describe('POST /api/bookingDocument/upload', () => {
  it('the partner files a proof of delivery on its booking: described, never with its bytes', async () => {
    const doc = await uploaded('partner', {
      bookingId: ofA,
      documentTypeId: 2,
      file: { fileName: 'pod.pdf', content: PDF },
    });
    expect(doc).toEqual({
      id: expect.any(Number),
      shipmentId: null,
      bookingId: ofA,
      documentTypeId: 2,
      documentTypeName: 'Proof of delivery',
      fileName: 'pod.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      uploadedBy: userId.partner,
      uploadedByName: 'Tariq Transport',
      createdAt: expect.any(String),
      // Awaiting staff's review (TRIP_AND_DOCUMENT_VERIFICATIONS).
      reviewStatus: 'PENDING',
      reviewReason: null,
    });
    expect((await documentsOf(ofA)).map((d) => d.id)).toContain(doc.id);
  });

  it('the driver of the booking, its shipper and staff may file too', async () => {
    for (const who of ['driver', 'shipperA', 'csr'] as const) {
      expect((await uploaded(who, { bookingId: ofA, documentTypeId: 10, file: { content: PNG } })).uploadedBy).toBe(
        userId[who],
      );
    }
  });

  it('the type comes from the content: PNG, JPEG, WebP and PDF whatever the name or declared type', async () => {
    for (const [content, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
      [PDF, 'application/pdf'],
    ] as const) {
      const doc = await uploaded('csr', {
        bookingId: ofB,
        documentTypeId: 1,
        file: { fileName: 'scan.pdf', contentType: 'text/plain', content },
      });
      expect(doc).toMatchObject({
        contentType: type,
        sizeBytes: content.length,
        fileName: `scan.${{ 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' }[type]}`,
      });
    }
  });

  it('text, HTML, an executable or a near-PDF is 415 fileTypeNotAllowed and nothing is stored', async () => {
    const { bookingId } = await newBooking(1);
    for (const content of [
      Buffer.from('just some text'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('MZ\x90\x00\x03'),
      Buffer.from(' %PDF-1.4'),
      Buffer.from('%PDF'),
    ]) {
      expectError(
        await upload('partner', { bookingId, file: { fileName: 'pod.pdf', contentType: 'application/pdf', content } }),
        415,
        MESSAGES.fileTypeNotAllowed,
      );
    }
    expect(await stored(bookingId)).toEqual([]);
  });

  it('exactly 10 MB is taken; one byte more is 413 fileTooLarge', async () => {
    const { bookingId } = await newBooking(1);
    const atLimit = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF.length, 0x20)]);
    expect((await uploaded('csr', { bookingId, file: { content: atLimit } })).sizeBytes).toBe(DOCUMENT_MAX_BYTES);
    expectError(
      await upload('csr', { bookingId, file: { content: Buffer.concat([atLimit, Buffer.from(' ')]) } }),
      413,
      MESSAGES.fileTooLarge,
    );
    expect(await stored(bookingId)).toHaveLength(1);
  });

  it('document types that may not be attached here (41..47) or do not exist are 400 invalidDocumentType', async () => {
    const { bookingId } = await newBooking(1);
    for (const documentTypeId of [41, 42, 45, 47, 61, 999]) {
      expectError(
        await upload('partner', { bookingId, documentTypeId, file: { content: PDF } }),
        400,
        MESSAGES.invalidDocumentType,
      );
    }
    for (const documentTypeId of [1, 40, 48, 60]) {
      expect((await uploaded('partner', { bookingId, documentTypeId, file: { content: PDF } })).documentTypeId).toBe(
        documentTypeId,
      );
    }
    expect((await documentsOf(bookingId)).map((d) => d.documentTypeId).sort((a, b) => a - b)).toEqual([1, 40, 48, 60]);
  });

  it('no file, an empty file, a body that is not multipart: 400 fileRequired; missing fields fillRequired; unknown booking 404', async () => {
    const { bookingId } = await newBooking(1);
    expectError(await upload('partner', { bookingId }), 400, MESSAGES.fileRequired);
    expectError(await upload('partner', { bookingId, file: { content: Buffer.alloc(0) } }), 400, MESSAGES.fileRequired);
    expectError(
      await t.as(token.partner!, 'POST', '/api/bookingDocument/upload', { bookingId, documentTypeId: 2 }),
      400,
      MESSAGES.fileRequired,
    );
    expectError(await upload('partner', { file: { content: PDF } }), 400, MESSAGES.fillRequired);
    expectError(
      await upload('partner', { bookingId, documentTypeId: '', file: { content: PDF } }),
      400,
      MESSAGES.fillRequired,
    );
    expectError(await upload('csr', { bookingId: 999_999, file: { content: PDF } }), 404, MESSAGES.notFound);
    expect(await stored(bookingId)).toEqual([]);
  });
});

describe('GET /api/bookingDocument, download and delete', () => {
  it('lists newest first; bookingId is required', async () => {
    const { bookingId } = await newBooking(1);
    const first = await uploaded('partner', {
      bookingId,
      documentTypeId: 1,
      file: { fileName: 'builty.pdf', content: PDF },
    });
    const second = await uploaded('csr', { bookingId, documentTypeId: 2, file: { fileName: 'pod.png', content: PNG } });
    const rows = await documentsOf(bookingId, 'shipperA');
    expect(rows.map((d) => d.id)).toEqual([second.id, first.id]);
    expect(rows[0]).toEqual(second);
    expectError(await t.as(token.csr!, 'GET', '/api/bookingDocument'), 400, MESSAGES.fillRequired);
    expectError(await t.as(token.csr!, 'GET', '/api/bookingDocument?bookingId=999999'), 404, MESSAGES.notFound);
  });

  it('download answers the very bytes, as an attachment or inline', async () => {
    const doc = await uploaded('partner', {
      bookingId: ofA,
      file: { fileName: 'pod.png', contentType: 'application/octet-stream', content: PNG },
    });
    for (const who of ['partner', 'driver', 'shipperA', 'csr'] as const) {
      const res = await download(who, doc.id);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="pod.png"; filename*=UTF-8''pod.png`);
    }
    expect((await download('csr', doc.id, '?inline=true')).headers['content-disposition']).toBe(
      `inline; filename="pod.png"; filename*=UTF-8''pod.png`,
    );
  });

  it('a shipment’s document is not a booking’s, nor the other way round (404)', async () => {
    const bookingDoc = await uploaded('csr', { bookingId: ofA, file: { content: PDF } });
    const { payload, contentType } = multipart([
      { name: 'shipmentId', value: String(shipmentOfA) },
      { name: 'documentTypeId', value: '2' },
      { name: 'file', fileName: 'pod.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    const shipmentDoc = (
      await t.app.inject({
        method: 'POST',
        url: '/api/shipment-document/upload',
        payload,
        headers: { authorization: `Bearer ${token.csr}`, 'content-type': contentType },
      })
    ).json().data;
    expectError(await download('csr', shipmentDoc.id), 404, MESSAGES.notFound);
    expectError(await t.as(token.csr!, 'DELETE', `/api/bookingDocument/${shipmentDoc.id}`), 404, MESSAGES.notFound);
    expectError(
      await t.as(token.csr!, 'GET', `/api/shipment-document/${bookingDoc.id}/download`),
      404,
      MESSAGES.notFound,
    );
    expect((await documentsOf(ofA)).map((d) => d.id)).not.toContain(shipmentDoc.id);
  });

  it('each removes their own upload; staff anyone’s; others’ is 403', async () => {
    const { bookingId } = await newBooking(1);
    const byPartner = await uploaded('partner', { bookingId, file: { content: PDF } });
    const byCsr = await uploaded('csr', { bookingId, file: { content: PNG } });
    expectError(await t.as(token.partner!, 'DELETE', `/api/bookingDocument/${byCsr.id}`), 403, MESSAGES.forbidden);
    expectError(await t.as(token.shipperA!, 'DELETE', `/api/bookingDocument/${byPartner.id}`), 403, MESSAGES.forbidden);
    const res = await t.as(token.partner!, 'DELETE', `/api/bookingDocument/${byPartner.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(byPartner);
    expectError(await download('partner', byPartner.id), 404, MESSAGES.notFound);
    expect((await t.as(token.csr!, 'DELETE', `/api/bookingDocument/${byCsr.id}`)).statusCode).toBe(200);
    expect(await documentsOf(bookingId)).toEqual([]);
  });
});

describe("another's booking documents are 404", () => {
  it.each([['shipperA'], ['broker'], ['driver']] as const)(
    '%s on a company-B booking it neither owns nor drives: upload, list, download, delete; nothing changes',
    async (who) => {
      const doc = await uploaded('csr', { bookingId: ofB, file: { content: PDF } });
      const before = await documentsOf(ofB);
      expectError(await upload(who, { bookingId: ofB, file: { content: PDF } }), 404, MESSAGES.notFound);
      expectError(await t.as(token[who]!, 'GET', `/api/bookingDocument?bookingId=${ofB}`), 404, MESSAGES.notFound);
      expectError(await download(who, doc.id), 404, MESSAGES.notFound);
      expectError(await t.as(token[who]!, 'DELETE', `/api/bookingDocument/${doc.id}`), 404, MESSAGES.notFound);
      expect(await documentsOf(ofB)).toEqual(before);
    },
  );

  it('the partner carrying a company-B booking sees its documents', async () => {
    const doc = await uploaded('shipperB', { bookingId: ofB, file: { content: PDF } });
    expect((await documentsOf(ofB, 'partner')).map((d) => d.id)).toContain(doc.id);
    expect((await download('partner', doc.id)).statusCode).toBe(200);
  });

  it('without a token the upload and the list are 401', async () => {
    const { payload, contentType } = multipart([
      { name: 'bookingId', value: String(ofA) },
      { name: 'documentTypeId', value: '2' },
      { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/bookingDocument/upload',
        payload,
        headers: { 'content-type': contentType },
      }),
      401,
      MESSAGES.unauthorized,
    );
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/bookingDocument?bookingId=${ofA}` }),
      401,
      MESSAGES.unauthorized,
    );
  });
});
