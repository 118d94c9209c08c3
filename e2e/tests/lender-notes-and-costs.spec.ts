import { expect, test, type Locator, type Page } from './support/api-answers';
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

/**
 * The cost link opens the lender's own rates and fees on the lender's origin (the partner sandbox here), and
 * the APR and every fee the screen shows stand in that document as written.
 */
async function expectFiguresInLenderTerms(page: Page, costs: Locator, code: string) {
  const link = costs.getByRole('link', { name: /terms$/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href'))!;
  const url = new URL(href);
  expect(url.pathname).toBe(`/lenders/${code}/rates-and-fees`);
  expect(url.origin).not.toBe(new URL(page.url()).origin);
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const rows = await costs
    .locator('dl > div')
    .evaluateAll((divs) =>
      divs.map((div) => [
        div.querySelector('dt')?.textContent ?? '',
        div.querySelector('dd')?.textContent ?? '',
      ]),
    );
  const apr = rows.find((row) => row[0] === 'APR')?.[1];
  expect(apr).toBeTruthy();
  for (const part of apr!.split(' to ')) expect(html).toContain(part);
  const fees = rows.filter((row) => / fee/.test(row[0] ?? ''));
  expect(fees.length).toBeGreaterThan(0);
  for (const row of fees) expect(html).toContain((row[1] ?? '').replace(/^Up to /, ''));
}

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

  test("a CFNA approval shows CFNA's APR, limit, fees and deferred interest, as CFNA's own terms state them", async ({
    page,
  }) => {
    await reachApplicationAtNearestShop(page);
    await fillApplicationAndSubmitToCfna(page, sampleApplicant('111111111'));
    await expect(page.getByRole('heading', { name: "Congratulations! You're Approved" })).toBeVisible();
    const costs = page.getByRole('region', { name: 'Rate and payments' });
    const rows = costs.locator('dl > div');
    await expect(rows).toHaveText([
      'APR29.99%',
      'Credit limit$2,500.00',
      'Late payment feeUp to $41.00',
      'Returned payment feeUp to $41.00',
    ]);
    await expect(costs).toContainText(
      'Deferred interest on purchases of $149.00 or more: no interest if you pay the balance in full within 180 days. If you do not, interest is charged from the purchase date.',
    );
    await expect(costs.getByText(/has not given|before you sign/)).toHaveCount(0);
    // The link opens CFNA's own rates and fees on the lender's origin, not our Terms PDF,
    // and every figure on the screen is the one that document states.
    await expectFiguresInLenderTerms(page, costs, 'CFNA');
    await expectAccessible(page, 'CFNA approval with its rates and fees');
  });

  test("AFF's approval shows its APR and term ranges and where the payment comes from", async ({ page }) => {
    test.setTimeout(150_000);
    acceptLeavePrompts(page);
    await reachAffApproval(page);
    const costs = page.getByRole('region', { name: 'Rate and payments' });
    await expect(costs.locator('dl > div')).toHaveText([
      'APR39% to 180%',
      'Term6 to 24 months',
      'PaymentShown once you choose an amount below',
      'Loan amount up to$4,000.00',
      'Origination fee$0.00',
      'Late payment fee$30.00',
      'Returned payment fee$20.00',
    ]);
    await expect(costs.getByText(/has not given/)).toHaveCount(0);
    await expectFiguresInLenderTerms(page, costs, 'AMFF');
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
