import type { TestProject } from 'vitest/node';
import { createTemplate, removeTemplate, type DatabaseTemplate } from './databaseTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Migrates and seeds one template database for the whole API run (see databaseTemplate.ts). */
export default async function setup(project: TestProject) {
  // The seeded users' hashes at the tests' lower cost (the api project's env, see vitest.config.ts), so each login is cheap.
  process.env.TEST_PASSWORD_SCRYPT_N ??= project.config.env.TEST_PASSWORD_SCRYPT_N;
  const template = await createTemplate();
  project.provide('databaseTemplate', template);
  return () => removeTemplate(template);
}
