import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnyObjectSchema } from 'yup';
import type { FastifySchema } from 'fastify';
import { Kind, type TSchema } from '@sinclair/typebox';
import { ErrorAnswer } from '#domain/records/envelope';
import { toOpenApi30 } from './openApiDialect';
import { documentVersion } from './versioned';
import { checkedWith, type Documented } from './validate';

/** A part the handler checks itself. */
type OwnPart = 'body' | 'querystring' | undefined;

interface RouteDocs<
  Body extends AnyObjectSchema | undefined,
  Query extends AnyObjectSchema | undefined,
  Params extends AnyObjectSchema | undefined,
  Own extends OwnPart,
> {
  tags: string[];
  summary: string;
  description?: string;
  body?: Body;
  querystring?: Query;
  params?: Params;
  /**
   * The part the handler checks itself (validate(), server/http/validate.ts), with what only it knows:
   * the record, the caller, a multipart form. Fastify checks every other documented part before the handler.
   */
  handlerValidates?: Own;
  /** true for routes reachable without a bearer token */
  public?: boolean;
  /**
   * The success answer, whole (`DataOf(Record)`, `PageOf(Record)`) from src/domain/records: Fastify
   * serialises it with its compiled serialiser, which drops every field not declared. Keyed by status
   * when a route answers more than one (201 for a create).
   */
  answer?: TSchema | Record<number, TSchema>;
  /** The route checks the record's version (server/http/write.ts): `version` in the body, or If-Match. */
  versioned?: boolean;
}

type Checked<S> = S extends AnyObjectSchema ? Documented<S> : undefined;
/** A part's type in the handler: checked and typed by its schema, or as sent (unknown) when the handler checks it. */
type Part<S, Name extends OwnPart, Own extends OwnPart> = [Own] extends [Name] ? undefined : Checked<S>;

/**
 * A route's schema from src/domain: OpenAPI documentation generated from the yup schemas, which also
 * check the input (server/http/validate.ts) and type it in the handler.
 */
export function docs<
  Body extends AnyObjectSchema | undefined = undefined,
  Query extends AnyObjectSchema | undefined = undefined,
  Params extends AnyObjectSchema | undefined = undefined,
  Own extends OwnPart = undefined,
>({
  body,
  querystring,
  params,
  public: isPublic,
  answer,
  versioned,
  handlerValidates,
  ...rest
}: RouteDocs<Body, Query, Params, Own>): FastifySchema & {
  body: Part<Body, 'body', Own>;
  querystring: Part<Query, 'querystring', Own>;
  params: Checked<Params>;
} {
  const schema: FastifySchema & Record<string, unknown> = { ...rest };
  const documented = (yup: AnyObjectSchema) => toOpenApi30(convertSchema(yup));
  if (answer)
    schema.response = { ...(isSchema(answer) ? { 200: answer } : answer), '4xx': ErrorAnswer, '5xx': ErrorAnswer };
  if (body) schema.body = documented(body);
  if (querystring) schema.querystring = documented(querystring);
  if (params) schema.params = documented(params);
  // A public route says so (an empty list), so that every operation states its security.
  schema.security = isPublic ? [] : [{ bearerAuth: [] }];
  const routeSchema = versioned ? documentVersion(schema) : schema;
  const parts = { body, querystring, params };
  for (const [name, yup] of Object.entries(parts))
    if (yup && name !== handlerValidates) checkedWith(routeSchema[name as keyof typeof parts], yup);
  return routeSchema as ReturnType<typeof docs<Body, Query, Params, Own>>;
}

const word = (part: string) => part.charAt(0).toUpperCase() + part.slice(1);

/**
 * The document's name for an operation, from its method and path, so a client generator's functions
 * read like the route: GET /api/shipment/:id → getShipmentById, POST /api/bid/booking/:bookingId/accept
 * → postBidBookingByBookingIdAccept.
 */
export function operationIdOf(method: string, url: string): string {
  const parts = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${word(part.slice(1))}` : part))
    .flatMap((part) => part.split(/[-_.]/))
    .map(word);
  return method.toLowerCase() + parts.join('');
}

const isSchema = (value: TSchema | Record<number, TSchema>): value is TSchema => Kind in value;
