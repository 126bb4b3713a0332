import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * The states of a page this worker has already had axe look at, by their shape: the route (ids left
 * out), the language and direction, and every kind of visible element — its tag, role, classes
 * (emotion's class names carry the styles, so another colour or an error state is another class),
 * the aria attributes it has and whether it carries text of its own. A state of the same shape gives
 * axe the same elements in the same styles, so it is checked once per worker: axe takes seconds a
 * page on a busy machine, and journeys come back to the same screens many times.
 */
const checked = new Set<string>();

function shapeOfPage() {
  const kinds = new Set<string>();
  for (const element of document.querySelectorAll('body *')) {
    if (!element.checkVisibility()) continue;
    const aria = [...element.attributes]
      .map((attribute) => attribute.name)
      .filter((name) => name.startsWith('aria-') || name === 'role' || name === 'title' || name === 'alt')
      .sort()
      .join(',');
    const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim() !== '');
    kinds.add(`${element.tagName}|${element.getAttribute('class') ?? ''}|${aria}|${ownText ? 'text' : ''}`);
  }
  const root = document.documentElement;
  const route = location.pathname.replace(/\d+/g, '#');
  return `${root.lang}|${root.dir}|${route}\n${[...kinds].sort().join('\n')}`;
}

/** Every page a journey visits must have 0 WCAG 2.x A/AA violations. */
export async function expectAccessible(page: Page) {
  const started = Date.now();
  // Measure what a person sees once transitions settle: a menu fading out has half-opaque text.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const shape = createHash('sha1')
    .update(await page.evaluate(shapeOfPage))
    .digest('hex');
  if (checked.has(shape)) return log(page, started, 'same shape, checked before');
  const results = await new AxeBuilder({ page })
    // Only the violations: collecting every passing node's details is much of axe's time on a big page.
    // (First: options() replaces what withTags() sets.)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')})`,
  );
  expect(summary, 'axe-core WCAG A/AA violations').toEqual([]);
  checked.add(shape);
  log(page, started, 'checked');
}

/** E2E_AXE_LOG=file: one line per call (milliseconds, what was done, the page), to see where the time goes. */
function log(page: Page, started: number, what: string) {
  if (process.env.E2E_AXE_LOG)
    appendFileSync(process.env.E2E_AXE_LOG, `${Date.now() - started}\t${what}\t${page.url()}\n`);
}
