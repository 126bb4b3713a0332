import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { precompress } from '../../../scripts/precompressPlugin';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function build(files: Record<string, string>) {
  const outDir = mkdtempSync(join(tmpdir(), 'freight-precompress-'));
  dirs.push(outDir);
  const plugin = precompress() as unknown as {
    configResolved(config: { build: { outDir: string } }): void;
    writeBundle(options: object, bundle: Rollup.OutputBundle): Promise<void>;
  };
  plugin.configResolved({ build: { outDir } });
  const bundle = Object.fromEntries(
    Object.entries(files).map(([fileName, text]) => [
      fileName,
      fileName.endsWith('.js') ? { type: 'chunk', fileName, code: text } : { type: 'asset', fileName, source: text },
    ]),
  ) as unknown as Rollup.OutputBundle;
  await plugin.writeBundle({}, bundle);
  return outDir;
}

describe('precompress (the build writes .br and .gz copies)', () => {
  it('writes brotli and gzip copies of chunks and text assets that decompress to the original', async () => {
    const js = 'export const rows = [];\n'.repeat(100);
    const css = '.row { color: #111; }\n'.repeat(100);
    const outDir = await build({ 'app.js': js, 'app.css': css });
    expect(brotliDecompressSync(readFileSync(join(outDir, 'app.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(outDir, 'app.js.gz'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(outDir, 'app.css.gz'))).toString()).toBe(css);
  });

  it('leaves small files and binary assets alone', async () => {
    const outDir = await build({ 'tiny.js': 'export {};', 'logo.png': 'x'.repeat(5000) });
    expect(existsSync(join(outDir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(outDir, 'logo.png.br'))).toBe(false);
  });
});
