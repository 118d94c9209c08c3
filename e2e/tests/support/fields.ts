import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The field's error as a person and a screen reader meet it: the input is marked invalid, its accessible
 * description (aria-describedby) carries the message, and the message is an announced alert in the field.
 */
export async function expectFieldError(page: Page, input: Locator, message: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  const field = page.locator('.field').filter({ has: input });
  await expect(field.getByRole('alert')).toHaveText(message);
}

export async function expectNoFieldError(input: Locator): Promise<void> {
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
}

/** Types a value then leaves the field with Tab, which runs the field's check (blur). */
export async function typeAndLeave(input: Locator, value: string): Promise<void> {
  await input.fill('');
  await input.pressSequentially(value);
  await input.press('Tab');
}

/** Pastes text the way a clipboard paste arrives (a cancelable 'paste' event with clipboard data). */
export async function pasteInto(input: Locator, text: string): Promise<void> {
  await input.focus();
  await input.evaluate((el, value) => {
    // Through the element's window: the e2e project is type-checked without the DOM library.
    const win = el.ownerDocument.defaultView!;
    const data = new win.DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(
      new win.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** A date as typed MM/DD/YYYY, `years` before today (less one day when `dayAfter`). */
export function usDateYearsAgo(years: number, dayAfter = false): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  if (dayAfter) d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
}

/** A date as typed MM/DD/YYYY, `days` from today (negative: before). */
export function usDateDaysAhead(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
