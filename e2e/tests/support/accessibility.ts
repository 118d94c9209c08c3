import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * The widths every screen is checked at: the smallest phone we support, the reference phone, and
 * the shop's desktop. Heights follow the devices; only the width changes the layout.
 *
 * Colour contrast, about two thirds of axe's time, is checked at the reference phone and the desktop only: the
 * smallest phone has the reference phone's colours, since no style changes a colour between the two widths
 * (apps/web/src/styles/colours-by-width.test.ts holds the style sheets to that). Every other rule runs at all
 * three, as layout, target sizes and what is shown differ.
 */
export const AXE_VIEWPORTS = [
  { width: 320, height: 640, colourContrast: false },
  { width: 390, height: 844, colourContrast: true },
  { width: 1366, height: 768, colourContrast: true },
] as const;

// WCAG 2.2 AA includes target size (2.5.8, 24×24 CSS px); axe tags it wcag22aa.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Only the violations are read, so axe details no other result type (resultTypes limits passes, incomplete
 * and inapplicable rules to one node each); which rules run and what counts as a violation do not change.
 */
const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  resultTypes: ['violations'],
};

/**
 * A screen without frames is checked by axe.run in the page itself, with axe injected once per document.
 * AxeBuilder's default path (axe in every frame, then the results joined in a blank page it opens) is what a
 * screen with frames (a lender's form, a signing frame) needs; on a screen without them it gives the same
 * violations in about a quarter of the time (decision 247).
 */
async function violationsOf(page: Page, colourContrast: boolean): Promise<axe.Result[]> {
  const options: axe.RunOptions = colourContrast
    ? AXE_OPTIONS
    : { ...AXE_OPTIONS, rules: { 'color-contrast': { enabled: false } } };
  if (page.frames().length > 1) {
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options(options).analyze();
    return results.violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async (runOptions) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions)).violations,
    options,
  );
}

async function blockingViolations(page: Page, colourContrast: boolean): Promise<string[]> {
  return (await violationsOf(page, colourContrast))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Fails on any serious or critical axe violation on the current screen (GUIDE "Tests": axe on each screen),
 * at each of AXE_VIEWPORTS; the page's own viewport is restored afterwards so the journey goes on as it was.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const own = page.viewportSize();
  const found: string[] = [];
  try {
    for (const { colourContrast, ...viewport } of AXE_VIEWPORTS) {
      await page.setViewportSize(viewport);
      // Reading geometry lays the page out at the new width at once (no frame to wait for, which a test
      // that stops the page's clock would never get).
      await page.evaluate(() => document.documentElement.getBoundingClientRect().width);
      for (const violation of await blockingViolations(page, colourContrast))
        found.push(`${viewport.width} px: ${violation}`);
    }
  } finally {
    if (own) await page.setViewportSize(own);
  }
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
