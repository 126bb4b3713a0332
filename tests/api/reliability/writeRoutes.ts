import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './schemaArbitraries';

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

interface DocumentedParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface DocumentedOperation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: DocumentedParameter[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentedOperation>>;
}

export interface WriteRoute {
  method: (typeof WRITE_METHODS)[number];
  url: string;
  public: boolean;
  /** The documented JSON body (the same yup schema the route validates with, see server/http/docs.ts). */
  body?: JsonSchema;
  pathParams: { name: string; schema?: JsonSchema }[];
  query: { name: string; required: boolean; schema?: JsonSchema }[];
  /** A file route (its URL ends in /upload): multipart only, and nothing we send holds a file of an accepted type. */
  upload: boolean;
}

/**
 * Every write route of the API, from Fastify's route table (server/app.ts records it on onRoute), with
 * the body and parameter schemas @fastify/swagger documents for it: a route added later is covered
 * without touching this suite.
 */
export function writeRoutes(app: FastifyInstance): WriteRoute[] {
  const document = (app as unknown as { swagger(): OpenApiDocument }).swagger();
  return app.routeTable
    .filter((route) => route.url.startsWith('/api/') && (WRITE_METHODS as readonly string[]).includes(route.method))
    .map((route) => {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()] ?? {};
      const parameters = operation.parameters ?? [];
      const pathNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
      return {
        method: route.method as WriteRoute['method'],
        url: route.url,
        public: route.public,
        body: Object.values(operation.requestBody?.content ?? {})[0]?.schema,
        pathParams: pathNames.map((name) => ({
          name,
          schema: parameters.find((p) => p.in === 'path' && p.name === name)?.schema,
        })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema })),
        upload: route.url.endsWith('/upload'),
      };
    });
}
