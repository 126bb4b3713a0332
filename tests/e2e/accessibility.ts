import { appendFileSync } from 'node:fs';
import { expect, type Frame, type Page } from '@playwright/test';
import axe from 'axe-core';

const OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only the violations: collecting every passing node's details is much of axe's time on a big page.
  resultTypes: ['violations'],
};

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe's 550 KB source goes into a document once: a journey's later checks on the same page (the
 * portal changes routes without reloading) find it there. @axe-core/playwright evaluated it twice per
 * check: 14 checks of two journey files took 440 ms each with it, 237 ms without (means of two runs).
 */
async function ensureAxe(frame: Frame) {
  const present = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function').catch(() => true);
  if (!present) await frame.evaluate(axe.source);
}

/** Every page a journey visits must have 0 WCAG 2.x A/AA violations. */
export async function expectAccessible(page: Page) {
  const started = Date.now();
  // Measure what a person sees once transitions settle: a menu fading out has half-opaque text.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // Same-origin frames are checked too, as axe does when it is in each of them.
  for (const frame of page.frames()) await ensureAxe(frame);
  // A list being read again shows its bar above the grid, named (GridLoadingBar): axe may see it at any time.
  const violations = await page.evaluate(
    (options) => (window as AxeWindow).axe!.run(document, options).then((r) => r.violations),
    OPTIONS,
  );
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')})`,
  );
  // E2E_AXE_LOG=file: one line per check (milliseconds, page), to see where a run's time goes.
  if (process.env.E2E_AXE_LOG) appendFileSync(process.env.E2E_AXE_LOG, `${Date.now() - started}\t${page.url()}\n`);
  expect(summary, 'axe-core WCAG A/AA violations').toEqual([]);
}
