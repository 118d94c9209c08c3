import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { fillAboutYou, fillFinancial, fillResidence } from './application-steps';
import { confirmAddresses, type Applicant } from './journey';

/** About You → Residence → Financial → Summary → Continue: the shared pages, before the lender's own. */
export async function fillSharedPages(page: Page, applicant: Applicant) {
  await fillAboutYou(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillResidence(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();
  await confirmAddresses(page);
  await fillFinancial(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The shared pages, ending on the co-applicant selection. */
export async function fillApplicationToCoapplicantSelection(
  page: Page,
  applicant: Applicant,
  options: { checkA11y?: boolean } = {},
) {
  await fillSharedPages(page, applicant);
  await expect(page.getByRole('heading', { name: 'Apply With a Coapplicant?' })).toBeVisible();
  if (options.checkA11y) await expectAccessible(page, 'co-applicant selection');
}
