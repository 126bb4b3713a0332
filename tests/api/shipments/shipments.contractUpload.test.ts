import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { SHIPMENT_STATUS, type ShipmentStatus } from '#domain/shipments';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment } from '../shipmentFixtures';
import type { ShipmentRow as Shipment } from '#domain/records/shipments';

/** SPEC §7 contract-amount upload: a CSV of references and amounts; a CSV with a result per row comes back. */
const t = testAppPerFile();

interface ResultRow {
  referenceNumber: string;
  contractAmount: string;
  result: string;
  reason: string;
}

/** A multipart/form-data body with one file, built by hand. */
function multipartFile(content: Buffer | string, fileName = 'amounts.csv', contentType = 'text/csv') {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
/** A form with a text field only, no file. */
function multipartNoFile() {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    ),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const token: Partial<Record<DemoKey, string>> = {};
let csr: string;
let seeded: Shipment[];

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'broker', 'partner', 'driver'] as const)
    token[who] = (await t.login(who)).token;
  csr = token.csr!;
  seeded = (await t.as(csr, 'GET', '/api/shipment?filter=all&pageSize=100')).json().data.content;
});

function send(body: { payload: Buffer; contentType: string }, who: DemoKey = 'csr'): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/shipment/contract-amount/upload',
    payload: body.payload,
    headers: { authorization: `Bearer ${token[who]}`, 'content-type': body.contentType },
  });
}
const uploadCsv = (csv: string, who: DemoKey = 'csr') => send(multipartFile(csv), who);
function resultRows(res: LightMyRequestResponse): ResultRow[] {
  expect(res.statusCode, res.body).toBe(200);
  const parsed = Papa.parse<ResultRow>(res.body, { header: true, skipEmptyLines: true });
  expect(parsed.meta.fields).toEqual(['referenceNumber', 'contractAmount', 'result', 'reason']);
  return parsed.data;
}
const amountOf = async (id: number) =>
  ((await t.as(csr, 'GET', `/api/shipment/${id}`)).json().data as Shipment).contractAmount ?? null;
/** Seeded shipments of a status not yet used by an earlier test. */
const used = new Set<number>();
function take(status: ShipmentStatus) {
  const s = seeded.find((row) => row.status === status && !used.has(row.id))!;
  used.add(s.id);
  return s;
}

describe('POST /api/shipment/contract-amount/upload', () => {
  it('applies the good rows only and says why each bad one was rejected', async () => {
    const created = take(SHIPMENT_STATUS.CREATED);
    const dispatching = take(SHIPMENT_STATUS.DISPATCH_STARTED);
    const zero = take(SHIPMENT_STATUS.CREATED);
    const notANumber = take(SHIPMENT_STATUS.CREATED);
    const cancelled = take(SHIPMENT_STATUS.CANCELLED);
    const transit = take(SHIPMENT_STATUS.TRANSIT);
    const lowerCase = take(SHIPMENT_STATUS.CREATED);
    const belowRate = take(SHIPMENT_STATUS.CREATED);
    const before = new Map<number, number | null>();
    for (const s of [zero, notANumber, cancelled, transit, belowRate]) before.set(s.id, await amountOf(s.id));

    const csv = [
      'referenceNumber,contractAmount',
      `${created.code},505100`,
      `${dispatching.referenceNumber},505200`,
      'SH-999999,505300',
      `${zero.code},0`,
      `${notANumber.code},abc`,
      `${cancelled.code},505400`,
      `${transit.code},505500`,
      ',5600',
      `${lowerCase.code.toLowerCase()},505700`,
      `${created.code},-5`,
      `${belowRate.code},1`,
      `${created.code},12.5`,
    ].join('\n');
    const res = await uploadCsv(csv);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contract-amounts-result\.csv"/);
    expect(res.headers['x-applied-count']).toBe('3');
    expect(res.headers['x-rejected-count']).toBe('9');
    expect(resultRows(res)).toEqual([
      { referenceNumber: created.code, contractAmount: '505100', result: 'Applied', reason: '' },
      { referenceNumber: dispatching.referenceNumber, contractAmount: '505200', result: 'Applied', reason: '' },
      { referenceNumber: 'SH-999999', contractAmount: '505300', result: 'Rejected', reason: MESSAGES.unknownReference },
      { referenceNumber: zero.code, contractAmount: '0', result: 'Rejected', reason: MESSAGES.invalidContractAmount },
      { referenceNumber: notANumber.code, contractAmount: 'abc', result: 'Rejected', reason: MESSAGES.fillRequired },
      {
        referenceNumber: cancelled.code,
        contractAmount: '505400',
        result: 'Rejected',
        reason: MESSAGES.shipmentNotEditable,
      },
      {
        referenceNumber: transit.code,
        contractAmount: '505500',
        result: 'Rejected',
        reason: MESSAGES.shipmentNotEditable,
      },
      { referenceNumber: '', contractAmount: '5600', result: 'Rejected', reason: MESSAGES.fillRequired },
      { referenceNumber: lowerCase.code.toLowerCase(), contractAmount: '505700', result: 'Applied', reason: '' },
      // Echoed cells that a spreadsheet would read as a formula (=, +, -, @) come back with a leading quote.
      {
        referenceNumber: created.code,
        contractAmount: "'-5",
        result: 'Rejected',
        reason: MESSAGES.invalidContractAmount,
      },
      {
        referenceNumber: belowRate.code,
        contractAmount: '1',
        result: 'Rejected',
        reason: MESSAGES.contractBelowShipperRate,
      },
      {
        referenceNumber: created.code,
        contractAmount: '12.5',
        result: 'Rejected',
        reason: MESSAGES.invalidContractAmount,
      },
    ]);

    expect(await amountOf(created.id)).toBe(505100);
    expect(await amountOf(dispatching.id)).toBe(505200);
    expect(await amountOf(lowerCase.id)).toBe(505700);
    for (const [id, amount] of before) expect(await amountOf(id)).toBe(amount);
  });

  /** A fresh CREATED company-B shipment with the given shipper's reference. */
  const make = async (referenceNumber: string) => {
    const res = await t.as(csr, 'POST', '/api/shipment/v3', validShipment({ companyId: 2, referenceNumber }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Shipment;
  };

  it("a shipper's reference carried by two shipments is ambiguous; a later row for the same shipment wins", async () => {
    const [twinA, twinB, single] = [await make('PO-TWIN'), await make('PO-TWIN'), await make('PO-SINGLE')];
    const res = await uploadCsv(
      [
        'referenceNumber,contractAmount',
        'PO-TWIN,3000',
        'PO-SINGLE,3100',
        `${single.code},3200`,
        `${twinA.code},3300`,
      ].join('\r\n'),
    );
    expect(resultRows(res).map((r) => [r.result, r.reason])).toEqual([
      ['Rejected', MESSAGES.ambiguousReference],
      ['Applied', ''],
      ['Applied', ''],
      ['Applied', ''],
    ]);
    expect(await amountOf(single.id)).toBe(3200);
    expect(await amountOf(twinA.id)).toBe(3300);
    expect(await amountOf(twinB.id)).toBeNull();
  });

  it('our SH- reference wins even when several other shipments carry it as their own reference', async () => {
    const probe = await make('PO-PROBE');
    const future = `SH-${String(probe.id + 4).padStart(6, '0')}`;
    const carriers = [await make(future), await make(future), await make(future)];
    const target = await make('PO-TARGET');
    expect(target.code).toBe(future);
    const res = await uploadCsv(`referenceNumber,contractAmount\n${future},3900`);
    expect(resultRows(res)).toEqual([
      { referenceNumber: future, contractAmount: '3900', result: 'Applied', reason: '' },
    ]);
    expect(await amountOf(target.id)).toBe(3900);
    for (const carrier of carriers) expect(await amountOf(carrier.id)).toBeNull();
  });

  it('a byte-order mark, padded headers, extra columns and blank lines are fine; formulae come back defused', async () => {
    const s = take(SHIPMENT_STATUS.CREATED);
    const csv = `\uFEFF referenceNumber , contractAmount ,note\n${s.code},504400,first\n\n=1+2,100,x\n`;
    const res = await uploadCsv(csv);
    expect(res.headers['x-applied-count']).toBe('1');
    expect(res.headers['x-rejected-count']).toBe('1');
    const rows = resultRows(res);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ referenceNumber: s.code, contractAmount: '504400', result: 'Applied', reason: '' });
    expect(rows[1]).toMatchObject({ referenceNumber: "'=1+2", result: 'Rejected', reason: MESSAGES.unknownReference });
    expect(await amountOf(s.id)).toBe(504400);
  });

  it('a header without rows answers an empty result; a semicolon-separated file is read too', async () => {
    const empty = await uploadCsv('referenceNumber,contractAmount\n');
    expect(resultRows(empty)).toEqual([]);
    expect([empty.headers['x-applied-count'], empty.headers['x-rejected-count']]).toEqual(['0', '0']);
    const s = take(SHIPMENT_STATUS.CREATED);
    const res = await uploadCsv(`referenceNumber;contractAmount\n${s.code};504450\n`);
    expect(resultRows(res)).toEqual([
      { referenceNumber: s.code, contractAmount: '504450', result: 'Applied', reason: '' },
    ]);
    expect(await amountOf(s.id)).toBe(504450);
  });

  it('without the two columns it is 400 csvColumns and nothing is applied', async () => {
    const s = take(SHIPMENT_STATUS.CREATED);
    const before = await amountOf(s.id);
    for (const csv of [
      `reference,amount\n${s.code},4500`,
      `referenceNumber\n${s.code}`,
      `contractAmount,referenceNo\n4500,${s.code}`,
      '',
    ]) {
      const res = await uploadCsv(csv);
      expectError(res, 400, csv ? MESSAGES.csvColumns : MESSAGES.csvRequired);
    }
    expect(await amountOf(s.id)).toBe(before);
  });

  it('more than 1000 rows is 400 csvTooManyRows, none applied; a file over 1 MB is 413 csvTooLarge', async () => {
    const s = take(SHIPMENT_STATUS.CREATED);
    const before = await amountOf(s.id);
    const rows = Array.from({ length: 1001 }, () => `${s.code},504600`);
    expectError(await uploadCsv(['referenceNumber,contractAmount', ...rows].join('\n')), 400, MESSAGES.csvTooManyRows);
    const big = ['referenceNumber,contractAmount,padding', `${s.code},504700,${'x'.repeat(1024 * 1024)}`].join('\n');
    expectError(await uploadCsv(big), 413, MESSAGES.csvTooLarge);
    expect(await amountOf(s.id)).toBe(before);
    const exactly = Array.from({ length: 1000 }, () => `${s.code},504800`);
    expect(
      (await uploadCsv(['referenceNumber,contractAmount', ...exactly].join('\n'))).headers['x-applied-count'],
    ).toBe('1000');
    expect(await amountOf(s.id)).toBe(504800);
  });

  it('no file, an empty file or a binary file is 400 csvRequired; a JSON body 400', async () => {
    expectError(await send(multipartNoFile()), 400, MESSAGES.csvRequired);
    expectError(await send(multipartFile(Buffer.alloc(0))), 400, MESSAGES.csvRequired);
    expectError(
      await send(
        multipartFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'amounts.csv'),
      ),
      400,
      MESSAGES.csvRequired,
    );
    expect(
      (
        await t.as(csr, 'POST', '/api/shipment/contract-amount/upload', {
          referenceNumber: 'SH-000001',
          contractAmount: 5,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('shippers, the broker, partners and drivers are 403 and nothing is applied; no token is 401', async () => {
    const s = take(SHIPMENT_STATUS.CREATED);
    const before = await amountOf(s.id);
    const csv = `referenceNumber,contractAmount\n${s.code},4900`;
    for (const who of ['shipperA', 'shipperB', 'broker', 'partner', 'driver'] as const) {
      expectError(await uploadCsv(csv, who), 403, MESSAGES.forbidden);
    }
    const body = multipartFile(csv);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/shipment/contract-amount/upload',
        payload: body.payload,
        headers: { 'content-type': body.contentType },
      }),
      401,
      MESSAGES.unauthorized,
    );
    expect(await amountOf(s.id)).toBe(before);
  });
});
