import { initMonitoring } from './monitoring';
import { versionCheck } from './versionCheck';
import { loadIpLocation } from './ipLocation';

/** SPEC §4 start-up order: initial async init, then the version check, then the IP location. */
export async function startup() {
  await initMonitoring().catch((error) => console.error('monitoring init error', error));
  await versionCheck();
  await loadIpLocation();
}
