import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit test files that replace a module with vi.mock: found by reading them, so a new one is never missed. */
const unitDir = new URL('tests/unit/', import.meta.url);
const MOCKING_MODULES = readdirSync(unitDir)
  .filter((name) => /\.test\.tsx?$/.test(name) && readFileSync(new URL(name, unitDir), 'utf8').includes('vi.mock('))
  .map((name) => `tests/unit/${name}`);

const unit = {
  environment: 'jsdom' as const,
  include: ['tests/unit/**/*.test.{ts,tsx}'],
  setupFiles: ['tests/unit/setup.ts'],
  // jsdom with user-event typing is slow on a busy 2-core machine: a wait is not a failure.
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    // Vitest's default leaves one of this 2-core machine's cores idle (CPUs - 1 workers).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      {
        plugins: [react()],
        test: {
          ...unit,
          name: 'unit',
          exclude: MOCKING_MODULES,
          // Files share loaded modules (React, MUI, react-admin): importing them again for each file
          // cost more CPU than most files' tests.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        // vi.mock swaps a module for the whole file: these need modules loaded afresh.
        test: { ...unit, name: 'unit-isolated', include: MOCKING_MODULES },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/globalSetup.ts'],
          // Each file builds its own app on its own database, so files may share loaded modules:
          // re-importing the server for each of them cost more than most files' tests.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
