import { join } from 'node:path';
import { buildServer, SERVER_OUT_DIR } from '../../scripts/build-server';

/**
 * The node arguments that run the API as `npm start` does: the compiled dist-server/index.mjs, built
 * afresh once per bench run (esbuild takes about a second), so a bench never measures a stale build.
 */
let built: Promise<void> | undefined;
export async function compiledServerArgs(): Promise<string[]> {
  // Once per bench process: the servers it starts share the build.
  await (built ??= buildServer());
  return ['--enable-source-maps', join(SERVER_OUT_DIR, 'index.mjs')];
}
