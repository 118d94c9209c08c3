import { devices, expect, test } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { expectFieldError, expectNoFieldError } from './support/fields';
import { acceptLeavePrompts, reloadOn } from './support/application-steps';
import { reachApplicationAtNearestShop } from './support/journey';

// Spec §5 "iOS uses a native date picker" (decision 030). No iOS browser runs here, so Chromium presents itself
// as an iPhone: the same detection an iPhone meets. The wheel picker itself is Safari's; what is ours is the
// input it is offered (type=date, the DOB's allowed span), the value it stores and the messages.
const iPhone = devices['iPhone 13'];
test.use({
  userAgent: iPhone.userAgent,
  viewport: iPhone.viewport,
  deviceScaleFactor: iPhone.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
});

/** YYYY-MM-DD, `years` before today (less one day when `dayAfter`), as a native date input holds it. */
function isoDateYearsAgo(years: number, dayAfter = false): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  if (dayAfter) d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test('on an iPhone the date of birth is the native date picker, kept as YYYY-MM-DD and checked the same way', async ({
  page,
}) => {
  acceptLeavePrompts(page);
  await reachApplicationAtNearestShop(page);
  const dob = page.getByLabel('Date of Birth');
  await expect(dob).toHaveAttribute('type', 'date');
  // The picker offers only the span the validator accepts: 1 January 100 years back to the 18th birthday.
  await expect(dob).toHaveAttribute('min', `${new Date().getFullYear() - 100}-01-01`);
  await expect(dob).toHaveAttribute('max', isoDateYearsAgo(18));
  await expectAccessible(page, 'about you on an iPhone');

  // A value outside the span (typed by a keyboard-attached iPad, say) gets the same message as the typed form.
  await dob.fill(isoDateYearsAgo(18, true));
  await dob.blur();
  await expectFieldError(page, dob, 'Must be 18 or older');

  await page.getByLabel('First Name').fill('Jordan');
  await page.getByLabel('Last Name').fill('Rivera');
  await page.getByLabel('Email', { exact: true }).fill('jordan.rivera@example.com');
  await page.getByLabel('Confirm Email').fill('jordan.rivera@example.com');
  await page.getByLabel('Home Phone').fill('4255550123');
  await page.getByLabel('Employer Name').fill('Cascade Logistics');
  await dob.fill('1986-04-12');
  await dob.blur();
  await expectNoFieldError(dob);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Where Do You Live?' })).toBeVisible();

  // Back on About You after a refresh, the draft gives the picker its stored value.
  await page.goBack();
  await reloadOn(page, 'Tell Us About Yourself');
  await expect(page.getByLabel('Date of Birth')).toHaveValue('1986-04-12');
});
