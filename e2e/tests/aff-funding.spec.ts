import { expect, test } from './support/api-answers';
import { acceptLeavePrompts } from './support/application-steps';
import { expectValuesUnbrokenAtPhoneWidths as atPhoneWidths } from './support/values-never-break';
import {
  affApprovalOnAnotherDevice,
  APPROVED,
  finalizeSignFundAndCancel,
  reachAffApproval,
} from './support/aff-funding';
import { openShopList, openShopSearch, searchFor, selectShopFromList } from './support/shop-search';
import { latestVerificationCode, uniquePhone } from './support/outbox';

// Lenders §4 "AFF approval, finalize, e-sign, funding" at phone size, by visible texts: an AFF approval,
// finalize $500, the loan details, signing in AFF's frame (served by the partner sandbox on its own origin),
// the virtual card, and cancelling the funding. The demo shop whose list starts with AFF is reached by its
// Apply Code 100008 (contract: aff-account's demo-amff 'AMFF,EZPY'), texted like a customer would.

test.describe('AFF after the approval', () => {
  test.beforeEach(({ page }) => acceptLeavePrompts(page));

  test('approval → finalize $500 → loan details → sign in the frame → funded with the virtual card → cancel', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await reachAffApproval(page);
    // The approval card fit 390 px no more ("Shown once you choose an amount below").
    await atPhoneWidths(page, 'AFF approval');

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
