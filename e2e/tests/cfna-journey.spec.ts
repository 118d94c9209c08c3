import { expect, test } from '@playwright/test';
import {
  fillApplicationAndSubmitToCfna,
  reachApplicationAtNearestShop,
  sampleApplicant,
} from './support/journey';

// A person on a phone-sized screen walks the thin journey to the CFNA approval screen
// with SSN 111111111 and to the decline text with 222222222, by visible labels and texts.
test.describe('thin journey to a CFNA result', () => {
  test('SSN 111111111 reaches the CFNA approval with card art and credit limit', async ({ page }) => {
    await reachApplicationAtNearestShop(page, { checkA11y: true });
    await fillApplicationAndSubmitToCfna(page, sampleApplicant('111111111'), { checkA11y: true });
    await expect(page.getByRole('heading', { name: /approved/i })).toBeVisible();
    await expect(page.getByRole('img', { name: /card/i })).toBeVisible();
    await expect(page.getByText(/\$\d{1,3}(,\d{3})*/).first()).toBeVisible();
  });

  test('SSN 222222222 reaches the CFNA decline text', async ({ page }) => {
    await reachApplicationAtNearestShop(page);
    await fillApplicationAndSubmitToCfna(page, sampleApplicant('222222222'));
    await expect(page.getByText('Your application was denied.')).toBeVisible();
    await expect(
      page.getByText(
        "Sorry, we were unable to approve your application with CFNA. You'll receive a letter of explanation within 10 days.",
      ),
    ).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('No match found for /no/such/page')).toBeVisible();
  });
});
