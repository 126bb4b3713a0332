import { rmSync } from 'node:fs';
import { makeSeededTemplate } from './servers';

/**
 * Migrates and seeds one database for the run; each worker's server starts on a copy (servers.ts).
 * One made beforehand (E2E_TEMPLATE_DIR, by makeTemplate.ts) is used as it is and left to its maker.
 */
export default async function globalSetup() {
  if (process.env.E2E_TEMPLATE_DIR) return;
  const template = await makeSeededTemplate();
  process.env.E2E_TEMPLATE_DIR = template;
  return () => rmSync(template, { recursive: true, force: true });
}
