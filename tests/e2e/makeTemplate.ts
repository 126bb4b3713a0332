import { makeSeededTemplate } from './servers';

/**
 * `npx tsx tests/e2e/makeTemplate.ts`: makes the journeys' seeded database ahead of Playwright and prints
 * its folder, for E2E_TEMPLATE_DIR (scripts/test.sh makes it beside the PostgreSQL pass; its owner removes it).
 */
console.log(await makeSeededTemplate());
process.exit(0);
