import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The widths every screen is checked at: the smallest phone we support, the reference phone, and
 * the shop's desktop. Heights follow the devices; only the width changes the layout.
 */
export const AXE_VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

// WCAG 2.2 AA includes target size (2.5.8, 24×24 CSS px); axe tags it wcag22aa.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
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
    for (const viewport of AXE_VIEWPORTS) {
      await page.setViewportSize(viewport);
      // Reading geometry lays the page out at the new width at once (no frame to wait for, which a test
      // that stops the page's clock would never get).
      await page.evaluate(() => document.documentElement.getBoundingClientRect().width);
      for (const violation of await blockingViolations(page))
        found.push(`${viewport.width} px: ${violation}`);
    }
  } finally {
    if (own) await page.setViewportSize(own);
  }
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
