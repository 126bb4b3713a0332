import { rmSync } from 'node:fs';
import { makeSeededTemplate } from './servers';

/** Migrates and seeds one database for the run; each worker's server starts on a copy (servers.ts). */
export default async function globalSetup() {
  const template = await makeSeededTemplate();
  process.env.E2E_TEMPLATE_DIR = template;
  return () => rmSync(template, { recursive: true, force: true });
}
