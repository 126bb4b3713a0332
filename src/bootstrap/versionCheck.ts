import { storage } from '../providers/storage';

/** The build id is the text after "commit/" in /build.json's commit field. */
export const buildIdOf = (commit: unknown) =>
  typeof commit === 'string' && commit.includes('commit/')
    ? commit.slice(commit.lastIndexOf('commit/') + 'commit/'.length)
    : undefined;

/** Cached data that a new build may no longer understand: react-admin's persisted store and the IP location. */
export function clearCachedData() {
  Object.keys(localStorage)
    .filter((key) => key.startsWith('RaStore'))
    .forEach((key) => localStorage.removeItem(key));
  storage.remove('ipLocation');
}

/**
 * SPEC §7 start-up step 1: a different build id than the stored hash clears the cached data and
 * stores the new hash; a missing or equal id does nothing; a failure is logged and start-up goes on.
 */
export async function versionCheck(fetchImpl: typeof fetch = fetch): Promise<'updated' | 'unchanged'> {
  try {
    const response = await fetchImpl('/build.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const buildId = buildIdOf(((await response.json()) as { commit?: unknown }).commit);
    if (!buildId || buildId === storage.get('hash')) return 'unchanged';
    clearCachedData();
    storage.set('hash', buildId);
    return 'updated';
  } catch (error) {
    console.error('versionCheck error', error instanceof Error ? error.message : String(error));
    return 'unchanged';
  }
}
