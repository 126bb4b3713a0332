import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { serviceOrigins } from '../src/domain/outsideServices';

/** /build.json: the build id the portal's start-up version check compares with its stored hash. */
function buildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    const sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${sha}-${Date.now().toString(36)}`;
  } catch {
    return randomBytes(6).toString('hex');
  }
}

const outDir = process.env.DIST_DIR ?? 'dist';
writeFileSync(
  `${outDir}/build.json`,
  JSON.stringify({
    commit: `freight-portal/commit/${buildId()}`,
    builtAt: new Date().toISOString(),
    // The outside services this build calls, as Vite read their settings: the API's CSP allows them.
    services: serviceOrigins({ ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env }),
  }),
);
