import { expect, type Page } from '@playwright/test';
import { confirmAddresses } from './journey';

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
