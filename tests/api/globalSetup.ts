import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server';
import { createTemplate, removeTemplate, type DatabaseTemplate } from './databaseTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
    /** The API compiled as `npm start` runs it, for the tests that start it as a process (childServer.ts). */
    serverBundle: string;
  }
}

/**
 * Migrates and seeds one template database for the whole API run (see databaseTemplate.ts), and
 * compiles the server once for the tests that run it as a process: loading the TypeScript sources
 * through tsx cost each of those starts ~3 s of CPU, the bundle a fraction of it.
 */
export default async function setup(project: TestProject) {
  // The seeded users' hashes at the tests' lower cost (the api project's env, see vitest.config.ts), so each login is cheap.
  process.env.TEST_PASSWORD_SCRYPT_N ??= project.config.env.TEST_PASSWORD_SCRYPT_N;
  // Inside the repository, where the bundle's imports find node_modules; one folder per run.
  const bundleDir = resolve('node_modules/.cache/freight-api-tests', String(process.pid));
  const [template] = await Promise.all([createTemplate(), buildServer(bundleDir)]);
  project.provide('databaseTemplate', template);
  project.provide('serverBundle', resolve(bundleDir, 'index.mjs'));
  return async () => {
    await removeTemplate(template);
    rmSync(bundleDir, { recursive: true, force: true });
  };
}
