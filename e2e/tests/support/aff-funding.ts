import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestVerificationCode, uniquePhone } from './outbox';
import { expectAccessible } from './accessibility';
import { usDateDaysAhead } from './fields';
import { agreeAndVerifyPhone, confirmAddresses } from './journey';
import { linkInReply, textUs } from './text-to-apply';
import { expectValuesUnbrokenAtPhoneWidths } from './values-never-break';

export const APPROVED = "Congrats! You're Approved Up To $4,000!";

/**
 * The AFF application's own pages (Account Information, AFF missing information, the AFF review) as the
 * aff-account helper builds them, filled by their domain labels (packages/domain field catalogue).
 */
export const fields = {
  async accountInformation(page: Page, paydays: { lastPayday: string; nextPayday: string }) {
    await page.getByLabel('Pay Frequency').selectOption({ label: 'Bi-Weekly' });
    await page.getByLabel('Last Payday').fill(paydays.lastPayday);
    await page.getByLabel('Next Payday').fill(paydays.nextPayday);
    await page.getByLabel('Card Number').fill('4111111111111111');
    await page.getByLabel('Expiration Month').selectOption('12');
    await page.getByLabel('Expiration Year').selectOption(String(new Date().getFullYear() + 3));
    await page.getByLabel('Billing Zip Code').fill('98052');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Routing Number').fill('021000021');
    await page.getByLabel('Account Number').fill('12345678');
    await page.getByLabel('Method of Payment').selectOption({ label: 'Bank Account Draft' });
  },

  /** AFF_MISSING asks what AFF needs and the shared pages did not (monthly gross income). */
  async missingInformationIfAsked(page: Page) {
    const income = page.getByLabel('Monthly Gross Income');
    const review = page.getByRole('heading', { name: 'Application Review' });
    await expect(income.or(review).first()).toBeVisible({ timeout: 20_000 });
    if (await income.isVisible()) {
      await income.fill('4500');
      await page.getByRole('button', { name: 'Next' }).click();
    }
  },

  /** Every agreement box, each confirmed in its disclosure when one opens. */
  async agreeToReview(page: Page) {
    const boxes = page.getByRole('checkbox');
    const count = await boxes.count();
    for (let i = 0; i < count; i++) {
      const box = boxes.nth(i);
      if (await box.isChecked()) continue;
      await box.click();
      const agree = page.getByRole('dialog').getByRole('button', { name: /Agree|Close/ });
      if (
        await agree
          .first()
          .isVisible()
          .catch(() => false)
      )
        await agree.first().click();
    }
  },
};

/**
 * From AFF's approval screen: finalize $500, the loan details, signing in AFF's frame, the virtual card, and
 * cancelling the funding back to finalize (lenders §4 AFF steps 1-6).
 */
export async function finalizeSignFundAndCancel(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveTitle('Text To Apply | American First Finance');
  // Finalize (lenders §4 AFF step 1, §5): the last four are locked from the SSN typed earlier.
  const amount = page.getByLabel('Finance Amount');
  await expect(amount).toBeVisible();
  await expect(page.getByRole('heading', { name: APPROVED })).toBeVisible();
  await expect(page.getByText('For security purposes')).toBeVisible();
  await expect(page.getByLabel('Last Four of SSN')).toHaveValue('4444');
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Finalize' })).toBeDisabled();
  await amount.fill('250');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const amountError = page.getByRole('alertdialog', { name: 'Amount Error' });
  await expect(amountError.getByText('Finance amount must be greater than or equal to $300.')).toBeVisible();
  await amountError.getByRole('button', { name: 'OK' }).click();
  await amount.fill('500');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(
    page.getByText(/^You borrow \$500\.00\. You pay back \$[\d,.]+ in 26 payments over 12 months/),
  ).toBeVisible();
  await expectAccessible(page, 'AFF finalize');
  await page.getByRole('button', { name: 'Finalize' }).click();

  // Loan details before signing: the cost in plain words and the figures (lenders §4 AFF step 2). The page's
  // own heading (level 1), not the finalize page's estimate panel, which has the same title and may still be
  // on screen for a moment after Finalize.
  await expect(page.getByRole('heading', { level: 1, name: 'Your Loan Details' })).toBeVisible();
  await expect(page.getByText('Total of payments')).toBeVisible();
  await expect(page.getByText('APR', { exact: true })).toBeVisible();
  await expect(page.getByText('12 months', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('radio', { name: 'Virtual debit card to use at the shop today' }),
  ).toBeChecked();
  // AFF's electronic consent before its signing page (E-SIGN §7001(c)).
  const consent = page.getByRole('region', { name: 'Consent to Electronic Records and Signatures' });
  await expect(consent.getByText(/software that opens PDF files/)).toBeVisible();
  await expect(consent.getByText(/paper copy of any record at any time, free of charge/)).toBeVisible();
  await expect(consent.getByText(/withdraw this consent at any time/)).toBeVisible();
  await expectAccessible(page, 'AFF loan details');
  await page.getByRole('checkbox', { name: /I agree to receive and sign my American First Finance/ }).check();
  await page.getByRole('button', { name: 'Confirm and Sign' }).click();

  // AFF's page in the frame: signing there sends the frame back to us; our server asks AFF and funds. Nothing
  // signed yet: the page says what to do, with no disabled 'Signing...' button.
  await expect(page.getByText(/^Sign your documents above\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Signing...' })).toHaveCount(0);
  const frame = page.frameLocator('iframe[title="American First Finance document signing"]');
  await expect(frame.getByRole('heading', { name: 'Retail Installment Loan Agreement' })).toBeVisible();
  await expect(frame.getByText('Total of payments')).toBeVisible();
  await frame.getByRole('button', { name: 'Sign' }).click();

  await expect(
    page.getByRole('heading', { name: 'You Are Funded! Next Step Contact Your Shop' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText('Show this screen to the sales associate so they can enter your card details.'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /virtual debit card ending \d{4}/ })).toBeVisible();
  await expect(page.getByText(/^4\d{3} \d{4} \d{4} \d{4}$/)).toBeVisible();
  await expect(page.getByText(/within four days of issue/)).toBeVisible();
  await expect(page.getByText(/does not match the virtual card zip code/)).toBeVisible();
  // The credit-check record on the funded screen too.
  await expect(
    page
      .getByRole('region', { name: 'Credit checks for this application' })
      .getByText('American First Finance: hard credit check (may affect your credit score)'),
  ).toBeVisible();
  await expectAccessible(page, 'AFF funded');
  await expectValuesUnbrokenAtPhoneWidths(page, 'AFF funded');
  // A copy of the signed agreement, from AFF.
  await page.getByRole('button', { name: 'Get a Copy of Your Signed Agreement' }).click();
  const agreement = page.getByRole('dialog', { name: 'Your Signed Agreement' });
  await expect(agreement.getByText('Retail Installment Loan Agreement')).toBeVisible();
  await expect(agreement.getByText(/^Signed electronically on /)).toBeVisible();
  await agreement.getByRole('button', { name: 'Close' }).click();

  // Cancel funding after a confirmation (lenders §4 AFF step 6): back to choosing an amount.
  await page.getByRole('button', { name: 'CLICK TO CHANGE MY FUNDING' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel Funding?' });
  await confirm.getByRole('button', { name: 'Yes, Cancel Funding' }).click();
  await expect(page.getByLabel('Finance Amount')).toBeVisible();
  await expect(page.getByRole('heading', { name: APPROVED })).toBeVisible();
}

function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An AFF application made and approved on another device, through the API the web app uses: a verified phone
 * and AFF's approval SSN (444444444) at the shop `shopKeyId`.
 */
export async function affApprovalOnAnotherDevice(
  request: APIRequestContext,
  phone: string,
  shopKeyId: string,
) {
  const sent = await (
    await request.post('/api/v1/apps/send-verification-text/', { data: { phoneNumber: phone } })
  ).json();
  const code = await latestVerificationCode(request, phone);
  const verified = await (
    await request.post('/api/v1/apps/validate-OTP/', {
      data: { phoneMobile: phone, verificationCode: code, verificationHash: sent.verificationHash },
    })
  ).json();
  const authorization = `Bearer ${verified.token as string}`;
  const appData = {
    FIRST_NAME: 'Jordan',
    LAST_NAME: 'Rivera',
    EMAIL: 'jordan.rivera@example.com',
    CONFIRM_EMAIL: 'jordan.rivera@example.com',
    HOME_PHONE: '4255550123',
    MOBILE_PHONE: phone,
    DOB: '1986-04-12',
    EMPLOYER_NAME: 'Cascade Logistics',
    ADDRESS1: '16150 NE 85th St',
    CITY: 'Redmond',
    STATE: 'WA',
    ZIP: '98052',
    YEARS_AT_ADDRESS: '5',
    ANNUAL_GROSS_INCOME: '54000',
    MONTHLY_HOUSING_PAYMENT: '1450',
    RESIDENT_STATUS: 'R',
    ID_TYPE: 'D',
    ID_NUMBER: 'RIVERJ123AB',
    ID_STATE: 'WA',
    ID_EXPIRY: '2030-08-31',
    SSN: '444444444',
    CONFIRM_SSN: '444444444',
    MONTHLY_GROSS_INCOME: '4500',
    PAY_FREQUENCY: 'B',
    LAST_PAYDAY: isoDay(-3),
    NEXT_PAYDAY: isoDay(11),
    CC_NUMBER: '4111111111111111',
    CC_EXP_MONTH: '12',
    CC_EXP_YEAR: String(new Date().getFullYear() + 3),
    BILLING_ZIP: '98052',
    CVV: '123',
    ROUTING_NUMBER: '021000021',
    ACCOUNT_NUMBER: '12345678',
    PAYMENT_METHOD: '1',
    APP_REQUEST_ID: '3c1d9e0f7a6b5c4d3e2f1a0b9c8d7e6f',
  };
  // As Next on 'Account Information' does: AFF takes only the card it passed (lenders §4, decision 090).
  const checked = await request.post('/api/v1/apps/amff/validate-debit-card', {
    headers: { authorization },
    data: {
      q: appData.CC_NUMBER,
      zipcode: appData.BILLING_ZIP,
      exp: `${appData.CC_EXP_MONTH}${appData.CC_EXP_YEAR.slice(-2)}`,
      cvv: appData.CVV,
      appReqId: appData.APP_REQUEST_ID,
      t2AStoreKeyId: shopKeyId,
    },
  });
  expect(await checked.json()).toEqual({ success: true });
  const submitted = await request.post('/api/v1/apps/app/', {
    headers: { authorization },
    data: {
      tier: '3',
      appType: 'AMFF',
      t2AConsumerKeyId: verified.consumer.t2AConsumerKeyId as string,
      t2AStoreKeyId: shopKeyId,
      appData,
      confirmTimestamp: new Date().toISOString(),
      selectedApps: 'AMFF',
      consentText: 'Submitting sends your information to American First Finance for a credit check.',
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return { code };
}

type Filler = [label: string, value: string, how?: 'select' | 'fill'];

/** The shared pages as AFF asks them (lenders §2 AFF stack): every field AFF's requirements show, filled. */
export const AFF_APPLICANT: Filler[] = [
  ['First Name', 'Jordan'],
  ['Last Name', 'Rivera'],
  ['Email', 'jordan.rivera@example.com'],
  ['Confirm Email', 'jordan.rivera@example.com'],
  ['Home Phone', '4255550123'],
  ['Date of Birth', '04/12/1986'],
  ['Employer Name', 'Cascade Logistics'],
  ['Address', '16150 NE 85th St'],
  ['City', 'Redmond'],
  ['State', 'Washington', 'select'],
  ['Zip Code', '98052'],
  ['Years at Address', '5'],
  ['Annual Gross Income', '54000'],
  ['Monthly Gross Income', '4500'],
  ['Monthly Housing Payment', '1450'],
  ['Residence Status', 'Rent', 'select'],
  ['Primary ID Type', 'Driver License', 'select'],
  ['ID Number', 'RIVERJ123AB'],
  ['ID State', 'Washington', 'select'],
  ['ID Expiration Date', '08/31/2030'],
  ['Social Security Number', '444444444'],
  ['Confirm SSN', '444444444'],
];

/** Fills the fields of `fillers` this page shows (a page shows only what the lender asks). */
export async function fillShown(page: Page, fillers: Filler[]) {
  for (const [label, value, how] of fillers) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.count()) === 0 || !(await field.first().isVisible())) continue;
    if (await field.first().isDisabled()) continue;
    if (how === 'select') await field.first().selectOption({ label: value });
    else await field.first().fill(value);
  }
}

/** Text the Apply Code → the link → the AFF application (aff-account's pages) → AFF's approval. */
export async function reachAffApproval(page: Page) {
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
  await fields.accountInformation(page, { lastPayday: usDateDaysAhead(-3), nextPayday: usDateDaysAhead(11) });
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
