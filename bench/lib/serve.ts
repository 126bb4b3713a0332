import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ServedApp {
  /** e.g. http://127.0.0.1:41235 */
  origin: string;
  stop(): Promise<void>;
}

export interface ServeOptions {
  /** A Vite build's output directory (holds index.html). */
  distDir: string;
  /** Where `/api/*` is proxied to, e.g. http://127.0.0.1:41234 */
  apiOrigin: string;
  port?: number;
  /** Gzip text answers when the browser accepts it, as any production front (nginx, a CDN) does. Default true. */
  gzip?: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

interface CachedFile {
  body: Buffer;
  gzipped?: Buffer;
}

/**
 * A tiny production-like static server for a Vite build: hashed assets cached for a year,
 * everything else revalidated (as server/static.ts does), any page path answered with index.html,
 * and `/api/*` proxied to the reference API. Both apps of a comparison are served by it alike.
 */
export function serveDist({ distDir, apiOrigin, port = 0, gzip = true }: ServeOptions): Promise<ServedApp> {
  const root = resolve(distDir);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root}/index.html is missing: build first`);
  const api = new URL(apiOrigin);
  const files = new Map<string, CachedFile>();

  const readCached = (path: string, compressible: boolean): CachedFile => {
    let cached = files.get(path);
    if (!cached) {
      const body = readFileSync(path);
      cached = { body, gzipped: compressible && gzip ? gzipSync(body, { level: 6 }) : undefined };
      files.set(path, cached);
    }
    return cached;
  };

  const sendFile = (req: IncomingMessage, res: ServerResponse, path: string) => {
    const extension = extname(path);
    const { body, gzipped } = readCached(path, COMPRESSIBLE.has(extension));
    const useGzip = gzipped && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const payload = useGzip ? gzipped : body;
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'content-length': payload.length,
      'cache-control': path.startsWith(join(root, 'assets') + sep) ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  };

  const proxy = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = httpRequest(
      {
        hostname: api.hostname,
        port: api.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: api.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`Bad gateway: ${error.message}`);
    });
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    if (path === '/api' || path.startsWith('/api/')) return proxy(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const file = normalize(join(root, path));
    const inside = file.startsWith(root + sep);
    if (inside && existsSync(file) && statSync(file).isFile()) return sendFile(req, res, file);
    // A path that names a file (build.json, a stale chunk) is a 404; any other path is a page.
    if (/\.[a-z0-9]+$/i.test(path)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    sendFile(req, res, join(root, 'index.html'));
  });

  return new Promise((resolveServed, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolveServed({
        origin: `http://127.0.0.1:${actualPort}`,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
