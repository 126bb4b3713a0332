import { describe, expect, inject, it } from 'vitest';
import { formatReport, loadTestAgainstChildServer } from '../../../scripts/load-test';

/*
 * Load, the short run `npm test` makes: 50 clients for 8 s on the mixed workload of
 * scripts/load-test.ts against the real server as a child process. Any error answer fails it; the
 * 200 × 60 s run with the memory-trend verdict is `npm run test:load`.
 */
describe('load (short)', () => {
  it('50 concurrent clients × 8 s of lists, reads, shipment creates, bids and wallet reads: 0 errors', async () => {
    const { kind, report } = await loadTestAgainstChildServer(50, 8, inject('databaseTemplate'));
    console.info(formatReport(kind, report));
    expect(report.errorSamples).toEqual([]);
    expect(report.errors).toBe(0);
    for (const op of report.byOperation) expect(op.count, op.name).toBeGreaterThan(0);
    expect(report.memory.samples).toBeGreaterThan(0);
  }, 240_000);
});
