import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../server/index';

/** The newest modification time under the given paths. */
function newest(paths: string[]): number {
  let latest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) readdirSync(path).forEach((name) => visit(join(path, name)));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const distIndex = join(process.env.DIST_DIR ?? 'dist', 'index.html');
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];
if (!existsSync(distIndex) || statSync(distIndex).mtimeMs < newest(sources)) {
  console.log('Building the portal (dist/ is missing or older than src/)…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}
await main();
