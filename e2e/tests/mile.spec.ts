import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { fillAboutYou, fillFinancial, fillResidence } from './support/application-steps';
import { confirmAddresses, sampleApplicant, startAtShop } from './support/journey';

// MILE (prequalified Mastercard; lenders §4 "MILE", docs/decisions/070) first at the demo shop 'Redmond Ridge
// Tire & Auto' ('MILE,CFNA'), walked on a phone-sized screen by visible texts against the partner sandbox.
// Its MILE table (apps/partner-sandbox/README.md): 123123123 prequalifies with a $5,000 offer (annual fee
// $75, maintenance fee $99 a year, year-two fee $99 billed monthly) and approves; 456456456 is not
// prequalified; 789789789 prequalifies but the offer has expired when accepted.
const PROCESSING = "Please don't refresh. We're processing your request.";
const REVIEW_HEADING =
  'Please carefully review all of the information below before submitting your Prequalification* request';
const TERMS_BOX = "I have opened and reviewed the 'Summary of Credit Terms'.";
const TERMS_ERROR = "You must open and review the 'Summary of Credit Terms' before checking this box.";

/** Shop → verified phone → the shared pages → app selection's Next ('Next' for MILE), ending on MILE's review. */
async function reachMileReview(page: Page, ssn: string) {
  await startAtShop(page, 'Redmond Ridge Tire & Auto');
  const applicant = sampleApplicant(ssn);
  await fillAboutYou(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillResidence(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();
  await confirmAddresses(page);
  await fillFinancial(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();
  // MILE asks no co-applicant: the summary's Continue goes straight to app selection.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Get The Financing You Need' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: REVIEW_HEADING })).toBeVisible();
}

/** The Summary of Credit Terms box: the first tick opens the overlay; Agree there ticks it. */
async function agreeToSummaryOfCreditTerms(page: Page) {
  const prequalify = page.getByRole('button', { name: 'Prequalify Now' });
  await expect(prequalify).toBeDisabled();
  const box = page.getByRole('checkbox', { name: TERMS_BOX });
  await box.click();
  const dialog = page.getByRole('dialog', { name: 'Summary of Credit Terms' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText(TERMS_ERROR)).toBeVisible();
  await expect(box).not.toBeChecked();
  // The lender's document, framed from its own origin.
  await expect(
    dialog.frameLocator('iframe').getByRole('heading', { name: 'Summary of Credit Terms' }).first(),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Agree' }).click();
  await expect(box).toBeChecked();
  await expect(page.getByText(TERMS_ERROR)).toHaveCount(0);
  await expect(prequalify).toBeEnabled();
}

async function prequalify(page: Page) {
  // Before any credit check: which kind, and who gets the data (lenders §4 "Submission pages").
  await expect(page.getByText(/you authorize a soft credit check by .*Mile/)).toBeVisible();
  await page.getByRole('button', { name: 'Prequalify Now' }).click();
  await expect(page.getByText(PROCESSING)).toBeVisible();
}

/** The offer's figures, its three disclosures, then the account terms. */
async function acceptOfferToAccountTerms(page: Page) {
  await expect(page.getByRole('heading', { name: 'Congratulations, Jordan!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('$5,000', { exact: true })).toBeVisible();
  await expect(page.getByText('29.99%', { exact: true })).toHaveCount(2);
  await expect(page.getByText('$75', { exact: true })).toBeVisible();
  // $99 a year shown monthly: 99 / 12.
  await expect(page.getByText('$8.25 per month, not billed for the first 12 months')).toBeVisible();
  await expect(
    page.getByText(
      'The $75 annual fee is charged when your account opens, so your initial available credit is $4,925.',
    ),
  ).toBeVisible();
  await expect(page.getByText('From the second year the annual fee is $8.25 per month.')).toBeVisible();
  await expectAccessible(page, 'MILE offer');

  const next = page.getByRole('button', { name: 'Continue to Account Terms' });
  // MILE first is tier 1: no contact authorization asked (lenders §4 "unless the T1 tier").
  await expect(page.getByRole('checkbox', { name: /I authorize Mile Mastercard to contact me/ })).toHaveCount(
    0,
  );
  for (const [box, title] of [
    ['I agree to the E-Disclosure.', 'E-Disclosure'],
    ['I agree to the Application Disclosure.', 'Application Disclosure'],
  ] as const) {
    await expect(next).toBeDisabled();
    const checkbox = page.getByRole('checkbox', { name: box });
    await checkbox.click();
    await expect(checkbox).not.toBeChecked();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Agree' }).click();
    // Once agreed it cannot be unticked.
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toBeDisabled();
  }
  await next.click();

  await expect(page.getByRole('heading', { name: 'Account Terms' })).toBeVisible();
  await expect(
    page
      .frameLocator('iframe[title="Cardholder Agreement"]')
      .getByRole('heading', { name: 'Cardholder Agreement' })
      .first(),
  ).toBeVisible();
  const submit = page.getByRole('button', { name: 'Agree & Submit' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText(/you authorize a hard credit check by .*Mile/)).toBeVisible();
  await page
    .getByRole('checkbox', {
      name: 'I have read and agree to the Cardholder Agreement and the Summary of Credit Terms.',
    })
    .check();
  await submit.click();
  await expect(page.getByText(PROCESSING)).toBeVisible();
}

test.describe('MILE, the prequalified Mastercard', () => {
  test('review → Prequalify Now → offer with its fees → account terms → Agree & Submit → approved', async ({
    page,
  }) => {
    await reachMileReview(page, '123123123');
    for (const section of ['About You', 'About Residence', 'About Income']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await expectAccessible(page, 'MILE review');
    await agreeToSummaryOfCreditTerms(page);
    await prequalify(page);
    await acceptOfferToAccountTerms(page);

    await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Success! You Have Been Approved' })).toBeVisible();
    await expect(page.getByText('Your Mile Mastercard will arrive within 2 weeks.')).toBeVisible();
    const wallet = page.getByRole('link', { name: 'Add Card to Wallet' });
    await expect(wallet).toHaveAttribute('target', '_blank');
    await expectAccessible(page, 'MILE approval');

    // A Back from the result never submits again.
    await page.goBack();
    await expect(page.getByText(PROCESSING)).toHaveCount(0);
  });

  test('a prequal that is declined goes from the review to the decline, offering CFNA next', async ({
    page,
  }) => {
    await reachMileReview(page, '456456456');
    await agreeToSummaryOfCreditTerms(page);
    await prequalify(page);
    await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
    await expect(
      page.getByText(
        'Thank you for your interest in the Mile Mastercard. Unfortunately, your application cannot be approved at this time. You will receive an email or letter within the next 30 days with more details.',
      ),
    ).toBeVisible();
    await expect(page.getByText('BUT FINANCING IS STILL POSSIBLE.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible();
    await expectAccessible(page, 'MILE decline');
  });

  test('an offer that expired before Agree & Submit says so, with a confirmation number', async ({
    page,
  }) => {
    await reachMileReview(page, '789789789');
    await agreeToSummaryOfCreditTerms(page);
    await prequalify(page);
    await acceptOfferToAccountTerms(page);
    await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
    await expect(
      page.getByText('Sorry, this offer is no longer available. If interested, you may reapply.'),
    ).toBeVisible();
    await expect(page.getByText('Confirmation Number')).toBeVisible();
    await expect(page.getByText(/^MILE\d+$/)).toBeVisible();
  });
});
