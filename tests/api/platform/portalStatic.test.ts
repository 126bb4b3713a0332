import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { testAppPerFile } from '../testApp';

/*
 * The built portal as server/static.ts serves it: the brotli or gzip copy the build wrote beside a
 * file (scripts/precompressPlugin.ts) goes to a browser that accepts it, the file itself to one
 * that does not, with the same caching either way.
 */
const INDEX = '<!doctype html><html><body><div id="root"></div>' + '<!-- padding -->'.repeat(80) + '</body></html>';
const APP_JS = 'console.log("portal");\n'.repeat(200);
const SMALL_JS = 'export const x = 1;';

const distDir = mkdtempSync(join(tmpdir(), 'freight-static-dist-'));
mkdirSync(join(distDir, 'assets'));
const write = (name: string, body: string, compressed = true) => {
  writeFileSync(join(distDir, name), body);
  if (!compressed) return;
  writeFileSync(join(distDir, `${name}.br`), brotliCompressSync(body));
  writeFileSync(join(distDir, `${name}.gz`), gzipSync(body));
};
write('index.html', INDEX);
write('assets/app-abc123.js', APP_JS);
write('assets/small-abc123.js', SMALL_JS, false);

const t = testAppPerFile({ distDir });
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the portal, compressed at build time', () => {
  it('sends brotli to a browser that accepts it, with the JavaScript type and a year of caching', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends gzip when brotli is not accepted', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(APP_JS);
  });

  it('falls back to the file itself when the build wrote no compressed copy (small files)', async () => {
    const res = await get('/assets/small-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SMALL_JS);
  });

  it('a page path gets index.html compressed, revalidated on every visit', async () => {
    const res = await get('/shipments/42/show', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('API answers are untouched by it, and a missing asset is still a 404', async () => {
    expect((await get('/api/health', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/assets/missing.js', 'br')).statusCode).toBe(404);
  });
});
