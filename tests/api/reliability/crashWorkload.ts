import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '#domain/bidding';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { PAYMENT_TYPE } from '#domain/shipments';
import { ACCOUNT_HOLDER_TYPE } from '#domain/money';
import type { ApiClient, Session } from './http';
import type { StorageReader } from './storageChecks';

/** A shipment the server answered 201 for, with what it must hold. */
export interface ShipmentAck {
  id: number;
  marker: string;
  weight: number;
  vehicleCount: number;
  dropOffAddresses: string[];
}
/** A wallet movement the server answered 201 for. */
export interface WalletAck {
  id: number;
  holderType: number;
  holderId: number;
  type: 'CREDIT' | 'DEBIT';
  amount: number;
  message: string;
  balanceAfter: number;
}
export interface Holder {
  type: number;
  id: number;
}

export interface CycleResult {
  shipments: ShipmentAck[];
  wallet: WalletAck[];
  /** Requests cut off by the kill: their fate is unknown, so they must be all there or not at all. */
  inDoubt: number;
  /** Refusals the workload may meet (a debit below the floor). */
  refused: number;
  /** Anything else: an error answer or a failure before the kill. */
  unexpected: string[];
}

const HOUR = 3_600_000;

/** A spot shipment with one pick-up and two drop-offs (three location rows written with it), tagged by `marker`. */
function shipmentPayload(marker: string, n: number) {
  const vehicleCount = 1 + (n % 3);
  const weight = 15 * vehicleCount;
  return {
    shipmentCategoryTypeId: SHIPMENT_TYPE.SPOT,
    bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE,
    vehicleTypeId: VEHICLE_TYPE.FLATBED,
    vehicleCount,
    weight,
    maxWeightPerVehicle: 20,
    paymentReceivingTypeId: PAYMENT_TYPE.PAID,
    loadingTime: new Date(Date.now() + 2 * HOUR).toISOString(),
    specialInstructions: marker,
    pickupLocations: [{ cityId: 1, address: `${marker} pick-up`, loads: [{ goodsTypeId: 2, weight }] }],
    dropOffLocations: [
      { cityId: 2, address: `${marker} drop 1` },
      { cityId: 3, address: `${marker} drop 2` },
    ],
  };
}

/**
 * Concurrent writers (shipment creates as the shipper, wallet credits and debits as staff) that run
 * until their connection fails. A failure after `isKilled()` turned true ends the writer quietly
 * (its request is in doubt); anything else is unexpected.
 */
export async function runWriters(options: {
  client: ApiClient;
  shipper: Session;
  staff: Session;
  holders: Holder[];
  writersPerKind: number;
  tag: string;
  isKilled: () => boolean;
  onAck: () => void;
}): Promise<CycleResult> {
  const { client, shipper, staff, holders, writersPerKind, tag, isKilled, onAck } = options;
  const result: CycleResult = { shipments: [], wallet: [], inDoubt: 0, refused: 0, unexpected: [] };

  async function shipmentWriter(writer: number) {
    for (let n = 0; ; n++) {
      const marker = `${tag}-s${writer}-${n}`;
      const payload = shipmentPayload(marker, n);
      let res;
      try {
        res = await client.request('POST', '/api/shipment/v3', { token: shipper.token, body: payload });
      } catch (error) {
        if (isKilled()) result.inDoubt++;
        else result.unexpected.push(`shipment ${marker}: ${(error as Error).message}`);
        return;
      }
      if (res.status !== 201) {
        result.unexpected.push(`shipment ${marker}: ${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
      result.shipments.push({
        id: res.body.data.id,
        marker,
        weight: payload.weight,
        vehicleCount: payload.vehicleCount,
        dropOffAddresses: payload.dropOffLocations.map((l) => l.address),
      });
      onAck();
    }
  }

  async function walletWriter(writer: number) {
    for (let n = 0; ; n++) {
      const holder = holders[(writer + n) % holders.length];
      // Debits only on the partner, whose seeded balance is large: they never meet the floor in practice.
      const type = holder.type === ACCOUNT_HOLDER_TYPE.PARTNER && n % 3 === 2 ? 'DEBIT' : 'CREDIT';
      const amount = type === 'DEBIT' ? 1 + (n % 50) + 0.25 : 100 + ((writer * 37 + n * 11) % 900) + 0.5;
      const message = `${tag}-w${writer}-${n}`;
      const body = { accountHolderTypeId: holder.type, accountHolderId: holder.id, type, amount, message };
      let res;
      try {
        res = await client.request('POST', '/api/wallet/transaction', { token: staff.token, body });
      } catch (error) {
        if (isKilled()) result.inDoubt++;
        else result.unexpected.push(`wallet ${message}: ${(error as Error).message}`);
        return;
      }
      if (res.status === 409) {
        result.refused++;
        continue;
      }
      if (res.status !== 201) {
        result.unexpected.push(`wallet ${message}: ${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
      const data = res.body.data;
      result.wallet.push({
        id: data.id,
        holderType: holder.type,
        holderId: holder.id,
        type,
        amount,
        message,
        balanceAfter: data.balanceAfter,
      });
      onAck();
    }
  }

  const writers = Array.from({ length: writersPerKind }, (_, i) => [shipmentWriter(i), walletWriter(i)]).flat();
  await Promise.all(writers);
  return result;
}

/** Runs `task` over `items`, `size` at a time, answers in order. */
async function inBatches<T, R>(items: T[], task: (item: T) => Promise<R>, size = 8): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  return results;
}

/** After a restart: every acknowledged write as the API reads it back; answers the differences found. */
export async function verifyThroughApi(
  client: ApiClient,
  shipper: Session,
  staff: Session,
  acks: CycleResult,
): Promise<string[]> {
  const problems: string[] = [];
  const answers = await inBatches(acks.shipments, (ack) =>
    client.request('GET', `/api/shipment/${ack.id}`, { token: shipper.token }),
  );
  acks.shipments.forEach((ack, i) => {
    const res = answers[i];
    const data = res.body?.data;
    if (res.status !== 200) {
      problems.push(`shipment ${ack.id} (${ack.marker}): ${res.status}`);
      return;
    }
    const drops = (data.dropOffLocations ?? []).map((l: { address: string }) => l.address);
    const intact =
      data.specialInstructions === ack.marker &&
      data.weight === ack.weight &&
      data.vehicleCount === ack.vehicleCount &&
      data.pickupLocations?.length === 1 &&
      data.pickupLocations[0].address === `${ack.marker} pick-up` &&
      JSON.stringify(drops) === JSON.stringify(ack.dropOffAddresses);
    if (!intact) problems.push(`shipment ${ack.id} (${ack.marker}) differs: ${JSON.stringify(data).slice(0, 300)}`);
  });
  const holders = new Map(acks.wallet.map((a) => [`${a.holderType}/${a.holderId}`, a]));
  for (const { holderType, holderId } of holders.values()) {
    const res = await client.request('GET', `/api/wallet/accountHolder/${holderId}/type/${holderType}/days/1`, {
      token: staff.token,
    });
    if (res.status !== 200) {
      problems.push(`wallet of ${holderType}/${holderId}: ${res.status}`);
      continue;
    }
    const byId = new Map<number, { amount: number; type: string; message: string; balanceAfter: number }>(
      res.body.data.transactions.map((t: { id: number }) => [t.id, t]),
    );
    for (const ack of acks.wallet.filter((a) => a.holderType === holderType && a.holderId === holderId)) {
      const found = byId.get(ack.id);
      if (!found) problems.push(`wallet movement ${ack.id} (${ack.message}) is missing`);
      else if (
        found.amount !== ack.amount ||
        found.type !== ack.type ||
        found.message !== ack.message ||
        found.balanceAfter !== ack.balanceAfter
      ) {
        problems.push(`wallet movement ${ack.id} differs: ${JSON.stringify(found)} vs ${JSON.stringify(ack)}`);
      }
    }
  }
  return problems;
}

/** At the end, straight from the storage: every acknowledged write of every cycle, exactly once and intact. */
export async function verifyInStorage(
  reader: StorageReader,
  shipments: ShipmentAck[],
  wallet: WalletAck[],
): Promise<string[]> {
  const problems: string[] = [];
  const shipmentRows = await reader.query(
    `select s.id, s.special_instructions as marker, s.weight, s.vehicle_count, count(l.id)::int as stops
     from shipments s left join shipment_locations l on l.shipment_id = s.id
     where s.id = any($1::int[]) group by s.id`,
    [shipments.map((a) => a.id)],
  );
  const shipmentById = new Map(shipmentRows.map((r) => [Number(r.id), r]));
  for (const ack of shipments) {
    const row = shipmentById.get(ack.id);
    if (!row) problems.push(`shipment ${ack.id} (${ack.marker}) is not stored`);
    else if (
      row.marker !== ack.marker ||
      Number(row.weight) !== ack.weight ||
      Number(row.vehicle_count) !== ack.vehicleCount ||
      row.stops !== 3
    ) {
      problems.push(`shipment ${ack.id} stored differently: ${JSON.stringify(row)}`);
    }
  }
  const markers = await reader.query(
    `select special_instructions as marker, count(*)::int as n from shipments where special_instructions = any($1::text[]) group by 1 having count(*) > 1`,
    [shipments.map((a) => a.marker)],
  );
  for (const row of markers) problems.push(`shipment ${String(row.marker)} stored ${String(row.n)} times`);

  const ledgerRows = await reader.query(
    `select id, account_holder_type_id as holder_type, account_holder_id as holder_id, type, amount_minor, balance_after_minor, message
     from wallet_transactions where message = any($1::text[])`,
    [wallet.map((a) => a.message)],
  );
  const ledgerByMessage = new Map<string, Record<string, unknown>[]>();
  for (const row of ledgerRows)
    ledgerByMessage.set(String(row.message), [...(ledgerByMessage.get(String(row.message)) ?? []), row]);
  for (const ack of wallet) {
    const rows = ledgerByMessage.get(ack.message) ?? [];
    const [row] = rows;
    if (rows.length !== 1) problems.push(`wallet movement ${ack.message} stored ${rows.length} times`);
    else if (
      Number(row.id) !== ack.id ||
      Number(row.holder_type) !== ack.holderType ||
      Number(row.holder_id) !== ack.holderId ||
      row.type !== ack.type ||
      Number(row.amount_minor) !== Math.round(ack.amount * 100) ||
      Number(row.balance_after_minor) !== Math.round(ack.balanceAfter * 100)
    ) {
      problems.push(`wallet movement ${ack.message} stored differently: ${JSON.stringify(row)}`);
    }
  }
  return problems;
}
