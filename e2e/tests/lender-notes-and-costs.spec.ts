import { expect, test } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { acceptLeavePrompts } from './support/application-steps';
import { reachAffApproval } from './support/aff-funding';
import { agreeToDignifiAndSubmit } from './support/dignifi';
import { applyToEasyPay } from './support/easypay';
import {
  fillApplicationAndSubmitToCfna,
  reachApplicationAtNearestShop,
  sampleApplicant,
} from './support/journey';

// Decisions 225-227 on a phone-sized screen, by visible texts: each lender's notes appear only with that
// lender (decision 225), and approvals show the rate and payments or say they are not given and link the terms
// (decision 226). EasyPay's decline is walked at Juanita Bay Tire & Service ('EZPY,CFSS'): SSN 321321321 is
// EasyPay's test decline (apps/partner-sandbox/README.md), and DigniFi is offered next.
const EZPY_NOTE = /^Loans are originated by Sandbox Partner Bank, N\.A\., Member FDIC/;
const DIGNIFI_NOTE = 'DigniFi loans are made by Republic Bank & Trust Company, Member FDIC.';

test.describe("each lender's notes and costs", () => {
  test('after an EasyPay decline, the DigniFi offer and then DigniFi’s result carry only DigniFi’s notes', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await applyToEasyPay(page, 'Juanita Bay Tire & Service', '321321321');
    await expect(
      page.getByRole('heading', { name: 'Sorry, we were unable to approve your application.' }),
    ).toBeVisible();

    // EasyPay's bank note in EasyPay's block, above the DigniFi offer; the offer carries DigniFi's own.
    const ezpyNotes = page.getByRole('region', { name: 'Notes from EasyPay Finance' });
    await expect(ezpyNotes.getByText(EZPY_NOTE)).toBeVisible();
    const offer = page.getByRole('region', { name: 'BUT FINANCING IS STILL POSSIBLE.' });
    await expect(offer.getByRole('heading', { name: 'DigniFi' })).toBeVisible();
    await expect(offer.getByRole('region', { name: 'Notes from DigniFi' })).toContainText(
      'DigniFi loans are made by a bank, Member FDIC.',
    );
    await expect(offer.getByText(EZPY_NOTE)).toHaveCount(0);
    await expect(offer.getByRole('region', { name: 'Notes from EasyPay Finance' })).toHaveCount(0);
    const notesBottom = await ezpyNotes.evaluate((el) => el.getBoundingClientRect().bottom);
    const offerTop = await offer.evaluate((el) => el.getBoundingClientRect().top);
    expect(notesBottom).toBeLessThanOrEqual(offerTop);
    await expectAccessible(page, 'EasyPay decline with its notes and the DigniFi offer');

    await offer.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('heading', { name: 'Application Review' })).toBeVisible();
    await agreeToDignifiAndSubmit(page);
    await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
    // Whatever DigniFi decides, its screen names the bank of DigniFi's own terms and nothing of EasyPay's.
    await expect(page.getByRole('region', { name: 'Notes from DigniFi' })).toContainText(DIGNIFI_NOTE);
    await expect(page.getByText(EZPY_NOTE)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Notes from EasyPay Finance' })).toHaveCount(0);
    await expect(page.getByText(/made by DigniFi/)).toHaveCount(0);
    await expectAccessible(page, 'DigniFi result after an EasyPay decline');
  });

  test('a CFNA approval says CFNA has not given its rate and payments here and links its terms', async ({
    page,
  }) => {
    await reachApplicationAtNearestShop(page);
    await fillApplicationAndSubmitToCfna(page, sampleApplicant('111111111'));
    await expect(page.getByRole('heading', { name: "Congratulations! You're Approved" })).toBeVisible();
    const costs = page.getByRole('region', { name: 'Rate and payments' });
    await expect(costs).toContainText(
      'CFNA Credit Card has not given its rate and payments here. See the terms before you sign.',
    );
    const terms = costs.getByRole('link', { name: 'See the terms' });
    const href = await terms.getAttribute('href');
    expect(href).toMatch(/^\/api\/v1\/shops\/shop\/[^/]+\/pdf\?appType=CFNA&template=terms$/);
    // A real document, not a dead link.
    const answer = await page.request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    await expectAccessible(page, 'CFNA approval with its terms link');
  });

  test("AFF's approval shows its APR and term ranges and where the payment comes from", async ({ page }) => {
    test.setTimeout(150_000);
    acceptLeavePrompts(page);
    await reachAffApproval(page);
    const costs = page.getByRole('region', { name: 'Rate and payments' });
    const rows = costs.locator('dl > div');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveText('APR39% to 180%');
    await expect(rows.nth(1)).toHaveText('Term6 to 24 months');
    await expect(rows.nth(2)).toHaveText('PaymentShown once you choose an amount below');
    await expect(costs.getByText(/has not given/)).toHaveCount(0);
    await expectAccessible(page, 'AFF approval with its rate and payments');
  });

  test("the landing page's promises link to notes that say what they depend on", async ({ page }) => {
    await page.goto('/');
    const rebate = page.getByRole('listitem').filter({ hasText: '90-day interest rebate' }).first();
    await rebate.getByRole('link', { name: 'Note 1' }).click();
    await expect(page).toHaveURL(/#landing-note-1$/);
    await expect(page.locator('#landing-note-1')).toContainText('Interest rebate: with the lenders');
    const down = page.getByRole('listitem').filter({ hasText: '$0 down' }).first();
    await expect(down.getByRole('link', { name: 'Note 2' })).toHaveAttribute('href', '#landing-note-2');
    await expect(page.locator('#landing-note-2')).toContainText('$0 down: no down payment is asked');
    await expectAccessible(page, 'landing with footnotes');
  });
});
