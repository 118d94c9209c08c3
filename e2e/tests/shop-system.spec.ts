// The sandbox's shop system with the real server (docs/partner-api.md "The sandbox's shop system"): an owner makes
// a partner API key in the console and registers the shop system's webhook endpoint; at the desk the shop system
// is set up with the key and the endpoint's secret, and a repair order over the trigger amount texts the
// customer; the customer (a phone-sized browser) opens the link, applies at Redmond Tire Pros, is declined by
// CFNA and accepts Concora's offer; the repair order, never reloaded, shows each status change as a verified
// webhook, and the approved amount with its lender.
import { allowApiErrors, expect, test, type Page } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { fillApplicationToCoapplicantSelection } from './support/application-to-coapplicant';
import { agreeAndVerifyPhone, sampleApplicant } from './support/journey';
import { latestSmsTo, uniquePhone } from './support/outbox';
import { sandboxPort } from '../suite-servers';

// The demo organisation `npm start` seeds outside production (README "Shop console").
const OWNER = { email: 'owner@demo.texttoapply.example', password: 'demo-password-2026' };
const ASSOCIATE_EMAIL = 'associate@demo.texttoapply.example';
const SHOP = 'Redmond Tire Pros';

async function signInAsOwner(owner: Page) {
  // The console asks who is signed in first; nobody is yet (provoked on purpose).
  allowApiErrors(owner, [{ method: 'GET', path: '/api/v1/staff/me', status: 401 }]);
  await owner.goto('/console');
  await owner.getByLabel('E-mail').fill(OWNER.email);
  await owner.getByLabel('Password').fill(OWNER.password);
  await owner.getByRole('button', { name: 'Sign in', exact: true }).click();
  await owner.getByLabel('Location').selectOption({ label: `${SHOP} (Owner)` });
}

/** The owner makes the shop system's key on the console's API keys screen and copies it, as a shop would. */
async function makeApiKey(owner: Page): Promise<string> {
  await owner.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'API keys' }).click();
  await owner.getByLabel('What the key is for').fill('Shop system');
  await owner.getByRole('button', { name: 'Make the key' }).click();
  const key = await owner.getByRole('textbox', { name: 'The new key' }).inputValue();
  expect(key).toMatch(/^tta_test_/);
  return key;
}

/** The owner registers the shop system's endpoint for every event and copies the signing secret shown once. */
async function registerEndpoint(owner: Page, url: string): Promise<string> {
  await owner.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Webhooks' }).click();
  await owner.getByLabel('Endpoint address').fill(url);
  for (const event of await owner.getByRole('group', { name: 'Events to send' }).getByRole('checkbox').all())
    await event.check();
  await owner.getByRole('button', { name: 'Register the endpoint' }).click();
  const secret = (await owner.getByRole('status').locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  return secret;
}

test('a repair order over the trigger texts the customer and follows them by verified webhooks to Concora’s approval', async ({
  browser,
  page: customer,
}, testInfo) => {
  const office = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
  const owner = await office.newPage();
  await signInAsOwner(owner);
  const key = await makeApiKey(owner);

  // The shop system is set up at the desk with the key; its settings give the webhook endpoint to register.
  const sandbox = `http://127.0.0.1:${sandboxPort(testInfo.parallelIndex)}`;
  const desk = await (
    await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' })
  ).newPage();
  await desk.goto(`${sandbox}/shop-system`);
  await expect(desk.getByRole('heading', { name: 'Set up a shop' })).toBeVisible();
  // The address of Text To Apply comes filled in with the sandbox's app (APP_ORIGIN).
  await expect(desk.getByLabel('Text To Apply address')).toHaveValue(/^http:\/\/localhost:\d+$/);
  await desk.getByLabel('Shop name').fill(SHOP);
  await desk.getByLabel('Text To Apply test key').fill(key);
  await desk.getByLabel('Associate’s e-mail').fill(ASSOCIATE_EMAIL);
  await desk.getByLabel('Trigger amount').fill('1000');
  await expectAccessible(desk, 'shop system set-up');
  await desk.getByRole('button', { name: 'Set up the shop' }).click();
  await expect(desk.getByRole('status')).toHaveText('Settings saved.');
  // The key is never shown again, only its hint.
  await expect(desk.getByText(`Saved: tta_test_…${key.slice(-4)}.`, { exact: false })).toBeVisible();
  await expect(desk.getByText(key)).toHaveCount(0);
  const endpoint =
    (await desk.getByRole('region', { name: 'Webhook endpoint' }).locator('code').textContent()) ?? '';
  expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/shop-system\/shops\/shop_[0-9a-f]{16}\/webhooks$/);

  const secret = await registerEndpoint(owner, endpoint);
  await desk.getByLabel('Webhook secret').fill(secret);
  await desk.getByRole('button', { name: 'Save settings' }).click();
  await expect(desk.getByRole('status')).toHaveText('Settings saved.');
  await expectAccessible(desk, 'shop system settings');

  await desk
    .getByRole('navigation', { name: 'Shop system' })
    .getByRole('link', { name: 'Repair orders' })
    .click();
  await expect(desk.getByRole('heading', { name: 'Repair orders', level: 1 })).toBeVisible();
  const phone = uniquePhone();
  await desk.getByLabel('Repair order number').fill('RO-10452');
  await desk.getByLabel('Customer name').fill('Jordan Rivera');
  await desk.getByLabel('Customer’s mobile number').fill(phone);
  await desk.getByLabel('Amount').fill('1,480.00');
  await expectAccessible(desk, 'shop system repair orders');
  await desk.getByRole('button', { name: 'Open repair order' }).click();

  await expect(desk.getByRole('heading', { name: 'Repair order RO-10452' })).toBeVisible();
  const financing = desk.locator('#financing');
  const status = financing.locator('[data-field="status"]');
  await expect(status).toHaveText('link sent');
  await expect(desk.getByRole('img', { name: 'QR code of the apply link' })).toBeVisible();
  await expectAccessible(desk, 'shop system repair order');
  // From here on the order's page is never reloaded: a reload would drop this mark.
  await desk.evaluate(() => {
    (window as unknown as { neverReloaded: boolean }).neverReloaded = true;
  });

  // Over the trigger amount the customer was texted the link, in the associate's name at the shop.
  const text = await latestSmsTo(customer.request, phone);
  expect(text.body).toMatch(
    new RegExp(`^${SHOP}: apply for financing for your \\$1,480 purchase at http\\S+/go/[0-9A-Za-z]{12} \\.`),
  );
  const link = /https?:\/\/\S+\/go\/[0-9A-Za-z]{12}/.exec(text.body)![0];
  await expect(financing).toContainText(new URL(link).pathname);

  await customer.goto(new URL(link).pathname);
  await customer.getByRole('link', { name: 'Get Started' }).click();
  await expect(customer.getByText(`Applying at ${SHOP}`)).toBeVisible();
  await agreeAndVerifyPhone(customer, { phone });
  await expect(status).toHaveText(/verified their phone|on About You/);

  // CFNA declines SSN 222222222; with an income of 50,000 Concora prequalifies by itself and approves the offer.
  await fillApplicationToCoapplicantSelection(customer, {
    ...sampleApplicant('222222222'),
    annualGrossIncome: '50000',
  });
  await customer.getByRole('button', { name: 'Next' }).click();
  await customer.getByRole('button', { name: 'Apply' }).click();
  await expect(customer.getByRole('heading', { name: 'Application Review' })).toBeVisible();
  await customer.getByRole('checkbox').check();
  await customer.getByRole('button', { name: /Submit/ }).click();
  await expect(customer.getByText('Your application was denied.')).toBeVisible({ timeout: 30_000 });

  await expect(status).toHaveText('declined by CFNA, Concora offered for $1,800');
  await expect(financing.getByText('CFNA: Declined', { exact: true })).toBeVisible();
  await expect(financing.getByText('Concora: Prequalified for $1,800', { exact: true })).toBeVisible();

  await customer.getByRole('button', { name: 'Review Disclosures' }).click();
  await expect(customer.getByRole('heading', { name: "You're Pre-Qualified!" })).toBeVisible();
  await customer.getByRole('button', { name: 'Consent to Electronic Communications' }).click();
  await customer.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
  await customer.getByRole('button', { name: 'Accept Offer' }).click();
  await expect(customer.getByText("CONGRATULATIONS! YOU'RE APPROVED")).toBeVisible({ timeout: 30_000 });

  // The order shows the approval, its amount and lender, and each change as the verified webhook that said it.
  await expect(status).toHaveText('approved by Concora for $1,800');
  await expect(financing.locator('[data-field="approved"]')).toHaveText('$1,800.00 by Concora');
  const changes = financing.locator('ol.changes li');
  await expect(changes.last().locator('.change')).toHaveText('Approved by Concora for $1,800');
  await expect(desk.getByRole('status')).toHaveText('Latest: Approved by Concora for $1,800');
  const said = await changes.locator('.change').allTextContents();
  const order = [
    'Application link texted to the customer',
    'Customer verified their phone',
    'Application sent to CFNA',
    'Declined by CFNA',
    'Prequalified by Concora for $1,800',
    'Customer accepted the Concora offer',
    'Approved by Concora for $1,800',
  ].map((change) => said.indexOf(change));
  expect(order, said.join('\n')).toEqual([...order].sort((a, b) => a - b));
  expect(order, said.join('\n')).not.toContain(-1);
  for (const via of await changes.locator('.via').allTextContents())
    expect(via).toMatch(/ · webhook msg_\S+, signature verified$/);
  expect(await desk.evaluate(() => (window as unknown as { neverReloaded?: boolean }).neverReloaded)).toBe(
    true,
  );
  await expectAccessible(desk, 'shop system repair order approved');

  // No delivery was refused on the way.
  await desk.getByRole('navigation', { name: 'Shop system' }).getByRole('link', { name: 'Settings' }).click();
  await expect(desk.getByText('Deliveries refused for a bad or old signature: 0')).toBeVisible();
  await office.close();
});
