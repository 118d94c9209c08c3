import { expect, type Page } from '@playwright/test';

import type { Applicant } from './journey';

/** The app asks 'Leave application?' on a reload after verification; a person accepts it. */
export function acceptLeavePrompts(page: Page) {
  page.on('dialog', (dialog) => void dialog.accept());
}

/**
 * On the step with this heading (a move to it finishes once the step's code is in, decision 251), reloads the
 * page (accepting the leave prompt) and waits for the step heading to come back.
 */
export async function reloadOn(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

export async function fillAboutYou(page: Page, applicant: Applicant) {
  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  await page.getByLabel('First Name').fill(applicant.firstName);
  await page.getByLabel('Last Name').fill(applicant.lastName);
  await page.getByLabel('Email', { exact: true }).fill(applicant.email);
  await page.getByLabel('Confirm Email').fill(applicant.email);
  await page.getByLabel('Home Phone').fill(applicant.homePhone);
  await page.getByLabel('Date of Birth').fill(applicant.dateOfBirth);
  await page.getByLabel('Employer Name').fill(applicant.employer);
}

export async function expectAboutYou(page: Page, applicant: Applicant) {
  await expect(page.getByLabel('First Name')).toHaveValue(applicant.firstName);
  await expect(page.getByLabel('Last Name')).toHaveValue(applicant.lastName);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(applicant.email);
  await expect(page.getByLabel('Confirm Email')).toHaveValue(applicant.email);
  await expect(page.getByLabel('Home Phone')).toHaveValue(/\(\d{3}\) \d{3}-\d{4}/);
  await expect(page.getByLabel('Date of Birth')).toHaveValue(applicant.dateOfBirth);
  await expect(page.getByLabel('Employer Name')).toHaveValue(applicant.employer);
}

export async function fillResidence(page: Page, applicant: Applicant) {
  await expect(page.getByRole('heading', { name: 'Where Do You Live?' })).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill(applicant.address);
  await page.getByLabel('City', { exact: true }).fill(applicant.city);
  await page.getByLabel('State', { exact: true }).selectOption({ label: applicant.state });
  await page.getByLabel('Zip Code', { exact: true }).fill(applicant.zip);
  await page.getByLabel('Years at Address').fill(applicant.yearsAtAddress);
}

export async function fillFinancial(page: Page, applicant: Applicant) {
  await expect(page.getByRole('heading', { name: 'Your Financial Information' })).toBeVisible();
  await page.getByLabel('Annual Gross Income').fill(applicant.annualGrossIncome);
  await page.getByLabel('Monthly Housing Payment').fill(applicant.monthlyHousingPayment);
  await page.getByLabel('Residence Status').selectOption({ label: applicant.residenceStatus });
  await page.getByLabel('Primary ID Type').selectOption({ label: applicant.idType });
  await page.getByLabel('ID Number', { exact: true }).fill(applicant.idNumber);
  await page.getByLabel('ID State', { exact: true }).selectOption({ label: applicant.idState });
  await page.getByLabel('ID Expiration Date', { exact: true }).fill(applicant.idExpiry);
  await page.getByLabel('Social Security Number', { exact: true }).fill(applicant.ssn);
  await page.getByLabel('Confirm SSN', { exact: true }).fill(applicant.ssn);
}

export async function expectFinancial(page: Page, applicant: Applicant) {
  await expect(page.getByLabel('Annual Gross Income')).toHaveValue(applicant.annualGrossIncome);
  await expect(page.getByLabel('Monthly Housing Payment')).toHaveValue(applicant.monthlyHousingPayment);
  await expect(page.getByLabel('ID Number', { exact: true })).toHaveValue(applicant.idNumber);
  await expect(page.getByLabel('ID Expiration Date', { exact: true })).toHaveValue(applicant.idExpiry);
  await expect(page.getByLabel('Social Security Number', { exact: true })).toHaveValue(applicant.ssn);
  await expect(page.getByLabel('Confirm SSN', { exact: true })).toHaveValue(applicant.ssn);
}

/** Landing → shop 98052 → policy → verify the given phone (a second device verifies the same one). */
export async function verifyPhoneAtNearestShop(page: Page, phone: string) {
  await page.goto('/');
  await page
    .getByRole('button', { name: 'Get Started' })
    .or(page.getByRole('link', { name: 'Get Started' }))
    .click();
  await page.getByLabel('Zip, City, or Address').fill('98052');
  await page.getByRole('button', { name: 'Find' }).click();
  await page
    .getByRole('button', { name: /Select Shop/ })
    .first()
    .click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByLabel('Mobile Phone').fill(phone);
  // The same phone may have had codes before (first device): wait for the new text, not an old one.
  const before = (await textsTo(page, phone)).length;
  await page.getByRole('button', { name: 'Send Code' }).click();
  let code = '';
  await expect
    .poll(async () => {
      const texts = await textsTo(page, phone);
      code = texts.length > before ? (/\b(\d{6})\b/.exec(texts.at(-1)!.body)?.[1] ?? '') : '';
      return code;
    })
    .not.toBe('');
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify & Start Application' }).click();
}

async function textsTo(page: Page, phone: string): Promise<{ to: string; body: string }[]> {
  const response = await page.request.get('/api/dev/outbox');
  const messages = (await response.json()) as { to: string; body: string }[];
  return messages.filter((m) => m.to.replace(/\D/g, '').endsWith(phone));
}
