// EasyPay's pages walked as a person does (lenders §2 and §4), shared by the EasyPay journeys and the lender
// notes journey (e2e/tests/lender-notes-and-costs.spec.ts).
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { usDateDaysAhead } from './fields';
import { confirmAddresses, startAtShop } from './journey';

const PROCESSING = "Please don't refresh. We're processing your request.";

/** About You, Residence and Financial as EasyPay asks them (its requirements: monthly income, no ID). */
export async function fillEasyPaySharedPages(page: Page, ssn: string) {
  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  await page.getByLabel('First Name').fill('Jordan');
  await page.getByLabel('Last Name').fill('Rivera');
  // EasyPay does not require the e-mail (lenders §5 "EZPY … similar without email"); this applicant gives it.
  await page.getByLabel('Email (optional)', { exact: true }).fill('jordan.rivera@example.com');
  await page.getByLabel('Confirm Email (optional)').fill('jordan.rivera@example.com');
  await page.getByLabel('Use Email For All Communications').selectOption({ label: 'Yes' });
  await page.getByLabel('Home Phone').fill('4255550123');
  await page.getByLabel('Date of Birth').fill('04/12/1986');
  await page.getByLabel('Employer Name').fill('Cascade Logistics');
  await page.getByLabel('Work Phone').fill('4255550188');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Where Do You Live?' })).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill('16150 NE 85th St');
  await page.getByLabel('City', { exact: true }).fill('Redmond');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Washington' });
  await page.getByLabel('Zip Code', { exact: true }).fill('98052');
  // EasyPay asks no years at address (its requirements: the prequal address only).
  await expect(page.getByLabel('Years at Address')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await confirmAddresses(page);

  await expect(page.getByRole('heading', { name: 'Your Financial Information' })).toBeVisible();
  await page.getByLabel('Monthly Gross Income').fill('4200');
  await page.getByLabel('Monthly Net Income').fill('3300');
  await page.getByLabel('Monthly Housing Payment').fill('1450');
  await page.getByLabel('Social Security Number', { exact: true }).fill(ssn);
  await page.getByLabel('Confirm SSN', { exact: true }).fill(ssn);
  await page.getByRole('button', { name: 'Next' }).click();
}

/**
 * 'Account Information' (the shared extra-financial page): pay frequency, next payday, card, bank. EasyPay
 * presets the billing address to the residence (lenders §4), whether it is first or reached after another
 * lender.
 */
export async function fillAccountInformation(page: Page, { billingPreset }: { billingPreset: boolean }) {
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
export async function chooseEasyPay(page: Page) {
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Get The Financing You Need' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
}

export async function paymentInformation(page: Page) {
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
export async function reviewAndSubmit(page: Page, ssn: string, name = 'Jordan Rivera') {
  await expect(page.getByRole('heading', { name: 'Application Review' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About Additional Information' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(`XXX-XX-${ssn.slice(-4)}`)).toBeVisible();
  await expect(page.getByText('XXXXX0021 / XXXX5678')).toBeVisible();
  await expect(page.getByText('Bank Account Draft')).toBeVisible();
  await expect(page.getByText(ssn)).toHaveCount(0);
  await expect(page.getByText(/you authorize a hard credit check by EasyPay/)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Application' });
  // Pressed before the terms are agreed, it says so at the box.
  await submit.click();
  await expect(page.getByText('Check this box to agree before you continue.')).toBeVisible();
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

export async function applyToEasyPay(page: Page, shop: string, ssn: string) {
  await startAtShop(page, shop);
  await fillEasyPaySharedPages(page, ssn);
  await fillAccountInformation(page, { billingPreset: true });
  await chooseEasyPay(page);
  await paymentInformation(page);
  await reviewAndSubmit(page, ssn);
}
