import { ACCOUNT_HOLDER_TYPE } from '#domain/money';
import type { Answer, ApiClient, Session } from '../tests/api/reliability/http';
import { validShipment } from '../tests/api/shipmentFixtures';

/** What every client of the load run shares: the signed-in demo users and the shipment ids seen so far. */
export interface LoadContext {
  shipper: Session;
  staff: Session;
  partner: Session;
  /** Shipments of the shipper's company (seeded and created): read by id. */
  knownShipments: number[];
  /** Shipments created in this run and not bid on yet: their bidding window is open. */
  biddable: number[];
}

export interface Operation {
  name: string;
  /** Relative share of the mix. */
  weight: number;
  expected: number;
  /** One request (or two) on the calling client's own connection. */
  run(ctx: LoadContext, client: ApiClient, n: number): Promise<Answer>;
}

const pick = <T>(items: T[], n: number) => items[n % items.length];

/** The API suite's valid shipment, marked with the run's counter. */
const newShipment = (n: number) =>
  validShipment({
    specialInstructions: `load test ${n}`,
    pickupLocations: [{ cityId: 1, address: `Load test pick-up ${n}`, loads: [{ goodsTypeId: 2, weight: 30 }] }],
    dropOffLocations: [{ cityId: 2, address: `Load test drop-off ${n}` }],
  });

async function createShipment(ctx: LoadContext, client: ApiClient, n: number) {
  const res = await client.request('POST', '/api/shipment/v3', { token: ctx.shipper.token, body: newShipment(n) });
  if (res.status === 201) {
    ctx.knownShipments.push(res.body.data.id);
    ctx.biddable.push(res.body.data.id);
  }
  return res;
}

/** The mixed workload: the portal's reads (lists, a record, the loadboard, a wallet) and its writes (shipments, bids). */
export const OPERATIONS: Operation[] = [
  {
    name: 'list own shipments',
    weight: 20,
    expected: 200,
    run: (ctx, client, n) =>
      client.request('GET', `/api/shipment/shipper?page=${n % 3}&pageSize=5`, { token: ctx.shipper.token }),
  },
  {
    name: 'list all shipments (staff)',
    weight: 10,
    expected: 200,
    run: (ctx, client) => client.request('GET', '/api/shipment?page=0&pageSize=20', { token: ctx.staff.token }),
  },
  {
    name: 'get shipment by id',
    weight: 20,
    expected: 200,
    run: (ctx, client, n) =>
      client.request('GET', `/api/shipment/${pick(ctx.knownShipments, n)}`, { token: ctx.shipper.token }),
  },
  {
    name: 'loadboard',
    weight: 10,
    expected: 200,
    run: (ctx, client) => client.request('GET', '/api/bid/loadboard?page=0&pageSize=10', { token: ctx.partner.token }),
  },
  {
    name: 'wallet read',
    weight: 15,
    expected: 200,
    run: (ctx, client, n) =>
      n % 2
        ? client.request(
            'GET',
            `/api/wallet/accountHolder/${ctx.partner.userId}/type/${ACCOUNT_HOLDER_TYPE.PARTNER}/days/30`,
            { token: ctx.partner.token },
          )
        : client.request(
            'GET',
            `/api/wallet/accountHolder/${ctx.shipper.companyId}/type/${ACCOUNT_HOLDER_TYPE.SHIPPER}/days/30`,
            { token: ctx.staff.token },
          ),
  },
  { name: 'create shipment', weight: 15, expected: 201, run: createShipment },
  {
    name: 'bid',
    weight: 10,
    expected: 201,
    run: async (ctx, client, n) => {
      // Nothing fresh to bid on yet: make one first, so the bid mix never starves.
      if (!ctx.biddable.length) {
        const created = await createShipment(ctx, client, n);
        if (created.status !== 201) return created;
      }
      const shipmentId = ctx.biddable.shift();
      return client.request('POST', '/api/bid', {
        token: ctx.partner.token,
        body: { shipmentId, amount: 50_000 + (n % 100) * 1000, vehicleCount: 1 },
      });
    },
  },
];

/** The operation for a random draw in [0, 1). */
export function drawOperation(draw: number): Operation {
  const total = OPERATIONS.reduce((sum, op) => sum + op.weight, 0);
  let at = draw * total;
  for (const op of OPERATIONS) {
    if (at < op.weight) return op;
    at -= op.weight;
  }
  return OPERATIONS[OPERATIONS.length - 1];
}
