import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const BASELINE_DIST = join('bench', 'baseline', 'dist');
export const PORTAL_DIST = process.env.PORTAL_DIST ?? 'dist';

/** Builds bench/baseline (the bare react-admin app) unless a build is already there. */
export function ensureBaselineBuilt(distDir = BASELINE_DIST) {
  if (existsSync(join(distDir, 'index.html'))) return;
  execFileSync('npx', ['vite', 'build', '--config', join('bench', 'baseline', 'vite.config.ts')], { stdio: 'inherit' });
}

export function assertPortalBuilt(distDir = PORTAL_DIST) {
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`${distDir}/index.html is missing: run npm run build first`);
}
