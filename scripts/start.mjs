/* global process, console */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm start`: builds what is missing or older than its sources (the portal into dist/, the API into
 * dist-server/), then serves both from the compiled API, with plain node.
 */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) readdirSync(path).forEach((name) => visit(join(path, name)));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}
const older = (file, sources) => !existsSync(file) || statSync(file).mtimeMs < newest(sources);

const distIndex = join(process.env.DIST_DIR ?? 'dist', 'index.html');
if (older(distIndex, ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'])) {
  console.log('Building the portal (dist/ is missing or older than src/)…');
  execFileSync('npm', ['run', 'build:portal'], { stdio: 'inherit' });
}
const serverEntry = join('dist-server', 'index.mjs');
if (older(serverEntry, ['server', 'src/domain', 'package.json'])) {
  console.log('Building the API (dist-server/ is missing or older than server/)…');
  execFileSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
}
const { main } = await import(pathToFileURL(serverEntry).href);
await main();
