import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { DOCUMENT_MAX_BYTES } from '#domain/limits';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { multipart, type Part } from '../multipart';
import type { ShipmentRow as Shipment } from '#domain/records/shipments';
import type { DocumentRecord } from '#domain/records/documents';

/** SPEC §7 shipment-document: files attached to a shipment, checked by content, scoped by company. */
const t = testAppPerFile();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  Buffer.from('\r\n--not-a-boundary\r\n'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  randomBytes(32),
]);

const token: Partial<Record<DemoKey, string>> = {};
const userId: Partial<Record<DemoKey, number>> = {};
let csr: string;
let seeded: Shipment[];
let shipmentOfA: Shipment;
let shipmentOfB: Shipment;

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'broker', 'partner', 'driver'] as const) {
    const login = await t.login(who);
    token[who] = login.token;
    userId[who] = login.user.id;
  }
  csr = token.csr!;
  seeded = (await t.as(csr, 'GET', '/api/shipment?filter=all&pageSize=100')).json().data.content;
  shipmentOfA = seeded.find((s) => s.companyId === 1)!;
  shipmentOfB = seeded.find((s) => s.companyId === 2)!;
});

interface UploadInput {
  shipmentId?: number | string;
  documentTypeId?: number | string;
  file?: { fileName?: string; contentType?: string; content: Buffer };
}
function upload(who: DemoKey, { shipmentId, documentTypeId = 1, file }: UploadInput): Promise<LightMyRequestResponse> {
  const parts: Part[] = [];
  if (shipmentId !== undefined) parts.push({ name: 'shipmentId', value: String(shipmentId) });
  if (documentTypeId !== undefined) parts.push({ name: 'documentTypeId', value: String(documentTypeId) });
  if (file)
    parts.push({
      name: 'file',
      fileName: file.fileName ?? 'document.pdf',
      contentType: file.contentType ?? 'application/pdf',
      content: file.content,
    });
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/shipment-document/upload',
    payload,
    headers: { authorization: `Bearer ${token[who]}`, 'content-type': contentType },
  });
}
async function uploaded(who: DemoKey, input: UploadInput): Promise<DocumentRecord> {
  const res = await upload(who, input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function documentsOf(shipmentId: number, who: DemoKey = 'csr'): Promise<DocumentRecord[]> {
  const res = await t.as(token[who]!, 'GET', `/api/shipment-document?shipmentId=${shipmentId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const download = (who: DemoKey, id: number, query = '') =>
  t.as(token[who]!, 'GET', `/api/shipment-document/${id}/download${query}`);

describe('POST /api/shipment-document/upload', () => {
  it('a shipper attaches a PDF to their own shipment: described, never with its bytes', async () => {
    const doc = await uploaded('shipperA', {
      shipmentId: shipmentOfA.id,
      documentTypeId: 1,
      file: { fileName: 'builty.pdf', content: PDF },
    });
    expect(doc).toEqual({
      id: expect.any(Number),
      shipmentId: shipmentOfA.id,
      bookingId: null,
      documentTypeId: 1,
      documentTypeName: 'Bill-T (builty)',
      fileName: 'builty.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      uploadedBy: userId.shipperA,
      uploadedByName: 'Bilal Ahmed',
      createdAt: expect.any(String),
    });
    expect((await documentsOf(shipmentOfA.id)).map((d) => d.id)).toContain(doc.id);
  });

  it('the type comes from the content, not from the name or the declared type; the stored name ends as the content is', async () => {
    const cases: [Buffer, string, string][] = [
      [PNG, 'image/png', 'scan.png'],
      [JPEG, 'image/jpeg', 'scan.jpg'],
      [WEBP, 'image/webp', 'scan.webp'],
      [PDF, 'application/pdf', 'scan.pdf'],
    ];
    for (const [content, type, name] of cases) {
      const doc = await uploaded('csr', {
        shipmentId: shipmentOfB.id,
        documentTypeId: 48,
        file: { fileName: 'scan.txt', contentType: 'text/plain', content },
      });
      expect(doc).toMatchObject({
        contentType: type,
        sizeBytes: content.length,
        fileName: name,
        documentTypeId: 48,
        documentTypeName: 'Packing List',
      });
    }
  });

  it('text, HTML or an executable named .pdf is 415 fileTypeNotAllowed and nothing is stored', async () => {
    const s = seeded.filter((row) => row.companyId === 1)[1];
    for (const content of [
      Buffer.from('just some text'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('MZ\x90\x00\x03'),
      Buffer.from(' %PDF-1.4'),
    ]) {
      expectError(
        await upload('shipperA', {
          shipmentId: s.id,
          file: { fileName: 'invoice.pdf', contentType: 'application/pdf', content },
        }),
        415,
        MESSAGES.fileTypeNotAllowed,
      );
    }
    expect(await documentsOf(s.id)).toEqual([]);
  });

  it('a file of exactly 10 MB is taken; one byte more is 413 fileTooLarge', async () => {
    const s = seeded.filter((row) => row.companyId === 1)[2];
    const atLimit = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF.length, 0x20)]);
    expect(atLimit.length).toBe(10 * 1024 * 1024);
    expect((await uploaded('shipperA', { shipmentId: s.id, file: { content: atLimit } })).sizeBytes).toBe(
      DOCUMENT_MAX_BYTES,
    );
    const over = Buffer.concat([atLimit, Buffer.from(' ')]);
    expectError(await upload('shipperA', { shipmentId: s.id, file: { content: over } }), 413, MESSAGES.fileTooLarge);
    expect(await documentsOf(s.id)).toHaveLength(1);
  });

  it('a document type that may not be attached here (41..47) or does not exist is 400 invalidDocumentType', async () => {
    const s = seeded.filter((row) => row.companyId === 1)[3];
    for (const documentTypeId of [41, 43, 44, 47, 61, 999]) {
      expectError(
        await upload('shipperA', { shipmentId: s.id, documentTypeId, file: { content: PDF } }),
        400,
        MESSAGES.invalidDocumentType,
      );
    }
    for (const documentTypeId of [40, 48, 60]) {
      expect(
        (await uploaded('shipperA', { shipmentId: s.id, documentTypeId, file: { content: PDF } })).documentTypeId,
      ).toBe(documentTypeId);
    }
    expect((await documentsOf(s.id)).map((d) => d.documentTypeId).sort((a, b) => a - b)).toEqual([40, 48, 60]);
  });

  it('no file, an empty file, or a body that is not multipart is 400 fileRequired; missing fields fillRequired', async () => {
    const s = seeded.filter((row) => row.companyId === 1)[4];
    expectError(await upload('shipperA', { shipmentId: s.id }), 400, MESSAGES.fileRequired);
    expectError(
      await upload('shipperA', { shipmentId: s.id, file: { content: Buffer.alloc(0) } }),
      400,
      MESSAGES.fileRequired,
    );
    expectError(
      await t.as(token.shipperA!, 'POST', '/api/shipment-document/upload', { shipmentId: s.id, documentTypeId: 1 }),
      400,
      MESSAGES.fileRequired,
    );
    expectError(await upload('shipperA', { file: { content: PDF } }), 400, MESSAGES.fillRequired);
    expectError(
      await upload('shipperA', { shipmentId: s.id, documentTypeId: '', file: { content: PDF } }),
      400,
      MESSAGES.fillRequired,
    );
    expectError(await upload('shipperA', { shipmentId: 'abc', file: { content: PDF } }), 400, MESSAGES.fillRequired);
    expectError(await upload('csr', { shipmentId: 999_999, file: { content: PDF } }), 404, MESSAGES.notFound);
    expect(await documentsOf(s.id)).toEqual([]);
  });
});

describe('GET /api/shipment-document and download', () => {
  it('lists a shipment’s documents newest first; shipmentId is required', async () => {
    const s = seeded.filter((row) => row.companyId === 1)[5];
    const first = await uploaded('shipperA', {
      shipmentId: s.id,
      documentTypeId: 2,
      file: { fileName: 'a.pdf', content: PDF },
    });
    const second = await uploaded('csr', {
      shipmentId: s.id,
      documentTypeId: 10,
      file: { fileName: 'b.png', content: PNG },
    });
    const rows = await documentsOf(s.id, 'shipperA');
    expect(rows.map((d) => d.id)).toEqual([second.id, first.id]);
    expect(rows[0]).toEqual(second);
    expect(rows[0]).not.toHaveProperty('content');
    expectError(await t.as(token.shipperA!, 'GET', '/api/shipment-document'), 400, MESSAGES.fillRequired);
    expectError(await t.as(csr, 'GET', '/api/shipment-document?shipmentId=999999'), 404, MESSAGES.notFound);
  });

  it('download answers the very bytes, with the type and an attachment name; inline on request', async () => {
    const doc = await uploaded('shipperA', {
      shipmentId: shipmentOfA.id,
      documentTypeId: 2,
      file: { fileName: 'proof.png', contentType: 'application/octet-stream', content: PNG },
    });
    const res = await download('shipperA', doc.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="proof.png"; filename*=UTF-8''proof.png`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const inline = await download('csr', doc.id, '?inline=true');
    expect(inline.headers['content-disposition']).toBe(`inline; filename="proof.png"; filename*=UTF-8''proof.png`);
    expect(inline.rawPayload.equals(PNG)).toBe(true);
  });

  it('a name with a path and non-ASCII letters is shown without the path and offered safely', async () => {
    const doc = await uploaded('shipperA', {
      shipmentId: shipmentOfA.id,
      file: { fileName: '..\\..\\etc\\receipt é.pdf', content: PDF },
    });
    expect(doc.fileName).toBe('receipt é.pdf');
    const res = await download('shipperA', doc.id);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt _.pdf"; filename*=UTF-8''receipt%20%C3%A9.pdf`,
    );
    expect(res.rawPayload.equals(PDF)).toBe(true);
    // RFC 5987: an ext-value holds only attr-chars, so ' ( ) * are percent-encoded too (a strict parser refuses them bare).
    const quoted = await uploaded('shipperA', {
      shipmentId: shipmentOfA.id,
      file: { fileName: "John's (copy)*.pdf", content: PDF },
    });
    const header = (await download('shipperA', quoted.id)).headers['content-disposition'];
    expect(header).toBe(`attachment; filename="John's (copy)*.pdf"; filename*=UTF-8''John%27s%20%28copy%29%2A.pdf`);
    const extValue = String(header).split("filename*=UTF-8''")[1];
    expect(extValue).toMatch(/^(?:%[0-9A-F]{2}|[A-Za-z0-9!#$&+.^_`|~-])+$/);
    expect(decodeURIComponent(extValue)).toBe("John's (copy)*.pdf");
    for (const [fileName, shown] of [
      ['/tmp/upload/scan.png', 'scan.png'],
      ['', 'document.png'],
      ['a\tb.pdf', 'ab.png'],
    ]) {
      expect(
        (await uploaded('shipperA', { shipmentId: shipmentOfA.id, file: { fileName, content: PNG } })).fileName,
      ).toBe(shown);
    }
  });
});

describe('DELETE /api/shipment-document/:id', () => {
  it('a shipper removes their own upload; it is gone from the list and the download', async () => {
    const doc = await uploaded('shipperA', { shipmentId: shipmentOfA.id, file: { content: PDF } });
    const res = await t.as(token.shipperA!, 'DELETE', `/api/shipment-document/${doc.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(doc);
    expect((await documentsOf(shipmentOfA.id)).map((d) => d.id)).not.toContain(doc.id);
    expectError(await download('shipperA', doc.id), 404, MESSAGES.notFound);
    expectError(await t.as(token.shipperA!, 'DELETE', `/api/shipment-document/${doc.id}`), 404, MESSAGES.notFound);
  });

  it("a shipper may not remove what the CSR attached to their shipment (403); the CSR removes anyone's", async () => {
    const byCsr = await uploaded('csr', { shipmentId: shipmentOfA.id, file: { content: PDF } });
    expectError(await t.as(token.shipperA!, 'DELETE', `/api/shipment-document/${byCsr.id}`), 403, MESSAGES.forbidden);
    expect((await documentsOf(shipmentOfA.id)).map((d) => d.id)).toContain(byCsr.id);
    const byShipper = await uploaded('shipperA', { shipmentId: shipmentOfA.id, file: { content: PNG } });
    for (const doc of [byCsr, byShipper])
      expect((await t.as(csr, 'DELETE', `/api/shipment-document/${doc.id}`)).statusCode).toBe(200);
    const left = (await documentsOf(shipmentOfA.id)).map((d) => d.id);
    expect(left).not.toContain(byCsr.id);
    expect(left).not.toContain(byShipper.id);
  });
});

describe("another company's documents", () => {
  it.each([
    ['shipperA', 2],
    ['shipperB', 1],
    ['broker', 1],
  ] as const)(
    '%s gets 404 on company %i: upload, list, download and delete; nothing changes',
    async (who, companyId) => {
      const theirs = seeded.find((s) => s.companyId === companyId)!;
      const doc = await uploaded('csr', { shipmentId: theirs.id, file: { fileName: 'theirs.pdf', content: PDF } });
      const before = await documentsOf(theirs.id);
      expectError(await upload(who, { shipmentId: theirs.id, file: { content: PDF } }), 404, MESSAGES.notFound);
      expectError(
        await t.as(token[who]!, 'GET', `/api/shipment-document?shipmentId=${theirs.id}`),
        404,
        MESSAGES.notFound,
      );
      expectError(await download(who, doc.id), 404, MESSAGES.notFound);
      expectError(await t.as(token[who]!, 'DELETE', `/api/shipment-document/${doc.id}`), 404, MESSAGES.notFound);
      expect(await documentsOf(theirs.id)).toEqual(before);
    },
  );

  it('partner and driver tokens are 403 on every document route', async () => {
    const doc = await uploaded('shipperA', { shipmentId: shipmentOfA.id, file: { content: PDF } });
    for (const who of ['partner', 'driver'] as const) {
      expectError(await upload(who, { shipmentId: shipmentOfA.id, file: { content: PDF } }), 403, MESSAGES.forbidden);
      expectError(
        await t.as(token[who]!, 'GET', `/api/shipment-document?shipmentId=${shipmentOfA.id}`),
        403,
        MESSAGES.forbidden,
      );
      expectError(await download(who, doc.id), 403, MESSAGES.forbidden);
      expectError(await t.as(token[who]!, 'DELETE', `/api/shipment-document/${doc.id}`), 403, MESSAGES.forbidden);
    }
    expect((await documentsOf(shipmentOfA.id)).map((d) => d.id)).toContain(doc.id);
  });

  it('without a token the upload is 401', async () => {
    const { payload, contentType } = multipart([
      { name: 'shipmentId', value: String(shipmentOfA.id) },
      { name: 'documentTypeId', value: '1' },
      { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/shipment-document/upload',
        payload,
        headers: { 'content-type': contentType },
      }),
      401,
      MESSAGES.unauthorized,
    );
  });
});
