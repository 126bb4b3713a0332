import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '#domain/messages';
import { errorBody } from './http/errors';

/**
 * Serves the built portal from dist/: hashed assets cached for a year, everything else (index.html,
 * build.json) revalidated, and any other non-API GET answered with index.html for browser routing.
 * The build writes brotli and gzip copies beside each text file; the browser gets the one it accepts.
 */
export async function registerPortal(app: FastifyInstance, distDir: string) {
  const root = resolve(distDir);
  const hasPortal = existsSync(resolve(root, 'index.html'));
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    const wantsPage = request.method === 'GET' && !path.startsWith('/api/') && path !== '/api' && !looksLikeFile;
    if (hasPortal && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(404, MESSAGES.notFound));
  });
}
