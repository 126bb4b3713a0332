import { afterAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_HOLDER_TYPE } from '#domain/money';
import { createStorage, startChildServer, type ChildServer, type ServerStorage } from './childServer';
import { apiClient, signIn, type Session } from './http';
import {
  runWriters,
  verifyInStorage,
  verifyThroughApi,
  type CycleResult,
  type ShipmentAck,
  type WalletAck,
} from './crashWorkload';
import { brokenInvariants, openStorage } from './storageChecks';

/*
 * Crash durability: the real server as a child process under concurrent write load is killed with
 * SIGKILL, restarted on the same storage (a PGlite data dir, or with DATABASE_URL a database of its
 * own on that PostgreSQL server), and every write whose 201 the client received must be there,
 * intact, exactly once; no write may be half there (invariants across tables, checked at the end).
 */
const CYCLES = 3;
const WRITERS_PER_KIND = 6;
/** Acknowledged writes to wait for in a cycle before the kill is armed; the kill then comes at a random moment. */
const ACKS_BEFORE_KILL = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('crash durability', () => {
  let storage: ServerStorage | undefined;
  let server: ChildServer | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await storage?.remove();
  });

  it(`every acknowledged write survives ${CYCLES} SIGKILLs under load, and nothing is half-written`, async () => {
    const started = Date.now();
    storage = await createStorage(undefined, inject('databaseTemplate'));
    const shipments: ShipmentAck[] = [];
    const wallet: WalletAck[] = [];
    let inDoubt = 0;
    let previous: { staff: Session; verify: CycleResult } | undefined;

    for (let cycle = 1; cycle <= CYCLES + 1; cycle++) {
      server = await startChildServer(storage);
      const client = apiClient(server.baseUrl);
      const staff = await signIn(client, 'csr');
      const shipper = await signIn(client, 'shipperA');

      if (previous) {
        // The session acknowledged before the crash still signs calls in.
        expect((await client.request('GET', '/api/auth/user/me', { token: previous.staff.token })).status).toBe(200);
        expect(await verifyThroughApi(client, shipper, staff, previous.verify)).toEqual([]);
      }
      if (cycle > CYCLES) {
        client.close();
        break;
      }

      const partner = await signIn(client, 'partner');
      const holders = [
        { type: ACCOUNT_HOLDER_TYPE.PARTNER, id: partner.userId },
        { type: ACCOUNT_HOLDER_TYPE.SHIPPER, id: shipper.companyId! },
      ];
      let killed = false;
      let acks = 0;
      const running = runWriters({
        client,
        shipper,
        staff,
        holders,
        writersPerKind: WRITERS_PER_KIND,
        tag: `crash${cycle}`,
        isKilled: () => killed,
        onAck: () => acks++,
      });
      const deadline = Date.now() + 30_000;
      while (acks < ACKS_BEFORE_KILL && Date.now() < deadline) await sleep(20);
      await sleep(Math.random() * 500);
      killed = true;
      await server.kill('SIGKILL');
      const result = await running;
      client.close();

      expect(result.unexpected).toEqual([]);
      expect(result.shipments.length + result.wallet.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
      shipments.push(...result.shipments);
      wallet.push(...result.wallet);
      inDoubt += result.inDoubt;
      previous = { staff, verify: result };
    }

    // Stop cleanly, then read the storage itself: all writes of all cycles, and the invariants.
    await server!.kill('SIGTERM');
    const reader = await openStorage(storage);
    try {
      expect(await verifyInStorage(reader, shipments, wallet)).toEqual([]);
      expect(await brokenInvariants(reader)).toEqual({});
      // The check can fail: a write that was never made is reported missing.
      const phantom = { ...shipments[0], id: 2_000_000_000, marker: 'never-written' };
      expect(await verifyInStorage(reader, [phantom], [])).toEqual([
        `shipment ${phantom.id} (never-written) is not stored`,
      ]);
    } finally {
      await reader.close();
    }
    console.info(
      `crash durability (${storage.kind}): ${CYCLES} SIGKILLs, ${shipments.length + wallet.length} acknowledged writes checked ` +
        `(${shipments.length} shipments with 3 stops each, ${wallet.length} wallet movements), ${inDoubt} in doubt at the kills, 0 lost, ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }, 240_000);
});
