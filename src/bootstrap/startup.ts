import { initMonitoring } from './monitoring';
import { versionCheck } from './versionCheck';
import { loadIpLocation } from './ipLocation';

/**
 * SPEC §4 start-up order: initial async init, then the version check, then the IP location. The IP
 * location is started, not awaited: no screen needs it, and a slow API must not hold back the first
 * page for the client's whole timeout.
 */
export async function startup() {
  await initMonitoring().catch((error) => console.error('monitoring init error', error));
  await versionCheck();
  void loadIpLocation();
}
