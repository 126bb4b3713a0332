import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO_PASSWORD = 'demo1234';
export const ACCOUNTS = {
  csr: { username: '03001234567', kind: 'Internal staff', name: 'Ayesha Khan' },
  shipperA: { username: 'shipper@example.com', kind: 'Shipper', name: 'Bilal Ahmed' },
  shipperB: { username: '03021234567', kind: 'Shipper', name: 'Sana Malik' },
} as const;

/** Every page a journey visits must have 0 WCAG 2.x A/AA violations. */
export async function expectAccessible(page: Page) {
  // Measure what a person sees once transitions settle: a menu fading out has half-opaque text.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')})`,
  );
  expect(summary, 'axe-core WCAG A/AA violations').toEqual([]);
}

export async function signIn(page: Page, who: keyof typeof ACCOUNTS, password = DEMO_PASSWORD) {
  const account = ACCOUNTS[who];
  await page.getByRole('button', { name: account.kind }).click();
  await page.getByLabel('Phone number or email').fill(account.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The server of the worker running the test (playwright.config.ts starts one per worker). */
export function workerServer(parallelIndex: number) {
  const at = (name: 'E2E_PORTS' | 'E2E_OTP_OUTBOXES') => {
    const value = process.env[name]?.split(',')[parallelIndex];
    if (!value)
      throw new Error(`${name} has no entry for worker ${parallelIndex}: run with --workers at most E2E_WORKERS`);
    return value;
  };
  return { baseURL: `http://localhost:${at('E2E_PORTS')}`, otpOutbox: at('E2E_OTP_OUTBOXES') };
}

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => provide(workerServer(testInfo.parallelIndex).baseURL),
});
export { expect };

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Types a date (and, with `withTime`, its time) into an MUI X picker the way a person does: into its
 * day section, then on through month, year, hours, minutes and AM/PM (SPEC §9 dd/MM/yyyy hh:mm a).
 */
export async function typeDate(page: Page, label: string, date: Date, withTime = false) {
  await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name: 'Day' }).click();
  let keys = `${two(date.getDate())}${two(date.getMonth() + 1)}${date.getFullYear()}`;
  if (withTime)
    keys += `${two(date.getHours() % 12 || 12)}${two(date.getMinutes())}${date.getHours() < 12 ? 'A' : 'P'}`;
  await page.keyboard.type(keys);
}

/** The record rows of the page's list grid(s) (MUI X DataGrid rows carry their record id; the header row does not). */
export const gridRows = (page: Page) => page.locator('#main-content [role="grid"] [role="row"][data-id]');
