import { appendFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Every page a journey visits must have 0 WCAG 2.x A/AA violations. */
export async function expectAccessible(page: Page) {
  const started = Date.now();
  // Measure what a person sees once transitions settle: a menu fading out has half-opaque text.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // A list being read again shows its bar above the grid, named (GridLoadingBar): axe may see it at any time.
  const results = await new AxeBuilder({ page })
    // Only the violations: collecting every passing node's details is much of axe's time on a big page.
    // (First: options() replaces what withTags() sets.)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // axe.run in the page itself: the default runs it in parts and finishes in a new blank page, which
    // was half of every check's time (25 checks of five journey files: 42 → 23 s). The portal has no
    // cross-origin frames, the case that mode is for; accessibilityCheck.spec.ts shows it still fails.
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')})`,
  );
  // E2E_AXE_LOG=file: one line per check (milliseconds, page), to see where a run's time goes.
  if (process.env.E2E_AXE_LOG) appendFileSync(process.env.E2E_AXE_LOG, `${Date.now() - started}\t${page.url()}\n`);
  expect(summary, 'axe-core WCAG A/AA violations').toEqual([]);
}
