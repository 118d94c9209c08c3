import { expect, test, type Page } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { browserPrequalPosts, serverPrequalAnswered } from './support/server-waterfall';
import { fillApplicationToCoapplicantSelection } from './support/application-to-coapplicant';
import { usDateDaysAhead } from './support/fields';
import { sampleApplicant, startAtShop } from './support/journey';
import { fillEasyPaySharedPages } from './support/ezpy';

// Lenders §2 and §4: EasyPay walked as a person does, on a phone-sized screen, by visible texts,
// against the partner sandbox on its own origin: EasyPay's pages, its terms framed from EasyPay's address,
// then each answer of the sandbox's EZPY test SSNs (apps/partner-sandbox/README.md): 123123123 approves,
// 333333333 refers (no instant decision, call), 321321321 declines. The decline is walked at Totem Lake
// Tire & Service ('EZPY,CFSS'), where the next lender is DigniFi, whose pages exist; at Kirkland Wheel &
// Alignment ('EZPY,VERS') the next lender is Versatile. At Marymoor Tire & Brake ('CFNA,EZPY') CFNA declines
// 123123123 with an annual income of 52,000 (the sandbox's rule for SSNs not in CFNA's table), EasyPay
// prequalifies it by itself, and its 'Additional Information' page asks what the CFNA pages did not.
const PROCESSING = "Please don't refresh. We're processing your request.";

/**
 * 'Account Information' (the shared extra-financial page): pay frequency, next payday, card, bank. EasyPay
 * presets the billing address to the residence (lenders §4), whether it is first or reached after another
 * lender.
 */
async function fillAccountInformation(page: Page, { billingPreset }: { billingPreset: boolean }) {
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  await page.getByLabel('Pay Frequency').selectOption({ index: 2 });
  await page.getByLabel('Next Payday').fill(usDateDaysAhead(6));
  await page.getByLabel('Card Number').fill('4111111111111111');
  await page.getByLabel('Expiration Month').selectOption('12');
  await page.getByLabel('Expiration Year').selectOption(String(new Date().getFullYear() + 2));
  const billing = page.getByLabel('Billing Address', { exact: true });
  if (billingPreset) {
    await expect(page.getByLabel('Billing address is the same as my residence')).toBeChecked();
    await expect(billing).toHaveValue('16150 NE 85TH ST');
  } else {
    await billing.fill('16150 NE 85th St');
    await page.getByLabel('Billing Zip').fill('98052');
  }
  await page.getByLabel('Routing Number').fill('021000021');
  await page.getByLabel('Account Number').fill('12345678');
  await page.getByLabel('Method of Payment').selectOption({ label: 'Credit/Debit Card' });
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Summary → Continue → Financing Providers → Apply; ends where EasyPay's own pages begin. */
async function chooseEasyPay(page: Page) {
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Get The Financing You Need' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
}

async function paymentInformation(page: Page) {
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  // Lenders §4: billing preset to the residence; the card typed before is shown masked only.
  await expect(page.getByLabel('Billing address is the same as my residence')).toBeChecked();
  await expect(page.getByText(/Card ending in 1111/)).toBeVisible();
  await expect(page.getByText('4111111111111111')).toHaveCount(0);
  // A Washington resident has no Florida stamp tax: no CVV here.
  await expect(page.getByLabel('CVV')).toHaveCount(0);
  // Asked on Account Information already: shown again with the answer, and can be changed here.
  await expect(page.getByLabel('Method of Payment')).toHaveValue('2');
  await page.getByLabel('Method of Payment').selectOption({ label: 'Bank Account Draft' });
  await page.getByRole('checkbox', { name: /recurring debit consent/ }).check();
  await expectAccessible(page, 'EZPY payment information');
  await page.getByRole('button', { name: 'Next' }).click();
}

/** 'Application Review': the EZPY summary masked, the terms framed from EasyPay, then submit. */
async function reviewAndSubmit(page: Page, ssn: string, name = 'Jordan Rivera') {
  await expect(page.getByRole('heading', { name: 'Application Review' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About Additional Information' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(`XXX-XX-${ssn.slice(-4)}`)).toBeVisible();
  await expect(page.getByText('XXXXX0021 / XXXX5678')).toBeVisible();
  await expect(page.getByText('Bank Account Draft')).toBeVisible();
  await expect(page.getByText(ssn)).toHaveCount(0);
  await expect(page.getByText(/you authorize a hard credit check by EasyPay/)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await expect(submit).toBeDisabled();
  await expectAccessible(page, 'EZPY application review');

  await page.getByRole('button', { name: 'State Law Disclosures and Terms and Conditions' }).click();
  const dialog = page.getByRole('dialog', { name: 'State Law Disclosures and Terms and Conditions' });
  await expect(dialog).toBeVisible();
  const terms = dialog.frameLocator('iframe');
  await expect(terms.getByRole('heading', { name: 'State Law Disclosures', exact: true })).toBeVisible();
  await expect(terms.getByText(/made and administered by EasyPay Finance/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Agree' }).click();
  await expect(
    page.getByRole('checkbox', { name: /agree to the State Law Disclosures and Terms and Conditions/ }),
  ).toBeChecked();
  await submit.click();
  await expect(page.getByText(PROCESSING)).toBeVisible();
  await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
}

async function applyToEasyPay(page: Page, shop: string, ssn: string) {
  await startAtShop(page, shop);
  await fillEasyPaySharedPages(page, ssn);
  await fillAccountInformation(page, { billingPreset: true });
  await chooseEasyPay(page);
  await paymentInformation(page);
  await reviewAndSubmit(page, ssn);
}

/** CFNA's review (the shared pages filled as CFNA asks them), submitted; ends on CFNA's decline. */
async function applyToCfnaAndSeeDecline(page: Page) {
  await startAtShop(page, 'Marymoor Tire & Brake');
  await fillApplicationToCoapplicantSelection(page, {
    ...sampleApplicant('123123123'),
    annualGrossIncome: '52000',
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Get The Financing You Need' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'Application Review' })).toBeVisible();
  await page.getByRole('checkbox').check();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) {
    await dialog
      .getByRole('button', { name: /Agree|Close/ })
      .first()
      .click();
  }
  // Lenders §4: after CFNA's decline EasyPay's soft prequal is sent by itself with EasyPay's prequal fields
  // only (decision 130), and accepted.
  // The server sends it (decision 140): the page reads the answer from the journey; the browser posts none.
  const posted = browserPrequalPosts(page);
  const answered = serverPrequalAnswered(page, 'EZPY');
  await page.getByRole('button', { name: /Submit/ }).click();
  await answered;
  expect(posted).toEqual([]);
  await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
  await expect(page.getByText('Your application was denied.')).toBeVisible();
}

test.describe('EasyPay (EZPY)', () => {
  test('EasyPay first: Account Information, Payment Information and the terms, then the approval', async ({
    page,
  }) => {
    await applyToEasyPay(page, 'Kirkland Wheel & Alignment', '123123123');
    await expect(page.getByRole('heading', { name: "Congratulations! You're Approved" })).toBeVisible();
    await expect(page.getByText('EasyPay Finance approved you for financing.')).toBeVisible();
    await expect(page.getByText('$2,500')).toBeVisible();
    // Lenders §9: a Washington resident's loan is administered by EasyPay (lender-administered state).
    await expect(page.getByText('In WA, EasyPay Finance administers your loan.')).toBeVisible();
    await expectAccessible(page, 'EZPY approval');
  });

  test('a referral: no instant decision, with a call button', async ({ page }) => {
    await applyToEasyPay(page, 'Kirkland Wheel & Alignment', '333333333');
    await expect(
      page.getByText(
        'Unfortunately we are unable to provide you with an instant decision. Please call EasyPay Finance at 1-800-555-3279 to complete your application.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call 1-800-555-3279' })).toHaveAttribute(
      'href',
      'tel:18005553279',
    );
    await expectAccessible(page, 'EZPY referral');
  });

  test('a decline offers the next lender under BUT FINANCING IS STILL POSSIBLE. and Apply goes on to it', async ({
    page,
  }) => {
    await applyToEasyPay(page, 'Juanita Bay Tire & Service', '321321321');
    await expect(
      page.getByRole('heading', { name: 'Sorry, we were unable to approve your application.' }),
    ).toBeVisible();
    await expect(page.getByText('You will receive a letter of explanation within 10 days.')).toBeVisible();
    await expect(page.getByText('BUT FINANCING IS STILL POSSIBLE.')).toBeVisible();
    await expect(
      page.getByText('Repair Now, Pay Over Time - no interest if you pay off your loan in 90 days.'),
    ).toBeVisible();
    await expectAccessible(page, 'EZPY decline with the next lender');
    await page.getByRole('button', { name: 'Apply' }).click();
    // DigniFi reached as the next app asks nothing new: straight to its review (lenders §4).
    await expect(page.getByRole('heading', { name: 'Application Review' })).toBeVisible();
    await expect(page.getByText(/you authorize a hard credit check by DigniFi/)).toBeVisible();
  });

  test('reached after a CFNA decline: Account Information, then Additional Information asks what is missing', async ({
    page,
  }) => {
    await applyToCfnaAndSeeDecline(page);
    await expect(page.getByText('BUT FINANCING IS STILL POSSIBLE.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'EasyPay Finance' })).toBeVisible();
    await page.getByRole('button', { name: 'Apply' }).click();

    await fillAccountInformation(page, { billingPreset: true });
    await chooseEasyPay(page);
    // Lenders §2 "EZPY additional info": what the CFNA pages did not ask, with EasyPay's pay frequencies.
    await expect(page).toHaveTitle('Text To Apply | Additional Information');
    await expect(page.getByRole('heading', { name: 'Additional Information' })).toBeVisible();
    await expect(page.getByLabel('Monthly Gross Income')).toHaveValue('4333');
    await expect(
      page.getByLabel('Pay Frequency').getByRole('option', { name: 'Semi-Monthly' }),
    ).toBeAttached();
    await expectAccessible(page, 'EZPY additional information');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Value cannot be empty').first()).toBeVisible();
    await page.getByLabel('Use Email For All Communications').selectOption({ label: 'No' });
    await page.getByLabel('Work Phone').fill('4255550188');
    await page.getByRole('button', { name: 'Next' }).click();

    await paymentInformation(page);
    await reviewAndSubmit(page, '123123123', 'Jordan Rivera');
    await expect(page.getByRole('heading', { name: "Congratulations! You're Approved" })).toBeVisible();
  });
});
