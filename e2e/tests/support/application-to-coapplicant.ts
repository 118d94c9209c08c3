import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { confirmAddresses, type Applicant } from './journey';

/** About You → Residence → Financial → Summary → Continue, ending on the co-applicant selection. */
export async function fillApplicationToCoapplicantSelection(
  page: Page,
  applicant: Applicant,
  options: { checkA11y?: boolean } = {},
) {
  const a11y = async (screen: string) => {
    if (options.checkA11y) await expectAccessible(page, screen);
  };
  await page.getByLabel('First Name').fill(applicant.firstName);
  await page.getByLabel('Last Name').fill(applicant.lastName);
  await page.getByLabel('Email', { exact: true }).fill(applicant.email);
  await page.getByLabel('Confirm Email').fill(applicant.email);
  await page.getByLabel('Home Phone').fill(applicant.homePhone);
  await page.getByLabel('Date of Birth').fill(applicant.dateOfBirth);
  await page.getByLabel('Employer Name').fill(applicant.employer);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Where Do You Live?' })).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill(applicant.address);
  await page.getByLabel('City', { exact: true }).fill(applicant.city);
  await page.getByLabel('State', { exact: true }).selectOption({ label: applicant.state });
  await page.getByLabel('Zip Code', { exact: true }).fill(applicant.zip);
  await page.getByLabel('Years at Address').fill(applicant.yearsAtAddress);
  await page.getByRole('button', { name: 'Next' }).click();
  await confirmAddresses(page);

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
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Apply With a Coapplicant?' })).toBeVisible();
  await a11y('co-applicant selection');
}
