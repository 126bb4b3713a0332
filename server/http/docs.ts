import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnyObjectSchema } from 'yup';
import type { FastifySchema } from 'fastify';
import { Kind, type TSchema } from '@sinclair/typebox';
import { ErrorAnswer } from '#domain/records/envelope';

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
}

/**
 * OpenAPI documentation for a route, generated from the same src/domain yup schema that validates
 * it. Fastify's own validation is switched off in app.ts so that yup stays the one validator.
 */
export function docs({ body, querystring, params, public: isPublic, answer, ...rest }: RouteDocs): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = { ...rest };
  if (answer)
    schema.response = { ...(isSchema(answer) ? { 200: answer } : answer), '4xx': ErrorAnswer, '5xx': ErrorAnswer };
  if (body) schema.body = convertSchema(body);
  if (querystring) schema.querystring = convertSchema(querystring);
  if (params) schema.params = convertSchema(params);
  if (!isPublic) schema.security = [{ bearerAuth: [] }];
  return schema;
}

const isSchema = (value: TSchema | Record<number, TSchema>): value is TSchema => Kind in value;
