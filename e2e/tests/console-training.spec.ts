// Staff training records (decision 198) with the real server: an associate starts the pay-link training from
// the console's Training page, which opens the training in a new tab with a training ticket (never the
// console's session); the associate finishes two steps, each recorded for them, and the owner's Training page
// shows the associate's progress and that they are still due.
import { allowApiErrors, expect, test, type Page } from './support/api-answers';
import { expectAccessible } from './support/accessibility';

// The demo organisation `npm start` seeds outside production (README "Shop console").
const PASSWORD = 'demo-password-2026';
const ASSOCIATE_EMAIL = 'associate@demo.texttoapply.example';
const SHOP = 'Redmond Tire Pros';

async function signInAt(page: Page, email: string, roleName: string) {
  // The console asks who is signed in first; nobody is yet (provoked on purpose).
  allowApiErrors(page, [{ method: 'GET', path: '/api/v1/staff/me', status: 401 }]);
  await page.goto('/console/training');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Location').selectOption({ label: `${SHOP} (${roleName})` });
  await expect(page.getByRole('heading', { name: 'Training', exact: true })).toBeVisible();
}

/** Clicks Next and waits until the server recorded the step just finished. */
async function nextRecorded(training: Page) {
  const recorded = training.waitForResponse(
    (r) => r.url().endsWith('/api/v1/training/pay-link-steps') && r.request().method() === 'POST',
  );
  await training.getByRole('button', { name: 'Next' }).click();
  expect((await recorded).status()).toBe(204);
}

test('an associate’s pay-link training steps reach the owner’s Training page', async ({ browser }) => {
  const desk = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
  const associate = await desk.newPage();
  await signInAt(associate, ASSOCIATE_EMAIL, 'Associate');
  // An associate sees only their own record.
  await expect(associate.getByRole('heading', { name: 'Your training' })).toBeVisible();
  await expect(associate.getByRole('row')).toHaveCount(2);

  const opened = desk.waitForEvent('page');
  await associate.getByRole('button', { name: 'Start the pay-link training' }).click();
  const training = await opened;
  await expect(training.getByRole('heading', { name: 'Pay-Link Training' })).toBeVisible();
  // The ticket is kept for the tab, not left in the address bar.
  await expect(training).toHaveURL(/\/pay-training\/start$/);

  await nextRecorded(training);
  await expect(training.getByRole('heading', { name: "Get the customer's phone number" })).toBeVisible();
  const pos = training.getByRole('region', { name: 'Associate screen' });
  await pos.getByLabel('Customer mobile phone').pressSequentially('4255550142');
  await nextRecorded(training);
  await expect(training.getByRole('heading', { name: "Enter the customer's details" })).toBeVisible();

  const office = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
  const owner = await office.newPage();
  await signInAt(owner, 'owner@demo.texttoapply.example', 'Owner');
  await expect(owner.getByRole('heading', { name: 'Who is due' })).toBeVisible();
  const row = owner.getByRole('row').filter({ hasText: ASSOCIATE_EMAIL });
  await expect(row).toContainText('2 of 19 steps');
  await expect(row).toContainText('Due');
  await expect(row).toContainText('Pay-link training: 2 of 19 steps done in the last 12 months.');
  await expectAccessible(owner, 'console training');
  await desk.close();
  await office.close();
});
