import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzip sizes of the built portal: the entry chunk (what index.html loads first) against its 40 KB
 * budget, and every other chunk. Run after `npm run build`: `npm run bench:bundle`.
 */
const dist = process.env.DIST_DIR ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('No entry script in dist/index.html: build first (npm run build)');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (path: string) => gzipSync(readFileSync(path)).length;
const ENTRY_BUDGET = 40 * 1024;

const rows = readdirSync(join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => ({ name, gzip: gz(join(dist, 'assets', name)) }))
  .sort((a, b) => b.gzip - a.gzip);
const entrySize = gz(join(dist, entry));
const entrySource = readFileSync(join(dist, entry), 'utf8');
const forbidden = ['react-dom', '@mui/material', 'react-admin', '@sentry'].filter((lib) => entrySource.includes(`node_modules/${lib}`));

console.log(`entry ${entry}: ${kb(entrySize)} gzip (budget ${kb(ENTRY_BUDGET)}) ${entrySize <= ENTRY_BUDGET ? 'OK' : 'OVER'}`);
console.log(forbidden.length ? `entry holds ${forbidden.join(', ')}: NOT OK` : 'entry holds no React, react-admin, MUI or Sentry code: OK');
for (const row of rows) console.log(`  ${row.name.padEnd(34)} ${kb(row.gzip).padStart(10)}`);
console.log(`total ${kb(rows.reduce((sum, row) => sum + row.gzip, 0))} gzip in ${rows.length} files`);
if (entrySize > ENTRY_BUDGET || forbidden.length) process.exitCode = 1;
