import { expect, type Page } from '@playwright/test';

/** CFNA's three co-applicant pages (spec §2 screen 10, lenders §4 "Coapplicant form"), filled and sent on. */
export async function fillCoapplicant(page: Page) {
  await expect(page.getByRole('heading', { name: 'About Your Coapplicant' })).toBeVisible();
  await page.getByLabel('Co-Applicant First Name').fill('Casey');
  await page.getByLabel('Co-Applicant Last Name').fill('Rivera');
  await page.getByLabel('Co-Applicant Email', { exact: true }).fill('casey.rivera@example.com');
  await page.getByLabel('Co-Applicant Confirm Email').fill('casey.rivera@example.com');
  await page.getByLabel('Co-Applicant Date of Birth').fill('09/03/1988');
  await page.getByLabel('Co-Applicant Mobile Phone').fill('2065550188');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: "Your Coapplicant's Residence" })).toBeVisible();
  await page.getByLabel('Co-Applicant Address', { exact: true }).fill('16150 NE 85th St');
  await page.getByLabel('Co-Applicant City').fill('Redmond');
  await page.getByLabel('Co-Applicant State').selectOption({ label: 'Washington' });
  await page.getByLabel('Co-Applicant Zip Code').fill('98052');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: "Your Coapplicant's Financial Information" })).toBeVisible();
  await page.getByLabel('Co-Applicant Annual Gross Income').fill('48000');
  await page.getByLabel('Co-Applicant Residence Status').selectOption({ label: 'Rent' });
  await page.getByLabel('Co-Applicant Primary ID Type').selectOption({ label: 'Driver License' });
  await page.getByLabel('Co-Applicant ID Number').fill('RIVERC456CD');
  await page.getByLabel('Co-Applicant ID State').selectOption({ label: 'Washington' });
  await page.getByLabel('Co-Applicant ID Expiration Date').fill('05/31/2031');
  await page.getByLabel('Co-Applicant Social Security Number').fill('333224444');
  await page.getByLabel('Co-Applicant Confirm SSN').fill('333224444');
}
