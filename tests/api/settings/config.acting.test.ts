import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { CONFIG_NAME } from '#domain/clientConfig';
import { DOCUMENT_TYPE } from '#domain/documentTypes';
import { expectError, testAppPerFile } from '../testApp';
import { multipart } from '../multipart';
import { validShipment } from '../shipmentFixtures';

const t = testAppPerFile();
/** SPEC §3 document type 7. */
const BILL_OF_LADING = 7;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
let csr: string;
let shipmentId: number;

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  const created = await t.as(csr, 'POST', '/api/shipment/v3', validShipment({ companyId: 1 }));
  expect(created.statusCode, created.body).toBe(201);
  shipmentId = created.json().data.id;
});

const upload = (documentTypeId: number) => {
  const { payload, contentType } = multipart([
    { name: 'shipmentId', value: String(shipmentId) },
    { name: 'documentTypeId', value: String(documentTypeId) },
    { name: 'file', fileName: 'doc.pdf', contentType: 'application/pdf', content: PDF },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/shipment-document/upload',
    payload,
    headers: { authorization: `Bearer ${csr}`, 'content-type': contentType },
  });
};
const setEntry = (name: string, values: string[], enabled = 'enabled') =>
  t.as(csr, 'PUT', '/api/config', { name, values, enabled });

describe('DOCUMENT_TYPES limits the document types a shipment or booking document may be filed as', () => {
  it('refuses a type the entry no longer names, keeps the default booking documents, and takes it back once named again', async () => {
    expect((await upload(BILL_OF_LADING)).statusCode).toBe(201);
    expect((await setEntry(CONFIG_NAME.DOCUMENT_TYPES, ['Invoice', 'Packing List'])).statusCode).toBe(200);
    expectError(await upload(BILL_OF_LADING), 400, MESSAGES.invalidDocumentType);
    expect((await upload(48)).statusCode).toBe(201);
    // A proof of delivery stays offered: without it no trip could be delivered.
    expect((await upload(DOCUMENT_TYPE.PROOF_OF_DELIVERY)).statusCode).toBe(201);
    expect((await setEntry(CONFIG_NAME.DOCUMENT_TYPES, ['Invoice'], 'disabled')).statusCode).toBe(200);
    expect((await upload(BILL_OF_LADING)).statusCode).toBe(201);
  });
});
