import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * The API as one JavaScript file, `dist-server/index.mjs`, which `npm start` runs with plain node:
 * no TypeScript loader in the serving process (tsx held ~55 MB of it). Packages stay in node_modules;
 * the migrations are copied beside it, where server/db/client.ts looks for them.
 */
export const SERVER_OUT_DIR = 'dist-server';

export async function buildServer(outDir = SERVER_OUT_DIR) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: ['server/index.ts'],
    outfile: `${outDir}/index.mjs`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync('server/db/migrations', `${outDir}/migrations`, { recursive: true });
}

const isEntry = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntry) await buildServer();
