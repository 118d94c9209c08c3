import { expect, type Locator, type Page } from '@playwright/test';

const MAX_TABS = 150;

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails if it never does. */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to a text input and types into it. */
export async function tabAndType(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Tabs to a button or link and presses Enter. */
export async function tabAndPress(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a native select and chooses an option by typing its label (type-ahead), then checks it took. */
export async function tabAndChoose(page: Page, select: Locator, optionLabel: string) {
  await tabTo(page, select);
  await page.keyboard.type(optionLabel);
  await expect(select.locator('option:checked')).toHaveText(optionLabel);
}

/** A focused control must show it: an outline or the focus ring's box shadow (WCAG 2.4.7). */
export async function expectVisibleFocus(target: Locator) {
  const ring = await target.evaluate((el) => {
    const style = el.ownerDocument.defaultView!.getComputedStyle(el);
    return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
  });
  const visible = (ring.outline !== 'none' && ring.width !== '0px') || ring.shadow !== 'none';
  expect(visible, `no visible focus indicator on ${target.toString()}`).toBe(true);
}
