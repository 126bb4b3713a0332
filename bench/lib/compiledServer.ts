import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, SERVER_OUT_DIR } from '../../scripts/build-server';

const newest = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  return stat.isDirectory() ? Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name)))) : stat.mtimeMs;
};

/**
 * The node arguments that run the API as `npm start` does: the compiled dist-server/index.mjs, built
 * first when it is missing or older than its sources.
 */
export async function compiledServerArgs(): Promise<string[]> {
  const entry = join(SERVER_OUT_DIR, 'index.mjs');
  const sources = Math.max(newest('server'), newest('src/domain'), newest('package.json'));
  if (!existsSync(entry) || statSync(entry).mtimeMs < sources) await buildServer();
  return ['--enable-source-maps', entry];
}
