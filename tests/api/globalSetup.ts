import type { TestProject } from 'vitest/node';
import { createTemplate, removeTemplate, type DatabaseTemplate } from './databaseTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Migrates and seeds one template database for the whole API run (see databaseTemplate.ts). */
export default async function setup(project: TestProject) {
  const template = await createTemplate();
  project.provide('databaseTemplate', template);
  return () => removeTemplate(template);
}
