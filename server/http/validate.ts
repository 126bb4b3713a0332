import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { MESSAGES } from '#domain/messages';
import { HttpError, badRequest } from './errors';

/** NUL, or half of a UTF-16 surrogate pair: JSON can carry both, PostgreSQL can store neither. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text PostgreSQL cannot take, anywhere in a validated value (nested JSON included): text columns
 * refuse NUL, json columns refuse both, and the driver would silently turn a lone surrogate into U+FFFD.
 */
function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object' || value instanceof Date) return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || holdsUnstorableText(item, depth + 1));
}

/** Input checked with a src/domain yup schema (unknown fields dropped); a failure is a 400 carrying the schema's SPEC texts. */
function check<S extends AnyObjectSchema>(schema: S, input: unknown, context?: Record<string, unknown>): InferType<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) input = {};
  try {
    const valid = schema.validateSync(input, { abortEarly: false, stripUnknown: true, context });
    if (holdsUnstorableText(valid)) throw badRequest(MESSAGES.invalidCharacters);
    return valid;
  } catch (error) {
    if (error instanceof ValidationError) {
      const unique = [...new Set(error.errors)];
      throw badRequest(unique.length === 1 ? unique[0] : unique);
    }
    // A transform meeting a value of a shape it never expected is still bad input, not a server fault.
    if (error instanceof TypeError) throw badRequest(MESSAGES.fillRequired);
    throw error;
  }
}

/**
 * Input a route's handler checks itself, because the schema needs what only the handler knows (the
 * record, the caller, a multipart form's fields): `docs({ ..., handlerValidates: 'body' })`. Everything
 * else is checked by Fastify before the handler runs (validatorCompiler below).
 */
export async function validate<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
  context?: Record<string, unknown>,
): Promise<InferType<S>> {
  return check(schema, input, context);
}

/** A route schema part (body, querystring, params) as documented, and the yup schema that checks it. */
declare const checkedBy: unique symbol;
export type Documented<S extends AnyObjectSchema> = Record<string, unknown> & { readonly [checkedBy]?: S };

const SCHEMA_OF = new WeakMap<object, AnyObjectSchema>();

/** Marks a documented part (server/http/docs.ts) as checked by `schema`, for validatorCompiler. */
export function checkedWith<S extends AnyObjectSchema>(documented: unknown, schema: S): Documented<S> {
  SCHEMA_OF.set(documented as object, schema);
  return documented as Documented<S>;
}

/** Each checked body's input as it was sent: what the schema dropped or filled in is still known. */
const SENT_BODIES = new WeakMap<object, object>();
const sentBody = (body: unknown): unknown =>
  body && typeof body === 'object' ? (SENT_BODIES.get(body) ?? body) : body;

/** Whether the request sent `field` in its body (a checked body holds every field its schema defaults). */
export function wasSent(body: unknown, field: string): boolean {
  const sent = sentBody(body);
  return Boolean(sent && typeof sent === 'object' && !Array.isArray(sent) && field in sent);
}

/** The `version` a body was sent with, which its schema may not name (server/http/versioned.ts reads it). */
export function sentVersion(body: unknown): { version: unknown } | undefined {
  return wasSent(body, 'version') ? { version: (sentBody(body) as { version: unknown }).version } : undefined;
}

/** How many answers a route's query or path check remembers (a query's text → its checked value), newest last. */
const REMEMBERED_PER_CHECK = 1000;

/**
 * A query string's or path's check, remembered: the lists and detail pages are read with the same few
 * queries over and over, and yup took a tenth of their CPU. Each request gets its own copy of the value;
 * a refused input is checked again every time.
 */
function rememberedCheck(schema: AnyObjectSchema) {
  const answers = new Map<string, object>();
  return (input: unknown) => {
    const key = JSON.stringify(input ?? null);
    const known = answers.get(key);
    if (known) return { ...known };
    const valid = check(schema, input);
    if (answers.size >= REMEMBERED_PER_CHECK) answers.delete(answers.keys().next().value!);
    answers.set(key, { ...valid });
    return valid;
  };
}

/** Fastify's answer for a check: the value that replaces the request's part, or the 400. */
const answerOf = (run: () => unknown) => {
  try {
    return { value: run() };
  } catch (error) {
    if (error instanceof HttpError) return { error };
    throw error;
  }
};

/**
 * Fastify validates each documented body, query string and path with the yup schema it was documented
 * from, before the handler runs (after the guard and a route's user-type check, which run in onRequest
 * and preValidation): the handler reads `request.body`, `request.query` and `request.params` checked,
 * cast and typed. A part documented only (`handlerValidates`, or not from yup) passes as sent.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const yup = SCHEMA_OF.get(schema as object);
  if (!yup) return (value) => ({ value });
  if (httpPart !== 'body') {
    const remembered = rememberedCheck(yup);
    return (input) => answerOf(() => remembered(input));
  }
  return (input) =>
    answerOf(() => {
      const valid = check(yup, input);
      if (input && typeof input === 'object') SENT_BODIES.set(valid, input);
      return valid;
    });
};

/** Types a route's `request.body`, `query` and `params` from the yup schemas its docs name (InferType). */
export interface YupTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends Documented<infer S> ? InferType<S> : unknown;
  serializer: unknown;
}

/** A request whose parts Fastify checked with these schemas, for helpers: `RequestWith<{ params: typeof idParams }>`. */
export type RequestWith<Parts extends { body?: AnyObjectSchema; query?: AnyObjectSchema; params?: AnyObjectSchema }> =
  FastifyRequest & { [Part in keyof Parts]: Parts[Part] extends AnyObjectSchema ? InferType<Parts[Part]> : never };

/** The instance a route plugin registers on: its requests typed by YupTypeProvider. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  YupTypeProvider
>;
