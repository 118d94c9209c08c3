import { expect, test, type Page } from './support/api-answers';
import { acceptLeavePrompts } from './support/application-steps';
import {
  AFF_APPLICANT,
  affApprovalOnAnotherDevice,
  APPROVED,
  fields,
  fillShown,
  finalizeSignFundAndCancel,
} from './support/aff-funding';
import { openShopList, openShopSearch, searchFor, selectShopFromList } from './support/shop-search';
import { agreeAndVerifyPhone, confirmAddresses } from './support/journey';
import { latestVerificationCode, uniquePhone } from './support/outbox';
import { linkInReply, textUs } from './support/text-to-apply';

// Lenders §4 "AFF approval, finalize, e-sign, funding" at phone size, by visible texts: an AFF approval,
// finalize $500, the loan details, signing in AFF's frame (served by the partner sandbox on its own origin),
// the virtual card, and cancelling the funding. The demo shop whose list starts with AFF is reached by its
// Apply Code 100008 (contract: aff-account's demo-amff 'AMFF,EZPY'), texted like a customer would.

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
  await page.getByRole('link', { name: 'Get Started' }).click();
  await agreeAndVerifyPhone(page, { phone });
  // About you, residence and financial pages as AFF asks them.
  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  await fillShown(page, AFF_APPLICANT);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Where Do You Live?' })).toBeVisible();
  await fillShown(page, AFF_APPLICANT);
  await page.getByRole('button', { name: 'Next' }).click();
  await confirmAddresses(page);
  await expect(page.getByRole('heading', { name: 'Your Financial Information' })).toBeVisible();
  await fillShown(page, AFF_APPLICANT);
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
    test.setTimeout(150_000);
    await reachAffApproval(page);

    await finalizeSignFundAndCancel(page);
  });

  test('a returning applicant approved by AFF on another device continues from the approval to the funding', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const phone = uniquePhone();
    const { code: firstCode } = await affApprovalOnAnotherDevice(page.request, phone, 'demo-amff');
    await openShopSearch(page);
    await searchFor(page, '98034');
    await openShopList(page);
    await selectShopFromList(page, 'Totem Lake Tire & Auto');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByLabel('Mobile Phone').fill(phone);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect.poll(async () => latestVerificationCode(page.request, phone)).not.toBe(firstCode);
    await page.getByLabel('Verification Code').fill(await latestVerificationCode(page.request, phone));
    await page.getByRole('button', { name: 'Verify & Start Application' }).click();
    await expect(page.getByRole('heading', { name: "We've Found Your Application!" })).toBeVisible();
    await page.getByLabel('Social Security Number', { exact: true }).fill('444444444');
    await page.getByLabel('Confirm SSN', { exact: true }).fill('444444444');
    await page.getByRole('button', { name: 'Verify SSN' }).click();
    await expect(page.getByRole('heading', { name: APPROVED })).toBeVisible({ timeout: 30_000 });
    await finalizeSignFundAndCancel(page);
  });
});
