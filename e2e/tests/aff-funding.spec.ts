import { expect, test, type Page } from '@playwright/test';
import { acceptLeavePrompts, fillAboutYou, fillFinancial, fillResidence } from './support/application-steps';
import { APPROVED, fields, finalizeSignFundAndCancel } from './support/aff-funding';
import { agreeAndVerifyPhone, confirmAddresses, sampleApplicant } from './support/journey';
import { uniquePhone } from './support/outbox';
import { linkInReply, textUs } from './support/text-to-apply';

// Lenders §4 "AFF approval, finalize, e-sign, funding" at phone size, by visible texts: an AFF approval,
// finalize $500, the loan details, signing in AFF's frame (served by the partner sandbox on its own origin),
// the virtual card, and cancelling the funding. The demo shop whose list starts with AFF is reached by its
// Apply Code 100008 (contract: aff-account's demo-amff 'AMFF,EZPY'), texted like a customer would.
const AFF_APPROVAL_SSN = '444444444';

/** MM/DD/YYYY `days` from today, as typed into a date field. */
function usDay(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

/** Text the Apply Code → the link → the AFF application (aff-account's pages) → AFF's approval. */
async function reachAffApproval(page: Page) {
  const phone = uniquePhone();
  await textUs(page.request, phone, '100008');
  await page.goto(await linkInReply(page.request, phone));
  await agreeAndVerifyPhone(page, { phone });
  const applicant = sampleApplicant(AFF_APPROVAL_SSN);
  await fillAboutYou(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillResidence(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();
  await confirmAddresses(page);
  await fillFinancial(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();

  // Account Information (lenders §2 "Extra financial / payment page"), built by the aff-account helper.
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  await fields.accountInformation(page, { lastPayday: usDay(-3), nextPayday: usDay(11) });
  await page.getByRole('button', { name: 'Next' }).click();

  // Summary, app selection, AFF's missing information when asked, the review and submission.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await fields.missingInformationIfAsked(page);
  await expect(page.getByRole('heading', { name: 'Application Review' })).toBeVisible();
  await fields.agreeToReview(page);
  await page.getByRole('button', { name: /Submit/ }).click();
  await expect(page.getByRole('heading', { name: APPROVED })).toBeVisible({ timeout: 30_000 });
}

test.describe('AFF after the approval', () => {
  test.beforeEach(({ page }) => acceptLeavePrompts(page));

  test('approval → finalize $500 → loan details → sign in the frame → funded with the virtual card → cancel', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await reachAffApproval(page);

    await finalizeSignFundAndCancel(page);
  });
});
