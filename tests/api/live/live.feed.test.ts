import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import type { ShipmentRow as Shipment } from '#domain/records/shipments';
import { createTestApp, expectError, testAppPerFile } from '../testApp';
import { validShipment } from '../shipmentFixtures';
import { baseUrlOf, changesOf, openEventStream, type OpenStream } from './eventStreams';

/** GET /api/events: who hears of which change, what a change says, and what is never said. */
const t = testAppPerFile();

let baseUrl: string;
let csr: string;
let shipperA: string;
let shipperB: string;
const opened: OpenStream[] = [];
const open = async (...args: Parameters<typeof openEventStream>) => {
  const stream = await openEventStream(...args);
  opened.push(stream);
  return stream;
};
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

beforeAll(async () => {
  baseUrl = await baseUrlOf(t.app);
  csr = (await t.login('csr')).token;
  shipperA = (await t.login('shipperA')).token;
  shipperB = (await t.login('shipperB')).token;
});

async function newShipment(token: string, overrides: Record<string, unknown> = {}): Promise<Shipment> {
  const res = await t.as(token, 'POST', '/api/shipment/v3', validShipment(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const setContractAmount = (id: number, contractAmount: number, version?: number) =>
  t.as(csr, 'PATCH', `/api/shipment/${id}/margin`, { contractAmount, ...(version && { version }) });

const SENT_KEYS = ['at', 'by', 'event', 'id', 'resource', 'version'];

describe('GET /api/events', () => {
  it('needs a signed-in user: no token is 401; the token may come as ?access_token= (EventSource)', async () => {
    expect((await open(baseUrl, undefined)).status).toBe(401);
    expect((await open(baseUrl, 'not-a-token')).status).toBe(401);
    expect((await open(baseUrl, csr, { tokenInQuery: true })).status).toBe(200);
  });

  it('a call that does not ask for text/event-stream is answered 406 at once, not held open', async () => {
    expectError(await t.as(csr, 'GET', '/api/events'), 406, MESSAGES.eventStreamOnly);
  });

  it('a change names the record, its new version, the event and who made it — never a field of the record', async () => {
    const shipment = await newShipment(shipperA);
    const stream = await open(baseUrl, csr);
    expect((await setContractAmount(shipment.id, 424_242)).statusCode).toBe(200);
    const { data } = await stream.next((e) => e.event === 'change' && e.data.id === shipment.id);
    expect(Object.keys(data).sort()).toEqual(SENT_KEYS);
    expect(data).toMatchObject({
      resource: 'shipments',
      id: shipment.id,
      version: shipment.version + 1,
      event: 'marginChanged',
      // The session's tag, not its id (src/domain/sessionTag.ts): the portal tells its own writes by it.
      by: { id: expect.any(Number), name: expect.any(String), session: expect.stringMatching(/^[0-9a-f]{16}$/) },
    });
    expect(JSON.stringify(data)).not.toContain('424242');
  });

  it('a shipper hears of their own company’s records and never of another company’s', async () => {
    const ofA = await newShipment(shipperA);
    const ofB = await newShipment(shipperB);
    const streamA = await open(baseUrl, shipperA);
    const streamB = await open(baseUrl, shipperB);
    expect((await setContractAmount(ofA.id, 300_000)).statusCode).toBe(200);
    expect((await setContractAmount(ofB.id, 300_000)).statusCode).toBe(200);
    // Changes arrive in commit order: once B has heard of its own, it would have heard of A's before it.
    await streamB.next((e) => e.event === 'change' && e.data.id === ofB.id);
    await streamA.next((e) => e.event === 'change' && e.data.id === ofA.id);
    expect(changesOf(streamB, 'marginChanged')).toEqual([`shipments:${ofB.id}`]);
    expect(changesOf(streamA, 'marginChanged')).toEqual([`shipments:${ofA.id}`]);
  });

  it('a write that fails or is rolled back tells nothing', async () => {
    const shipment = await newShipment(shipperA, { shipperRate: 150_000 });
    const other = await newShipment(shipperA);
    const stream = await open(baseUrl, csr);
    // Refused inside the write (a 400 from its rules), and refused as stale (its work rehearsed, then rolled back).
    expectError(await setContractAmount(shipment.id, 1), 400, MESSAGES.contractBelowShipperRate);
    expectError(await setContractAmount(shipment.id, 250_000, shipment.version + 5), 409, MESSAGES.staleShipment);
    expect((await setContractAmount(other.id, 250_000)).statusCode).toBe(200);
    await stream.next((e) => e.event === 'change' && e.data.id === other.id && e.data.event === 'marginChanged');
    expect(changesOf(stream, 'marginChanged')).toEqual([`shipments:${other.id}`]);
  });

  it('resumes after Last-Event-ID: what was missed while away arrives on reconnecting', async () => {
    const shipment = await newShipment(shipperA);
    const first = await open(baseUrl, csr);
    const lastEventId = first.events.at(-1)!.id!;
    first.close();
    expect((await setContractAmount(shipment.id, 260_000)).statusCode).toBe(200);
    const again = await open(baseUrl, csr, { lastEventId });
    await again.next((e) => e.event === 'change' && e.data.id === shipment.id);
    const unknown = await open(baseUrl, csr, { lastEventId: 'gone-1' });
    await unknown.next((e) => e.event === 'reset');
  });

  it('signing out ends the stream at once with signedOut', async () => {
    const { token } = await t.login('csr');
    const stream = await open(baseUrl, token);
    expect((await t.as(token, 'POST', '/api/auth/user/logout')).statusCode).toBe(200);
    await stream.next((e) => e.event === 'signedOut');
    await stream.ended;
  });
});

describe('LIVE_UPDATES=false', () => {
  it('has no feed: GET /api/events is 404 and writes work as before', async () => {
    const off = await createTestApp({ liveUpdates: false });
    try {
      const { token } = await off.login('csr');
      expect((await off.as(token, 'GET', '/api/events')).statusCode).toBe(404);
      const shipment = (await off.as(token, 'GET', '/api/shipment?filter=all&pageSize=1')).json().data.content[0];
      expect((await off.as(token, 'GET', `/api/shipment/${shipment.id}`)).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
