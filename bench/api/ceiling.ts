import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTokenService } from '../../server/auth/tokens';
import { drive, type LoadFigures } from './load';
import { cpuSeconds, freePort, startNode, waitUntilServing } from './processes';
import { CEILING_PATH } from './scenarios';

export interface CeilingFigures extends LoadFigures {
  peakRssMb: number;
  /** The server's CPU time per request, flat out. */
  serverCpuMs: number;
}

/** bench/api/ceilingServer.ts as a child, serving `listPage` from memory, driven flat out. */
export async function benchCeiling(listPage: string, resultsDir: string, seconds: number): Promise<CeilingFigures> {
  const port = await freePort();
  const secret = randomBytes(32).toString('base64url');
  const pageFile = join(resultsDir, 'ceiling-page.json');
  writeFileSync(pageFile, listPage);
  const logFile = join(resultsDir, 'ceiling.log');
  const env = {
    PORT: String(port),
    JWT_SECRET: secret,
    LOG_LEVEL: 'warn',
    DIST_DIR: join(resultsDir, 'empty-dist'),
    BENCH_CEILING_PAGE: pageFile,
  };
  const child = startNode(['--import', 'tsx', 'bench/api/ceilingServer.ts'], env, logFile);
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await createTokenService(secret, 900).signAccess({ sub: '1', sid: 'bench', userType: 1 });
    const url = `${base}${CEILING_PATH}`;
    await waitUntilServing(url, child, logFile, { headers: { authorization: `Bearer ${token}` } });
    await drive({ url, token, seconds: 1 });
    const cpuBefore = cpuSeconds(child.pid);
    const figures = await drive({ url, token, seconds });
    const serverCpuMs = ((cpuSeconds(child.pid) - cpuBefore) * 1000) / Math.max(1, figures.requests);
    return { ...figures, peakRssMb: child.peakRssMb(), serverCpuMs };
  } finally {
    await child.stop();
  }
}
