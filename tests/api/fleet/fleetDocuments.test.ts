import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { hashPassword } from '../../../server/auth/passwords';
import { documents, drivers, users, vehicles } from '../../../server/db/schema';
import { DEMO_PASSWORD, expectError, SECRETS, testAppPerFile, type DemoKey } from '../testApp';
import { multipart, type Part } from '../multipart';
import type { DocumentRecord } from '#domain/records/documents';

/** driverDocument, vehicleDocument and userDocument: a driver's, a vehicle's and a partner's own files, scoped like their owner. */
const t = testAppPerFile();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Root = 'driverDocument' | 'vehicleDocument' | 'userDocument';
const FIELD: Record<Root, string> = {
  driverDocument: 'driverId',
  vehicleDocument: 'vehicleId',
  userDocument: 'userId',
};

const token: Partial<Record<DemoKey, string>> = {};
let partnerId: number;
let shipperId: number;
const other = { partnerId: 0, token: '', driverId: 0, vehicleId: 0 };
let driverId: number;
let vehicleId: number;

function upload(
  bearer: string,
  root: Root,
  ownerId: number,
  documentTypeId: number,
  content: Buffer = PDF,
): Promise<LightMyRequestResponse> {
  const parts: Part[] = [
    { name: FIELD[root], value: String(ownerId) },
    { name: 'documentTypeId', value: String(documentTypeId) },
    {
      name: 'file',
      fileName: content === PNG ? 'scan.png' : 'scan.pdf',
      contentType: 'application/octet-stream',
      content,
    },
  ];
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/${root}/upload`,
    payload,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType },
  });
}
async function uploaded(bearer: string, root: Root, ownerId: number, documentTypeId: number, content: Buffer = PDF) {
  const res = await upload(bearer, root, ownerId, documentTypeId, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const list = (bearer: string, root: Root, ownerId: number) =>
  t.as(bearer, 'GET', `/api/${root}?${FIELD[root]}=${ownerId}`);

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'broker', 'driver'] as const) token[who] = (await t.login(who)).token;
  const partner = await t.login('partner');
  token.partner = partner.token;
  partnerId = partner.user.id;
  shipperId = (await t.login('shipperA')).user.id;
  const { db } = t.database;
  const [user] = await db
    .insert(users)
    .values({
      userType: USER_TYPE.PARTNER,
      fullName: 'Second Carrier',
      phoneNumber: '03049990005',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  other.partnerId = user.id;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { phoneNumber: '03049990005', password: DEMO_PASSWORD, clientSecret: SECRETS.partner, isEmail: false },
  });
  other.token = login.json().data.auth.token;
  other.driverId = (
    await db
      .insert(drivers)
      .values({
        partnerId: user.id,
        fullName: 'Other Driver',
        phoneNumber: '03059990005',
        cnic: '3520299990005',
        licenseNumber: 'LHR-DL-999005',
      })
      .returning()
  )[0].id;
  other.vehicleId = (
    await db
      .insert(vehicles)
      .values({ partnerId: user.id, registrationNumber: 'OTH-0005', vehicleTypeId: VEHICLE_TYPE.FLATBED })
      .returning()
  )[0].id;
  const driver = await t.as(token.partner!, 'POST', '/api/drivers', {
    fullName: 'Kashif Ali',
    phoneNumber: '03061112233',
    cnic: '3520298765432',
    licenseNumber: 'LHR-DL-1',
    licenseExpiry: '2030-12-31',
  });
  driverId = driver.json().data.id;
  const vehicle = await t.as(token.partner!, 'POST', '/api/vehicles', {
    registrationNumber: 'LXR-0101',
    vehicleTypeId: VEHICLE_TYPE.MAZDA,
    capacityTonnes: 5,
  });
  vehicleId = vehicle.json().data.id;
});

describe('POST /api/driverDocument/upload', () => {
  it('a partner files its driver’s CNIC: described with the driver, never with its bytes; the driver record lists the type', async () => {
    const doc = await uploaded(token.partner!, 'driverDocument', driverId, 4, PNG);
    expect(doc).toEqual({
      id: expect.any(Number),
      shipmentId: null,
      bookingId: null,
      driverId,
      documentTypeId: 4,
      documentTypeName: 'CNIC',
      fileName: 'scan.png',
      contentType: 'image/png',
      sizeBytes: PNG.length,
      uploadedBy: partnerId,
      uploadedByName: 'Tariq Transport',
      createdAt: expect.any(String),
    });
    expect(
      (await list(token.partner!, 'driverDocument', driverId)).json().data.map((d: DocumentRecord) => d.id),
    ).toEqual([doc.id]);
    expect((await t.as(token.partner!, 'GET', `/api/drivers/${driverId}`)).json().data.documentTypeIds).toEqual([4]);
  });

  it('a type a driver’s file does not hold is 400 invalidDocumentType; a missing owner 400', async () => {
    for (const typeId of [1, 6, 47])
      expectError(await upload(token.partner!, 'driverDocument', driverId, typeId), 400, MESSAGES.invalidDocumentType);
    expectError(await upload(token.csr!, 'driverDocument', 0, 4), 400, MESSAGES.mustBePositive);
    expectError(await t.as(token.partner!, 'GET', '/api/driverDocument'), 400, MESSAGES.fillRequired);
  });

  it('another partner’s driver is 404 to upload and to list; staff reach it', async () => {
    expectError(await upload(token.partner!, 'driverDocument', other.driverId, 4), 404, MESSAGES.notFound);
    expectError(await list(token.partner!, 'driverDocument', other.driverId), 404, MESSAGES.notFound);
    const doc = await uploaded(token.csr!, 'driverDocument', other.driverId, 5);
    expectError(await t.as(token.partner!, 'GET', `/api/driverDocument/${doc.id}/download`), 404, MESSAGES.notFound);
    expect((await list(other.token, 'driverDocument', other.driverId)).json().data).toHaveLength(1);
  });

  it('download gives the file (inline for a preview); a partner deletes its own upload, and deleting the driver removes its files', async () => {
    const doc = await uploaded(token.partner!, 'driverDocument', driverId, 15);
    const file = await t.as(token.partner!, 'GET', `/api/driverDocument/${doc.id}/download?inline=true`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await t.as(token.partner!, 'DELETE', `/api/driverDocument/${doc.id}`)).statusCode).toBe(200);
    expectError(await t.as(token.partner!, 'GET', `/api/driverDocument/${doc.id}/download`), 404, MESSAGES.notFound);

    const kept = await uploaded(token.partner!, 'driverDocument', driverId, 5);
    expect((await t.as(token.partner!, 'DELETE', `/api/drivers/${driverId}`)).statusCode).toBe(200);
    expect(await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.id, kept.id))).toEqual(
      [],
    );
  });
});

describe('vehicleDocument', () => {
  it('takes a vehicle’s registration or other files, nothing else; scoped like the vehicle', async () => {
    const doc = await uploaded(token.partner!, 'vehicleDocument', vehicleId, 6);
    expect(doc).toMatchObject({
      vehicleId,
      documentTypeId: 6,
      documentTypeName: 'Vehicle Registration',
      contentType: 'application/pdf',
    });
    expect((await t.as(token.partner!, 'GET', `/api/vehicles/${vehicleId}`)).json().data.documentTypeIds).toEqual([6]);
    expectError(await upload(token.partner!, 'vehicleDocument', vehicleId, 4), 400, MESSAGES.invalidDocumentType);
    expectError(await upload(token.partner!, 'vehicleDocument', other.vehicleId, 6), 404, MESSAGES.notFound);
    expect((await list(token.csr!, 'vehicleDocument', vehicleId)).json().data.map((d: DocumentRecord) => d.id)).toEqual(
      [doc.id],
    );
    expectError(
      await upload(token.partner!, 'vehicleDocument', vehicleId, 6, Buffer.from('plain text, not a document')),
      415,
      MESSAGES.fileTypeNotAllowed,
    );
  });
});

describe('userDocument', () => {
  it('a partner lists its own seeded papers and files a verification document for itself', async () => {
    const seeded = (await list(token.partner!, 'userDocument', partnerId)).json().data as DocumentRecord[];
    expect(seeded.map((d) => d.documentTypeId).sort()).toEqual([17, 47]);
    const doc = await uploaded(token.partner!, 'userDocument', partnerId, 47);
    expect(doc).toMatchObject({
      userId: partnerId,
      documentTypeId: 47,
      documentTypeName: 'Partner Verification Document',
    });
    for (const typeId of [4, 5, 15, 17])
      expect((await upload(token.partner!, 'userDocument', partnerId, typeId, PNG)).statusCode).toBe(201);
    expectError(await upload(token.partner!, 'userDocument', partnerId, 6), 400, MESSAGES.invalidDocumentType);
  });

  it('a partner may use only its own account (404); staff any partner’s, never another kind of account', async () => {
    expectError(await upload(token.partner!, 'userDocument', other.partnerId, 47), 404, MESSAGES.notFound);
    expectError(await list(token.partner!, 'userDocument', other.partnerId), 404, MESSAGES.notFound);
    expect((await uploaded(token.csr!, 'userDocument', other.partnerId, 47)).uploadedBy).not.toBe(other.partnerId);
    expectError(await upload(token.csr!, 'userDocument', shipperId, 47), 404, MESSAGES.notFound);
    const staffUpload = (await list(other.token, 'userDocument', other.partnerId)).json().data[0];
    expectError(await t.as(other.token, 'DELETE', `/api/userDocument/${staffUpload.id}`), 403, MESSAGES.forbidden);
    expect((await t.as(token.csr!, 'DELETE', `/api/userDocument/${staffUpload.id}`)).statusCode).toBe(200);
  });
});

describe('who may use fleet documents at all', () => {
  it('drivers, shippers and brokers are 403 on every root', async () => {
    for (const who of ['driver', 'shipperA', 'broker'] as const) {
      for (const [root, ownerId] of [
        ['driverDocument', driverId],
        ['vehicleDocument', vehicleId],
        ['userDocument', partnerId],
      ] as [Root, number][]) {
        expectError(await list(token[who]!, root, ownerId), 403, MESSAGES.forbidden);
        expectError(
          await upload(token[who]!, root, ownerId, root === 'vehicleDocument' ? 6 : 15),
          403,
          MESSAGES.forbidden,
        );
      }
    }
  });
});
