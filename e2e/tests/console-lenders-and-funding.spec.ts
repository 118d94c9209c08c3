// Decisions 195 and 199-201 with the real server and the partner sandbox: an owner reorders a location's lenders in
// the console and the next customer's app selection follows the new order; a manager cancels an AFF funding
// from the journey's page (the server asks AFF, as the customer's own cancel does) and the customer's page
// shows it cancelled: back to choosing an amount.
import { allowApiErrors, expect, test, type Page } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { affApprovalOnAnotherDevice, APPROVED } from './support/aff-funding';
import { fillApplicationToCoapplicantSelection } from './support/application-to-coapplicant';
import { agreeAndVerifyPhone, sampleApplicant } from './support/journey';
import { latestSmsTo, latestVerificationCode, uniquePhone } from './support/outbox';
import { openShopList, openShopSearch, searchFor, selectShopFromList } from './support/shop-search';

// The demo organisation `npm start` seeds outside production (README "Shop console").
const PASSWORD = 'demo-password-2026';
const ISSAQUAH = 'Issaquah Tire & Service'; // GDYR,CFNA
const TOTEM_LAKE = 'Totem Lake Tire & Auto'; // AMFF,EZPY

async function signIn(page: Page, role: 'owner' | 'manager', shop: string) {
  allowApiErrors(page, [{ method: 'GET', path: '/api/v1/staff/me', status: 401 }]);
  await page.goto('/console');
  await page.getByLabel('E-mail').fill(`${role}@demo.texttoapply.example`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  const name = role === 'owner' ? 'Owner' : 'Manager';
  await page.getByLabel('Location').selectOption({ label: `${shop} (${name})` });
  await expect(page.getByRole('heading', { name: `Today at ${shop}` })).toBeVisible();
}

/** A returning customer on their phone: the shop, the phone verified again, the SSN, then AFF's approval. */
async function returnToTheApproval(customer: Page, phone: string, codeBefore: string) {
  await openShopSearch(customer);
  await searchFor(customer, '98034');
  await openShopList(customer);
  await selectShopFromList(customer, TOTEM_LAKE);
  await customer.getByRole('checkbox').check();
  await customer.getByRole('button', { name: 'Get Started' }).click();
  await customer.getByLabel('Mobile Phone').fill(phone);
  await customer.getByRole('button', { name: 'Send Code' }).click();
  await expect.poll(async () => latestVerificationCode(customer.request, phone)).not.toBe(codeBefore);
  await customer.getByLabel('Verification Code').fill(await latestVerificationCode(customer.request, phone));
  await customer.getByRole('button', { name: 'Verify & Start Application' }).click();
  await customer.getByLabel('Social Security Number', { exact: true }).fill('444444444');
  await customer.getByLabel('Confirm SSN', { exact: true }).fill('444444444');
  await customer.getByRole('button', { name: 'Verify SSN' }).click();
  await expect(customer.getByRole('heading', { name: APPROVED })).toBeVisible({ timeout: 30_000 });
}

test.describe('the console after the approval and the lender list', () => {
  test("an owner reorders the lenders; the next customer's app selection follows the new order", async ({
    browser,
    page: customer,
  }) => {
    test.setTimeout(150_000);
    const desk = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
    const owner = await desk.newPage();
    await signIn(owner, 'owner', ISSAQUAH);
    await owner
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Lenders and contact' })
      .click();
    const list = owner.getByRole('list', { name: 'Lender list' });
    await expect(list.getByRole('listitem')).toHaveText([/^1\. .*\(GDYR\)/, /^2\. .*\(CFNA\)/]);
    await expectAccessible(owner, 'console lenders and contact');
    const save = owner.getByRole('button', { name: 'Save the lender list' });
    try {
      await owner.getByRole('button', { name: 'Move CFNA up' }).click();
      await save.click();
      await expect(owner.getByText(/New customers are offered the lenders in this order/)).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveText([/^1\. .*\(CFNA\)/, /^2\. .*\(GDYR\)/]);

      // The next customer, texted the link now, is offered CFNA first.
      await owner
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Send a link' })
        .click();
      const phone = uniquePhone();
      await owner.getByLabel('Customer’s mobile number').fill(phone);
      await owner.getByRole('button', { name: 'Text the link' }).click();
      const text = await latestSmsTo(customer.request, phone);
      const link = /https?:\/\/\S+\/go\/[0-9A-Za-z]{12}/.exec(text.body)![0];
      await customer.goto(new URL(link).pathname);
      await customer.getByRole('link', { name: 'Get Started' }).click();
      await agreeAndVerifyPhone(customer, { phone });
      await fillApplicationToCoapplicantSelection(customer, sampleApplicant('222222222'));
      await customer.getByRole('button', { name: 'Next' }).click();
      await expect(customer.getByRole('heading', { name: 'Get The Financing You Need' })).toBeVisible();
      await expect(customer.getByRole('heading', { name: 'CFNA Credit Card' })).toBeVisible();
      await expect(customer.getByText('Goodyear Credit Card')).toHaveCount(0);
    } finally {
      // Other walks use this demo shop as seeded: its own order back.
      await owner.goto('/console/location');
      await owner.getByLabel('Location').selectOption({ label: `${ISSAQUAH} (Owner)` });
      const first = owner.getByRole('button', { name: 'Move GDYR up' });
      if (await first.isEnabled()) {
        await first.click();
        await save.click();
        await expect(owner.getByText(/New customers are offered the lenders in this order/)).toBeVisible();
      }
    }
  });

  test("a manager cancels an AFF funding from the console; the customer's page shows it cancelled", async ({
    browser,
    page: customer,
  }) => {
    test.setTimeout(180_000);
    const phone = uniquePhone();
    const { code: firstCode } = await affApprovalOnAnotherDevice(customer.request, phone, 'demo-amff');
    // The customer continues on their phone from the approval to the funding (lenders §4 AFF steps 1-5).
    await returnToTheApproval(customer, phone, firstCode);
    await customer.getByRole('button', { name: 'Continue' }).click();
    // Each step waits for the page's own state before acting (the finalize page fills the locked last four
    // from the server first; a fill before that is lost when the form re-renders).
    await expect(customer).toHaveTitle('Text To Apply | American First Finance');
    await expect(customer.getByLabel('Last Four of SSN')).toHaveValue('4444');
    await customer.getByLabel('Finance Amount').fill('500');
    await expect(customer.getByRole('button', { name: 'Calculate' })).toBeEnabled();
    await customer.getByRole('button', { name: 'Calculate' }).click();
    await expect(customer.getByText(/^You borrow \$500\.00\./)).toBeVisible();
    await customer.getByRole('button', { name: 'Finalize' }).click();
    await expect(customer.getByRole('heading', { level: 1, name: 'Your Loan Details' })).toBeVisible();
    await customer.getByRole('checkbox', { name: /I agree to receive and sign/ }).check();
    await customer.getByRole('button', { name: 'Confirm and Sign' }).click();
    const frame = customer.frameLocator('iframe[title="American First Finance document signing"]');
    await frame.getByRole('button', { name: 'Sign' }).click();
    await expect(
      customer.getByRole('heading', { name: 'You Are Funded! Next Step Contact Your Shop' }),
    ).toBeVisible({ timeout: 30_000 });
    const card = (await customer.getByText(/^4\d{3} \d{4} \d{4} \d{4}$/).textContent())!.replace(/\s/g, '');

    // The manager's console: the loan funded, the card's last four only, then the cancel with a reason.
    const desk = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
    const manager = await desk.newPage();
    await signIn(manager, 'manager', TOTEM_LAKE);
    const row = manager.getByRole('row', { name: new RegExp(`phone ending ${phone.slice(-4)}`) });
    await row.getByRole('link').first().click();
    const loan = manager.getByLabel('AFF loan');
    await expect(loan).toContainText('Funded: charge the virtual card');
    await expect(loan).toContainText('$500.00');
    await expect(loan).toContainText(`ending ${card.slice(-4)}`);
    await expect(manager.getByText(card)).toHaveCount(0);
    await expectAccessible(manager, 'console journey after the approval');
    await manager.getByLabel('Reason for cancelling').fill('Customer chose a smaller repair');
    await manager.getByRole('button', { name: 'Cancel funding' }).click();
    await expect(loan).toContainText('Approved: the customer chooses the amount');
    await expect(manager.locator('.console-timeline')).toContainText('AFF funding cancelled by Demo manager');
    // One state in every view: the header and the board read the approval, not the funding.
    const next = 'the customer chooses the amount and signs with AFF on their phone';
    const fact = (term: string) =>
      manager.locator('.console-facts div').filter({ hasText: term }).locator('dd');
    await expect(fact('Stage')).toHaveText('approved by AFF for $4,000');
    await expect(fact('Your next step')).toHaveText(next);
    await expect(manager.locator('.console-timeline')).toContainText(
      'Finalized the AFF loan for $500 and went to sign',
    );
    await manager.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Board' }).click();
    await expect(row).toContainText('approved by AFF for $4,000');
    await expect(row).toContainText(next);
    await expect(row).not.toContainText(/funded|virtual card/);
    // The report of today counts AFF's approval (an approval stays one after its funding is cancelled).
    await manager.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    await manager.getByLabel('From', { exact: true }).fill(today);
    await manager.getByLabel('To', { exact: true }).fill(today);
    await manager.getByRole('button', { name: 'Show' }).click();
    await expect(manager.getByText(`${TOTEM_LAKE}, from ${today} to ${today}`)).toBeVisible();
    const aff = manager
      .getByRole('table', { name: 'Approvals by lender' })
      .getByRole('row', { name: /^AFF/ });
    await expect(aff.getByRole('cell').nth(1)).toHaveText(/^[1-9]\d*$/);

    // The customer's page asks again and shows the funding cancelled: back to choosing an amount. Its ask for
    // the card answers 404 now that the shop cancelled it (provoked here), and the page reads why.
    allowApiErrors(customer, [
      { method: 'GET', path: /^\/api\/v1\/apps\/app\/[0-9a-f-]+\/fund\/AMFF$/, status: 404 },
    ]);
    await customer.reload();
    await expect(customer.getByLabel('Finance Amount')).toBeVisible({ timeout: 30_000 });

    await expect(
      customer.getByRole('heading', { name: 'You Are Funded! Next Step Contact Your Shop' }),
    ).toHaveCount(0);

    // Coming back later on another phone session, the customer's approval says the shop cancelled the funding
    // and what happens next.
    const later = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const returning = await later.newPage();
    await returnToTheApproval(returning, phone, await latestVerificationCode(customer.request, phone));
    await expect(returning.getByRole('note')).toHaveText(
      'The shop cancelled the funding of your purchase, so the contract you signed is cancelled. Your approval still stands: to use it, choose the amount and sign again, or ask the shop what happens next.',
    );
    await later.close();
  });
});
