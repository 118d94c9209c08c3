// The shop console with the real server: an associate signs in at the desk, texts a customer the apply link, and
// follows the customer's journey on the live board while the customer (a phone-sized second browser) opens the
// link from the SMS outbox, verifies, applies at Redmond Tire Pros, is declined by CFNA and gets Concora's
// offer. The board changes without a reload, naming each lender while it decides; the journey's page shows both
// credit checks with their consents.
import { allowApiErrors, expect, test, type Page } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { fillApplicationToCoapplicantSelection } from './support/application-to-coapplicant';
import { agreeAndVerifyPhone, sampleApplicant } from './support/journey';
import { latestSmsTo, uniquePhone } from './support/outbox';

// The demo organisation `npm start` seeds outside production (README "Shop console").
const ASSOCIATE = { email: 'associate@demo.texttoapply.example', password: 'demo-password-2026' };
const SHOP = 'Redmond Tire Pros';

async function signIn(page: Page) {
  // The console asks who is signed in first; nobody is yet (provoked on purpose).
  allowApiErrors(page, [{ method: 'GET', path: '/api/v1/staff/me', status: 401 }]);
  await page.goto('/console');
  await expect(page.getByRole('heading', { name: 'Sign in to the shop console' })).toBeVisible();
  await page.getByLabel('E-mail').fill(ASSOCIATE.email);
  await page.getByLabel('Password').fill(ASSOCIATE.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  const picker = page.getByLabel('Location');
  await picker.selectOption({ label: `${SHOP} (Associate)` });
  await expect(page.getByRole('heading', { name: `Today at ${SHOP}` })).toBeVisible();
}

test.describe('the shop console follows a customer live', () => {
  test('an associate texts the link; the board follows the customer to a CFNA decline and Concora’s offer', async ({
    browser,
    page: customer,
  }) => {
    const desk = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
    const associate = await desk.newPage();
    await signIn(associate);
    await expectAccessible(associate, 'console board');

    // Send a link to a new phone.
    await associate
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Send a link' })
      .click();
    const phone = uniquePhone();
    const last4 = phone.slice(-4);
    await associate.getByLabel('Customer’s mobile number').fill(phone);
    await associate.getByRole('button', { name: 'Text the link' }).click();
    await expect(
      associate.getByRole('img', { name: `QR code of the apply link for the phone ending ${last4}` }),
    ).toBeVisible();
    await expectAccessible(associate, 'console link sent');

    // The board, open from here on: nothing below reloads it.
    await associate.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Board' }).click();
    await associate.evaluate(() => {
      (window as unknown as { boardNeverReloaded: boolean }).boardNeverReloaded = true;
    });
    const row = associate.getByRole('row', { name: new RegExp(`phone ending ${last4}`) });
    await expect(row).toContainText('link sent');
    await expect(row).toContainText('wait for the customer to open the link');
    // Every text the customer's row takes as the board redraws it, kept as it comes: a lender deciding lasts
    // only as long as its answer takes, so the walk reads it from this record once the decision is on screen.
    await associate.evaluate((ending) => {
      const seen: string[] = [];
      (window as unknown as { rowTexts: string[] }).rowTexts = seen;
      const read = () => {
        for (const tr of Array.from(document.querySelectorAll('tbody tr'))) {
          const text = tr.textContent ?? '';
          if (text.includes(`phone ending ${ending}`) && seen.at(-1) !== text) seen.push(text);
        }
      };
      new MutationObserver(read).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      read();
    }, last4);

    // The customer opens the link the text carries.
    const text = await latestSmsTo(customer.request, phone);
    expect(text.body).toMatch(new RegExp(`^${SHOP}: apply for financing at http\\S+/go/[0-9A-Za-z]{12} \\.`));
    expect(text.body).toContain('Reply HELP for help, STOP to opt out.');
    const link = /https?:\/\/\S+\/go\/[0-9A-Za-z]{12}/.exec(text.body)![0];
    await customer.goto(new URL(link).pathname);
    await customer.getByRole('link', { name: 'Get Started' }).click();
    await expect(customer.getByText(`Applying at ${SHOP}`)).toBeVisible();
    await agreeAndVerifyPhone(customer, { phone });
    await expect(row).toContainText(/verified their phone|on About You/);

    // CFNA declines SSN 222222222; with an income of 50,000 Concora prequalifies by itself.
    await fillApplicationToCoapplicantSelection(customer, {
      ...sampleApplicant('222222222'),
      annualGrossIncome: '50000',
    });
    await expect(row).toContainText('Jordan Rivera');
    await customer.getByRole('button', { name: 'Next' }).click();
    await expect(customer.getByRole('heading', { name: 'Get The Financing You Need' })).toBeVisible();
    await customer.getByRole('button', { name: 'Apply' }).click();
    await expect(customer.getByRole('heading', { name: 'Application Review' })).toBeVisible();
    await customer.getByRole('checkbox').check();
    await customer.getByRole('button', { name: /Submit/ }).click();

    await expect(customer.getByText('Your application was denied.')).toBeVisible({ timeout: 30_000 });
    await expect(customer.getByRole('button', { name: 'Review Disclosures' })).toBeVisible();
    // The decline says who decided and who sends the reasons (decision 191).
    const notice = customer.getByRole('region', { name: 'About this decision' });
    await expect(notice).toContainText('CFNA made this decision, not the shop or Text To Apply.');
    await expect(notice).toContainText(
      'CFNA will send you a notice with the main reasons for the decision by mail or e-mail within 10 days.',
    );
    // The customer sees the same two checks (decision 190).
    const checksHere = customer.getByRole('region', { name: 'Credit checks for this application' });
    await expect(checksHere).toContainText('CFNA: hard credit check (may affect your credit score)');
    await expect(checksHere).toContainText('Concora: soft credit check (does not affect your credit score)');
    await expect(checksHere.getByText(/^You agreed on /)).toHaveCount(2);
    await expect(checksHere.getByText('What you agreed to')).toHaveCount(2);
    await expectAccessible(customer, 'decline with the credit checks');
    await expect(row).toContainText(/declined by CFNA, Concora offered/);
    await expect(row).toContainText('CFNA: Declined');
    await expect(row).toContainText(/Concora: Prequalified/);
    // Between the submit and each answer the board named the lender deciding: CFNA, then
    // Concora's automatic soft check, each while its call was in flight.
    const texts = await associate.evaluate(() => (window as unknown as { rowTexts: string[] }).rowTexts);
    const first = (pattern: RegExp) => texts.findIndex((text) => pattern.test(text));
    const waitingForCfna = first(/waiting for CFNA.*CFNA: Deciding….*wait for CFNA's answer/);
    const waitingForConcora = first(/waiting for Concora.*CFNA: Declined.*Concora: Deciding…/);
    const offered = first(/declined by CFNA, Concora offered/);
    expect(waitingForCfna, texts.join('\n')).toBeGreaterThanOrEqual(0);
    expect(waitingForConcora, texts.join('\n')).toBeGreaterThan(waitingForCfna);
    expect(offered, texts.join('\n')).toBeGreaterThan(waitingForConcora);
    expect(
      texts.slice(waitingForCfna).some((text) => /applying|wait for the customer to finish/.test(text)),
    ).toBe(false);
    expect(
      await associate.evaluate(
        () => (window as unknown as { boardNeverReloaded?: boolean }).boardNeverReloaded,
      ),
    ).toBe(true);
    await expectAccessible(associate, 'console board after the decline');

    // The journey's page: the timeline, and both credit checks with the consent each rests on.
    await row.getByRole('link', { name: 'Jordan Rivera' }).click();
    await expect(associate.getByRole('heading', { level: 1, name: 'Jordan Rivera' })).toBeVisible();
    const checks = associate.locator('.console-checks').getByRole('listitem');
    const cfna = checks.filter({ hasText: 'CFNA: hard check' });
    const concora = checks.filter({ hasText: 'Concora: soft check (no effect on the credit score)' });
    await expect(cfna).toHaveCount(1);
    await expect(concora).toHaveCount(1);
    // Each check shows the consent it rests on: the CFNA submit's line, which also named Concora's soft check
    // after a decline (decision 140), so Concora's automatic prequal rests on that same text.
    await expect(cfna.getByRole('blockquote')).toContainText('you authorize a hard credit check by CFNA');
    await expect(concora.getByRole('blockquote')).toContainText(
      'If CFNA declines, Concora receives your name, date of birth, Social Security number, contact details, address and income for a soft credit check',
    );
    const timeline = associate.locator('.console-timeline');
    await expect(timeline).toContainText(/Link texted/i);
    await expect(timeline).toContainText(/verified/i);
    // Staff never see the applicant's SSN, date of birth or ID number.
    const page = await associate.content();
    expect(page).not.toContain('222222222');
    expect(page).not.toContain('RIVERJ123AB');
    expect(page).not.toContain('04/12/1986');
    await expectAccessible(associate, 'console journey page');
    await desk.close();
  });
});
