import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnyObjectSchema } from 'yup';
import type { FastifySchema } from 'fastify';
import { Kind, type TSchema } from '@sinclair/typebox';
import { ErrorAnswer } from '#domain/records/envelope';
import { toOpenApi30 } from './openApiDialect';
import { documentVersion } from './versioned';

interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  body?: AnyObjectSchema;
  querystring?: AnyObjectSchema;
  params?: AnyObjectSchema;
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

/**
 * OpenAPI documentation for a route, generated from the same src/domain yup schema that validates
 * it. Fastify's own validation is switched off in app.ts so that yup stays the one validator.
 */
export function docs({
  body,
  querystring,
  params,
  public: isPublic,
  answer,
  versioned,
  ...rest
}: RouteDocs): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = { ...rest };
  if (answer)
    schema.response = { ...(isSchema(answer) ? { 200: answer } : answer), '4xx': ErrorAnswer, '5xx': ErrorAnswer };
  if (body) schema.body = toOpenApi30(convertSchema(body));
  if (querystring) schema.querystring = toOpenApi30(convertSchema(querystring));
  if (params) schema.params = toOpenApi30(convertSchema(params));
  // A public route says so (an empty list), so that every operation states its security.
  schema.security = isPublic ? [] : [{ bearerAuth: [] }];
  return versioned ? documentVersion(schema) : schema;
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
