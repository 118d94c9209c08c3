import { expect, type Page } from '@playwright/test';

/**
 * DigniFi's review (lenders §2): three agreements, each ticked only by pressing 'Agree' in the disclosure its
 * box opens; 'Submit Application' pressed before that says so at each box. Ends with Submit
 * pressed.
 */
export async function agreeToDignifiAndSubmit(page: Page) {
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await submit.click();
  await expect(page.getByText('Check this box to agree before you continue.')).toHaveCount(3);
  for (const [agreement, title] of [
    [
      'I agree to the DigniFi Terms and Conditions and Privacy Policy.',
      'Terms and Conditions and Privacy Policy',
    ],
    ['I agree to the E-Sign Consent.', 'E-Sign Consent'],
    ['I authorize DigniFi to obtain my credit report.', 'Credit Report Authorization'],
  ] as const) {
    await page.getByRole('checkbox', { name: agreement }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    // The title whole in view (the body scrolls, not the dialog), and a Close beside Agree.
    await expect(dialog.getByRole('heading', { name: title })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(page.getByRole('checkbox', { name: agreement })).toBeChecked();
  }
  await submit.click();
}
