import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnyObjectSchema } from 'yup';
import type { FastifySchema } from 'fastify';

interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  body?: AnyObjectSchema;
  querystring?: AnyObjectSchema;
  params?: AnyObjectSchema;
  /** true for routes reachable without a bearer token */
  public?: boolean;
}

/**
 * OpenAPI documentation for a route, generated from the same src/domain yup schema that validates
 * it. Fastify's own validation is switched off in app.ts so that yup stays the one validator.
 */
export function docs({ body, querystring, params, public: isPublic, ...rest }: RouteDocs): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = { ...rest };
  if (body) schema.body = convertSchema(body);
  if (querystring) schema.querystring = convertSchema(querystring);
  if (params) schema.params = convertSchema(params);
  if (!isPublic) schema.security = [{ bearerAuth: [] }];
  return schema;
}
