import { expect, test } from '@playwright/test';
import { acceptLeavePrompts, expectAboutYou, fillAboutYou, fillResidence } from './support/application-steps';
import { confirmAddresses, reachApplicationAtNearestShop, sampleApplicant } from './support/journey';

// The browser's back and forward buttons behave sensibly — back shows the earlier step with its
// answers, forward returns, and a step that is not reachable yet redirects to the first incomplete page.
test('back and forward move between steps without losing answers; a later step redirects', async ({
  page,
}) => {
  acceptLeavePrompts(page);
  const applicant = sampleApplicant('111111111');
  await reachApplicationAtNearestShop(page);
  const aboutYouUrl = page.url();

  // Before About You is complete, typing a later step's address redirects to About You.
  await page.goto(aboutYouUrl.replace(/about-you$/, 'financial'));
  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  await expect(page).toHaveURL(/\/apply\/about-you$/);

  await fillAboutYou(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillResidence(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();
  await confirmAddresses(page);
  await expect(page.getByRole('heading', { name: 'Your Financial Information' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Where Do You Live?' })).toBeVisible();
  await expect(page.getByLabel('Zip Code', { exact: true })).toHaveValue(/^98052/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  await expectAboutYou(page, applicant);

  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Where Do You Live?' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Your Financial Information' })).toBeVisible();
});
