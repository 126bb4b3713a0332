import { and, gt, inArray, sql } from 'drizzle-orm';
import {
  NO_SCORE_COUNTS,
  SCORE_WINDOWS,
  windowStart,
  type ScoreCounts,
  type ScoreWindow,
  type VerificationState,
} from '#domain/scorecards';
import type { Conn } from '../db/query';
import { bookings, partnerScorecards, shipments, users, verificationCases } from '../db/schema';
import { figureWhere } from './conditions';

/**
 * How long counted figures are kept when nothing changes: the 90-day window moves on, and a proof of
 * delivery falls due, with the clock alone. Any change to what they count forgets them at once
 * (migration 0028's triggers).
 */
export const KEPT_SCORECARD_MINUTES = 60;

export interface KeptScorecard {
  asOf: Date;
  counts: Record<ScoreWindow, ScoreCounts>;
}

/** The sets a scorecard counts (the others are what a denominator holds beyond its numerator). */
const COUNTED = Object.keys(NO_SCORE_COUNTS) as (keyof ScoreCounts)[];

/** A moment inside raw SQL (drizzle maps a Date only against a column). */
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** One window's counts as a JSON object, each set counted over the rows of the partner's bookings. */
function windowCounts(window: ScoreWindow, now: Date) {
  const start = windowStart(window, now);
  const moments = { since: start ? at(start) : undefined, now: at(now) };
  const pairs = COUNTED.map(
    (figure) => sql`${figure}::text, count(*) filter (where ${figureWhere(figure, moments)})::int`,
  );
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * Counts the partners' figures as of `now` and keeps them: one statement over all their bookings
 * (a partner without any gets zeros), whose answer is what it kept.
 */
export async function countScorecards(db: Conn, partnerIds: readonly number[], now: Date = new Date()) {
  const kept = new Map<number, KeptScorecard>();
  if (!partnerIds.length) return kept;
  const counts = sql`jsonb_build_object(${sql.join(
    SCORE_WINDOWS.map((window) => sql`${window}::text, ${windowCounts(window, now)}`),
    sql`, `,
  )})`;
  const result = await db.execute(sql`
    insert into ${partnerScorecards} (partner_id, as_of, counts)
    select ${users.id}, ${at(now)}, ${counts}
    from ${users}
    left join ${bookings} on ${bookings.partnerId} = ${users.id}
    left join ${shipments} on ${shipments.id} = ${bookings.shipmentId}
    where ${inArray(users.id, [...partnerIds])}
    group by ${users.id}
    on conflict (partner_id) do update set as_of = excluded.as_of, counts = excluded.counts
    returning partner_id, as_of, counts`);
  for (const row of (result as unknown as { rows: { partner_id: number; as_of: Date | string; counts: unknown }[] })
    .rows)
    kept.set(Number(row.partner_id), {
      asOf: new Date(row.as_of),
      counts: (typeof row.counts === 'string' ? JSON.parse(row.counts) : row.counts) as KeptScorecard['counts'],
    });
  return kept;
}

/**
 * Each partner's figures and verification state: the kept figures while fresh, the others counted now
 * (in one statement) and kept. What a page of bids or a partner's page reads: two small reads whatever
 * the number of bids and of the bookings behind them.
 */
export async function keptScorecards(
  db: Conn,
  partnerIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, KeptScorecard & { verification: VerificationState }>> {
  const ids = [...new Set(partnerIds)];
  if (!ids.length) return new Map();
  // Two small reads (the kept figures while fresh, and the verification cases) beat one join of both onto users.
  const [fresh, cases] = await Promise.all([
    db
      .select()
      .from(partnerScorecards)
      .where(
        and(
          inArray(partnerScorecards.partnerId, ids),
          gt(partnerScorecards.asOf, new Date(now.getTime() - KEPT_SCORECARD_MINUTES * 60_000)),
        ),
      ),
    db
      .select({ partnerId: verificationCases.partnerId, status: verificationCases.status })
      .from(verificationCases)
      .where(inArray(verificationCases.partnerId, ids)),
  ]);
  const verificationOf = new Map(cases.map((row) => [row.partnerId, row.status as VerificationState]));
  const kept = new Map<number, KeptScorecard>(fresh.map((row) => [row.partnerId, row]));
  const missing = ids.filter((id) => !kept.has(id));
  // A partner already being counted (by another request of this process) is waited for, not counted again.
  const counting = missing.filter((id) => !inFlight.has(id));
  if (counting.length) {
    const counted = countScorecards(db, counting, now);
    for (const id of counting) {
      const one = counted.then((cards) => cards.get(id)!);
      inFlight.set(id, one);
      void one.then(
        () => inFlight.delete(id),
        () => inFlight.delete(id),
      );
    }
  }
  const waiting = missing.map((id) => [id, inFlight.get(id)!] as const);
  for (const [id, card] of waiting) kept.set(id, await card);
  return new Map(
    [...kept].map(([id, card]) => [id, { ...card, verification: verificationOf.get(id) ?? 'NONE' }] as const),
  );
}

/**
 * The counts under way in this process, by partner: a page of bids read by many at once right after a
 * change (or at start) counts each partner once, not once per request. Nothing is kept here past the count.
 */
const inFlight = new Map<number, Promise<KeptScorecard>>();
