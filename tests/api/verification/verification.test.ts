import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { DOCUMENT_TYPE } from '#domain/documentTypes';
import type { VerificationCaseRow, VerificationDocument } from '#domain/records/verification';
import { notifications, users } from '../../../server/db/schema';
import { seedVerification, WAITING_PARTNER } from '../../../server/db/seedVerification';
import { expectError, testAppPerFile } from '../testApp';
import { multipart } from '../multipart';

/** SPEC §7 verification: the review queue, per-document and per-case decisions, a partner's own case and data. */
const t = testAppPerFile();
const token = { csr: '', partner: '', shipper: '', driver: '' };
let partnerId: number;
let chenabId: number;
let waitingId: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
async function uploadOwn(documentTypeId: number) {
  const { payload, contentType } = multipart([
    { name: 'userId', value: String(partnerId) },
    { name: 'documentTypeId', value: String(documentTypeId) },
    { name: 'file', fileName: 'scan.pdf', contentType: 'application/pdf', content: PDF },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/userDocument/upload',
    payload,
    headers: { authorization: `Bearer ${token.partner}`, 'content-type': contentType },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
const idOf = async (phone: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone)))[0].id;
const ownCase = async () => (await t.as(token.partner, 'GET', '/api/verification/v1')).json().data;

beforeAll(async () => {
  await seedVerification(t.database.db);
  await seedVerification(t.database.db); // idempotent
  token.csr = (await t.login('csr')).token;
  token.shipper = (await t.login('shipperA')).token;
  token.driver = (await t.login('driver')).token;
  const partner = await t.login('partner');
  token.partner = partner.token;
  partnerId = partner.user.id;
  chenabId = await idOf('03041234568');
  waitingId = await idOf(WAITING_PARTNER.phoneNumber);
});

describe('GET /api/verification (the review queue)', () => {
  it('lists pending cases oldest submitted first, with hours waiting and document counts', async () => {
    const res = await t.as(token.csr, 'GET', '/api/verification');
    expect(res.statusCode, res.body).toBe(200);
    const { content, totalElements } = res.json().data;
    expect(totalElements).toBe(2);
    expect(content.map((c: VerificationCaseRow) => c.partnerId)).toEqual([waitingId, partnerId]);
    expect(content[0]).toMatchObject({
      partnerName: WAITING_PARTNER.fullName,
      partnerPhone: WAITING_PARTNER.phoneNumber,
      status: 'PENDING',
      documentCount: 2,
      pendingDocuments: 2,
      decidedAt: null,
      reason: null,
    });
    expect(content[0].waitingHours).toBeGreaterThanOrEqual(71);
    expect(content[1]).toMatchObject({ partnerName: 'Tariq Transport', documentCount: 2, pendingDocuments: 1 });
    expect(content[1].waitingHours).toBeGreaterThanOrEqual(19);
    expect(content[1].waitingHours).toBeLessThan(content[0].waitingHours);
  });

  it('filters by status: the rejected case carries its reason', async () => {
    const { content } = (await t.as(token.csr, 'GET', '/api/verification?status=REJECTED')).json().data;
    expect(content).toEqual([
      expect.objectContaining({ partnerId: chenabId, status: 'REJECTED', reason: expect.stringContaining('CNIC') }),
    ]);
    expectError(await t.as(token.csr, 'GET', '/api/verification?status=MAYBE'), 400, MESSAGES.invalidOption);
  });

  it('a case in full: documents with reviews, required and missing types', async () => {
    const queue = (await t.as(token.csr, 'GET', '/api/verification')).json().data.content;
    const res = await t.as(token.csr, 'GET', `/api/verification/${queue[1].id}`);
    const data = res.json().data;
    expect(data).toMatchObject({
      partnerId,
      data: { companyName: 'Tariq Transport' },
      requiredDocumentTypeIds: [4, 5, 17],
      missingDocumentTypeIds: [4, 5],
    });
    expect(data.documents).toEqual([
      expect.objectContaining({
        documentTypeId: 17,
        documentTypeName: 'Company Card',
        fileName: 'company-card.png',
        contentType: 'image/png',
        review: expect.objectContaining({ status: 'APPROVED', reviewedByName: 'Ayesha Khan' }),
      }),
      expect.objectContaining({
        documentTypeId: 47,
        review: { status: 'PENDING', reason: null, reviewedAt: null, reviewedByName: null },
      }),
    ]);
    expectError(await t.as(token.csr, 'GET', '/api/verification/99999'), 404, MESSAGES.notFound);
  });
});

describe('decisions', () => {
  it('a document is approved, or rejected only with a reason (the partner is told)', async () => {
    const docId = (await ownCase()).documents.find((d: VerificationDocument) => d.documentTypeId === 47).id;
    expectError(
      await t.as(token.csr, 'PUT', '/api/verification/v1/update-user-document', {
        documentId: docId,
        status: 'REJECTED',
      }),
      400,
      MESSAGES.rejectionReasonRequired,
    );
    expectError(
      await t.as(token.csr, 'PUT', '/api/verification/v1/update-user-document', {
        documentId: docId,
        status: 'REJECTED',
        reason: 'x'.repeat(501),
      }),
      400,
      MESSAGES.cancelReasonMax,
    );
    const rejected = await t.as(token.csr, 'PUT', '/api/verification/v1/update-user-document', {
      documentId: docId,
      status: 'REJECTED',
      reason: 'Blurred scan',
    });
    expect(rejected.json().data).toMatchObject({
      documentId: docId,
      status: 'REJECTED',
      reason: 'Blurred scan',
      reviewedByName: 'Ayesha Khan',
    });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, partnerId));
    expect(told.some((n) => n.kind === 'VERIFICATION_DECISION' && n.body.includes('Blurred scan'))).toBe(true);
    const approved = await t.as(token.csr, 'PUT', '/api/verification/v1/update-user-document', {
      documentId: docId,
      status: 'APPROVED',
      reason: 'ignored',
    });
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', reason: null });
    expectError(
      await t.as(token.csr, 'PUT', '/api/verification/v1/update-user-document', {
        documentId: 99999,
        status: 'APPROVED',
      }),
      404,
      MESSAGES.notFound,
    );
  });

  it('a case is approved only once every required document is on file and approved', async () => {
    const caseId = (await ownCase()).id;
    const missing = await t.as(token.csr, 'PUT', '/api/verification/v1/update-user', { caseId, status: 'APPROVED' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/missing: CNIC, Driving License/);
    const cnic = await uploadOwn(DOCUMENT_TYPE.CNIC);
    const licence = await uploadOwn(DOCUMENT_TYPE.DRIVING_LICENSE);
    expect((await ownCase()).missingDocumentTypeIds).toEqual([]);
    const unapproved = await t.as(token.csr, 'PUT', '/api/verification/v1/update-user', { caseId, status: 'APPROVED' });
    expect(unapproved.json().message).toMatch(/not approved yet: CNIC, Driving License/);
    for (const documentId of [cnic, licence])
      expect(
        (await t.as(token.csr, 'PUT', '/api/verification/v1/update-user-document', { documentId, status: 'APPROVED' }))
          .statusCode,
      ).toBe(200);
    const approved = await t.as(token.csr, 'PUT', '/api/verification/v1/update-user', { caseId, status: 'APPROVED' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      id: caseId,
      status: 'APPROVED',
      reason: null,
      decidedAt: expect.any(String),
    });
    const { content } = (await t.as(token.csr, 'GET', '/api/verification')).json().data;
    expect(content.map((c: VerificationCaseRow) => c.partnerId)).toEqual([waitingId]);
  });

  it('a rejection needs a reason', async () => {
    const caseId = (await t.as(token.csr, 'GET', `/api/verification/v1?partnerId=${waitingId}`)).json().data.id;
    expectError(
      await t.as(token.csr, 'PUT', '/api/verification/v1/update-user', { caseId, status: 'REJECTED', reason: '  ' }),
      400,
      MESSAGES.rejectionReasonRequired,
    );
    const res = await t.as(token.csr, 'PUT', '/api/verification/v1/update-user', {
      caseId,
      status: 'REJECTED',
      reason: 'No driving licence',
    });
    expect(res.json().data).toMatchObject({ status: 'REJECTED', reason: 'No driving licence' });
    expectError(
      await t.as(token.csr, 'PUT', '/api/verification/v1/update-user', { caseId, status: 'PENDING' }),
      400,
      MESSAGES.invalidOption,
    );
  });
});

describe('a partner and its own case', () => {
  it('sees only its own case and data; staff routes are 403', async () => {
    const own = await ownCase();
    expect(own.partnerId).toBe(partnerId);
    expectError(
      await t.as(token.partner, 'GET', `/api/verification/v1?partnerId=${waitingId}`),
      404,
      MESSAGES.notFound,
    );
    expectError(
      await t.as(token.partner, 'GET', `/api/partner_verification_data?partnerId=${waitingId}`),
      404,
      MESSAGES.notFound,
    );
    for (const [method, url, body] of [
      ['GET', '/api/verification', undefined],
      ['GET', `/api/verification/${own.id}`, undefined],
      ['PUT', '/api/verification/v1/update-user', { caseId: own.id, status: 'APPROVED' }],
      ['PUT', '/api/verification/v1/update-user-document', { documentId: own.documents[0].id, status: 'APPROVED' }],
      ['PUT', '/api/verification-config', { items: [] }],
    ] as const) {
      expectError(await t.as(token.partner, method, url, body), 403, MESSAGES.forbidden);
    }
    expectError(await t.as(token.shipper, 'GET', '/api/verification/v1'), 403, MESSAGES.forbidden);
    expectError(await t.as(token.driver, 'GET', '/api/verification/v1'), 403, MESSAGES.forbidden);
  });

  it('updates its own data (CNIC 13 digits); staff must name the partner', async () => {
    expectError(
      await t.as(token.partner, 'PUT', '/api/verification/v1/update-user-data', { cnic: '12345' }),
      400,
      MESSAGES.invalidCnic,
    );
    const res = await t.as(token.partner, 'PUT', '/api/verification/v1/update-user-data', {
      cnic: '3520212345679',
      city: 'Kasur',
    });
    expect(res.json().data).toMatchObject({
      partnerId,
      data: { companyName: 'Tariq Transport', cnic: '3520212345679', city: 'Kasur' },
    });
    expect((await t.as(token.partner, 'GET', '/api/partner_verification_data')).json().data).toMatchObject({
      cnic: '3520212345679',
      city: 'Kasur',
    });
    expectError(await t.as(token.csr, 'GET', '/api/partner_verification_data'), 400, MESSAGES.partnerRequired);
    expect(
      (await t.as(token.csr, 'GET', `/api/partner_verification_data?partnerId=${partnerId}`)).json().data.city,
    ).toBe('Kasur');
  });

  it('new data on a rejected case puts it back in the queue as submitted now', async () => {
    const res = await t.as(token.csr, 'PUT', '/api/verification/v1/update-user-data', {
      partnerId: chenabId,
      address: 'GT Road, Gujranwala',
    });
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'PENDING',
      reason: null,
      decidedAt: null,
      waitingHours: 0,
      data: { companyName: 'Chenab Goods Transport', address: 'GT Road, Gujranwala' },
    });
    const { content } = (await t.as(token.csr, 'GET', '/api/verification')).json().data;
    expect(content.at(-1).partnerId).toBe(chenabId);
  });
});

describe('GET /api/verification-config', () => {
  it('lists the partner document types with whether each is required', async () => {
    const res = await t.as(token.partner, 'GET', '/api/verification-config');
    expect(res.json().data).toEqual([
      { documentTypeId: 4, documentTypeName: 'CNIC', required: true },
      { documentTypeId: 5, documentTypeName: 'Driving License', required: true },
      { documentTypeId: 15, documentTypeName: 'Others', required: false },
      { documentTypeId: 17, documentTypeName: 'Company Card', required: true },
      { documentTypeId: 47, documentTypeName: 'Partner Verification Document', required: false },
    ]);
  });
});
