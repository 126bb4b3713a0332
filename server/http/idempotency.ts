import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { idempotencyKeys } from '../db/schema';
import type { Db } from '../db/client';
import { HttpError, badRequest } from './errors';

/*
 * Idempotency-Key (IETF httpapi draft) on every signed-in POST: the first request with a key claims a
 * row, and a repeat of the same request (same user, method, URL and body) answers the first result
 * again with `Idempotent-Replayed: true` instead of acting twice (a second bid, a second payment).
 * The claim is one atomic upsert, so parallel repeats — in this process or on another API instance
 * over the same database — cannot both run: the losers wait for the winner's stored result.
 */

const HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key is remembered; an older row counts as absent. */
const KEY_TTL = sql`interval '24 hours'`;
/**
 * A claim still unanswered after this long was left by an instance that died mid-request: it may be
 * taken over. Far beyond the request timeout, so a slow first request is never run a second time.
 */
const ABANDONED_AFTER = sql`interval '10 minutes'`;
/** How long a repeat waits for the first request's result before answering 503 (retry later, same key). */
const WAIT_MS = 30_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/** Visible ASCII only; the draft's structured-field form ("key") is the same key as the bare one. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The key of the header, undefined when none was sent; a malformed one is a 400. */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  // Node joins a repeated header with ", ": two keys are no key.
  const raw = Array.isArray(header) ? header.join(', ') : header;
  const key = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!KEY_PATTERN.test(key)) throw badRequest(MESSAGES.idempotencyKeyInvalid);
  return key;
}

/** JSON with every object's keys sorted, so the same body sent with its fields in another order matches. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const entries = Object.keys(value)
      .sort()
      .filter((name) => (value as Record<string, unknown>)[name] !== undefined)
      .map((name) => `${JSON.stringify(name)}:${canonicalJson((value as Record<string, unknown>)[name])}`);
    return `{${entries.join(',')}}`;
  }
  if (Buffer.isBuffer(value)) return JSON.stringify(value.toString('base64'));
  return JSON.stringify(value ?? null);
}

const bodyHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

interface Fingerprint {
  userId: number;
  key: string;
  method: string;
  path: string;
  bodyHash: string;
}
/** The claim a request holds: its row is the one created at `claimedAt` (a taken-over row has another). */
interface Claim {
  userId: number;
  key: string;
  claimedAt: string;
}

const k = idempotencyKeys;
const rowOf = (userId: number, key: string) => and(eq(k.userId, userId), eq(k.key, key));

/**
 * Claims the key: inserts the row, or replaces one that has expired or was abandoned, in one atomic
 * statement (a conflicting live row is left alone and nothing is returned). Answers the claim's
 * creation time (as text, exact to the microsecond) when this request won it.
 */
async function claim(db: Db, wanted: Fingerprint): Promise<string | undefined> {
  const [row] = await db
    .insert(k)
    .values(wanted)
    .onConflictDoUpdate({
      target: [k.userId, k.key],
      set: {
        method: wanted.method,
        path: wanted.path,
        bodyHash: wanted.bodyHash,
        statusCode: null,
        response: null,
        createdAt: sql`now()`,
      },
      setWhere: or(
        lt(k.createdAt, sql`now() - ${KEY_TTL}`),
        and(isNull(k.statusCode), lt(k.createdAt, sql`now() - ${ABANDONED_AFTER}`)),
      ),
    })
    .returning({ claimedAt: sql<string>`${k.createdAt}::text` });
  return row?.claimedAt;
}

/** Only the claim's own row: one taken over meanwhile is no longer this request's to answer or drop. */
const owned = (held: Claim) =>
  and(rowOf(held.userId, held.key), sql`${k.createdAt} = ${held.claimedAt}::timestamptz`, isNull(k.statusCode));

/** Drops expired keys (rows past the TTL are already ignored; this only keeps the table small). */
export async function sweepIdempotencyKeys(db: Db) {
  await db.delete(k).where(lt(k.createdAt, sql`now() - ${KEY_TTL}`));
}

/**
 * Secrets an answer may carry once (a generated password or PIN, tokens): never stored. A replay of
 * the call that made one answers that it was done, without the secret.
 */
const SECRET_FIELDS = new Set(['generatedPassword', 'generatedPin', 'token', 'refreshToken']);

/** The answer without its secrets, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !SECRET_FIELDS.has(name))
      .map(([name, inner]) => [name, withoutSecrets(inner)]),
  );
}

/** What of an answer can be replayed: its JSON body (null when empty), without secrets. Anything else is not kept. */
function storableBody(reply: FastifyReply, payload: unknown): { body: unknown } | undefined {
  if (payload === undefined || payload === null || payload === '') return { body: null };
  if (typeof payload !== 'string' || !/json/i.test(String(reply.getHeader('content-type') ?? ''))) return undefined;
  try {
    return { body: withoutSecrets(JSON.parse(payload)) };
  } catch {
    return undefined;
  }
}

export const idempotency = fp(
  async (app) => {
    const claims = new WeakMap<FastifyRequest, Claim>();

    // After the auth guard (onRequest) has set request.auth, and with the body parsed.
    app.addHook('preValidation', async (request, reply) => {
      const config = request.routeOptions.config;
      // Public routes (sign-in, codes) have no user to key by. Uploads and other multipart forms are
      // read by the handler itself: there is no parsed body to fingerprint, so a key on them is ignored.
      if (request.method !== 'POST' || !request.auth || config?.public || config?.upload || request.isMultipart())
        return;
      const key = parseIdempotencyKey(request.headers[HEADER]);
      if (key === undefined) return;
      const db = app.ctx.database.db;
      const wanted: Fingerprint = {
        userId: request.auth.id,
        key,
        method: request.method,
        path: request.url,
        bodyHash: bodyHash(request.body),
      };
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const claimedAt = await claim(db, wanted);
        if (claimedAt) {
          claims.set(request, { userId: wanted.userId, key, claimedAt });
          return;
        }
        // Another request holds the key: wait for its result (or for it to let go after a 5xx).
        for (;;) {
          const [row] = await db.select().from(k).where(rowOf(wanted.userId, key));
          if (!row) break;
          if (row.method !== wanted.method || row.path !== wanted.path || row.bodyHash !== wanted.bodyHash) {
            throw new HttpError(422, MESSAGES.idempotencyKeyReused);
          }
          if (row.statusCode !== null) {
            reply.code(row.statusCode).header(REPLAYED_HEADER, 'true');
            // Serialized here: a stored JSON string sent as it is would go out as plain text.
            if (row.response === null) return reply.send();
            return reply.type('application/json; charset=utf-8').send(JSON.stringify(row.response));
          }
          // Not 409 (the draft's "still in progress"): a 503 tells a client to retry with the same key.
          if (Date.now() >= deadline) throw new HttpError(503, MESSAGES.generic, { 'retry-after': '1' });
          await sleep(25 + Math.random() * 25);
        }
      }
    });

    // Kept before the answer leaves, so a client that got it and repeats the request is replayed.
    app.addHook('onSend', async (request, reply, payload) => {
      const held = claims.get(request);
      if (!held) return payload;
      claims.delete(request);
      const db = app.ctx.database.db;
      // A 5xx lets the key go so a retry runs again; so does an answer that is not JSON (no POST route
      // outside uploads answers one today), as there would be nothing to replay.
      const stored = reply.statusCode < 500 ? storableBody(reply, payload) : undefined;
      try {
        if (stored) await db.update(k).set({ statusCode: reply.statusCode, response: stored.body }).where(owned(held));
        else await db.delete(k).where(owned(held));
      } catch (error) {
        // The answer still goes out; the unanswered claim is taken over once abandoned.
        request.log.warn({ err: error }, 'idempotency key result not stored');
      }
      return payload;
    });

    // The OpenAPI document names the header on every route it applies to.
    app.addHook('onRoute', (route) => {
      if (![route.method].flat().includes('POST') || route.config?.public || route.config?.upload || !route.schema)
        return;
      const headers = (route.schema.headers ?? { type: 'object', properties: {} }) as {
        properties?: Record<string, unknown>;
      };
      route.schema = {
        ...route.schema,
        headers: {
          ...headers,
          properties: {
            ...headers.properties,
            [HEADER]: {
              type: 'string',
              minLength: 1,
              maxLength: 255,
              description:
                'Optional. A repeat of this request with the same key (within 24 h) answers the first result again, with Idempotent-Replayed: true; the same key with another request answers 422.',
            },
          },
        },
      };
    });

    const sweeper = setInterval(
      () =>
        sweepIdempotencyKeys(app.ctx.database.db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'idempotency key sweep failed'),
        ),
      SWEEP_EVERY_MS,
    );
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'idempotency' },
);
