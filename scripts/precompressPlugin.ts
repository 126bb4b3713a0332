import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this, the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, once, at build time, so the
 * server (server/static.ts, `preCompressed`) sends what the browser accepts without compressing
 * on each request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'freight:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_, bundle) {
      const files = Object.values(bundle)
        .map((output) => ({ name: output.fileName, body: output.type === 'chunk' ? output.code : output.source }))
        .filter(({ name, body }) => TEXT.test(name) && Buffer.byteLength(body) >= MIN_BYTES);
      await Promise.all(
        files.map(async ({ name, body }) => {
          const path = join(outDir, name);
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(body, { level: 9 }),
          ]);
          writeFileSync(`${path}.br`, br);
          writeFileSync(`${path}.gz`, gz);
        }),
      );
    },
  };
}
