import { expect, test } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { fillApplicationToCoapplicantSelection } from './support/application-to-coapplicant';
import { expectFieldError } from './support/fields';
import { reachApplicationAtNearestShop, sampleApplicant } from './support/journey';

// Spec §2 screen 10, §4 "Coapplicant", §5, §8 'Phone Number Error'; lenders §4 "Coapplicant form".
test('a co-applicant goes through the three steps to app selection', async ({ page }) => {
  page.on('dialog', (d) => d.accept());
  await reachApplicationAtNearestShop(page);
  await fillApplicationToCoapplicantSelection(page, sampleApplicant('111111111'), { checkA11y: true });

  const toggle = page.getByRole('switch', { name: 'Apply with a Co-Applicant' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 0: names (50 long here), email + confirm, three phones, date of birth.
  await expect(page.getByRole('heading', { name: 'About Your Coapplicant' })).toBeVisible();
  const lastName = page.getByLabel('Co-Applicant Last Name');
  await lastName.fill('B'.repeat(60));
  await expect(lastName).toHaveValue('B'.repeat(50));
  // Required once the switch is on; middle initial and phones stay optional (spec §4).
  await expect(page.getByLabel('Co-Applicant Middle Initial')).not.toHaveAttribute('aria-required', 'true');
  await expect(page.getByLabel('Co-Applicant Email', { exact: true })).toHaveAttribute(
    'aria-required',
    'true',
  );

  await page.getByLabel('Co-Applicant First Name').fill('Casey');
  await lastName.fill('Rivera');
  await page.getByLabel('Co-Applicant Email', { exact: true }).fill('casey.rivera@example.com');
  await page.getByLabel('Co-Applicant Confirm Email').fill('casey@example.com');
  await page.getByLabel('Co-Applicant Date of Birth').fill('09/03/1988');
  await expectAccessible(page, 'co-applicant about you');

  await expect(page.getByLabel('Co-Applicant Home Phone')).toHaveAccessibleDescription(
    'Give at least one phone number: home, mobile or work.',
  );

  // No phone at all: the 'Phone Number Error' alert, then the message stays on the home phone.
  await page.getByRole('button', { name: 'Next' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Phone Number Error' });
  await expect(alert).toBeVisible();
  await expect(alert.getByText('At least one phone number must be provided.')).toBeVisible();
  await expectAccessible(page, 'phone number error');
  // The alert is keyboard-ready: OK has focus, Enter closes it, and focus lands on the first field in error.
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  await expect(page.getByLabel('Co-Applicant Confirm Email')).toBeFocused();
  await expectFieldError(
    page,
    page.getByLabel('Co-Applicant Home Phone'),
    'At least one phone number must be provided.',
  );
  await expectFieldError(page, page.getByLabel('Co-Applicant Confirm Email'), 'Emails must match');

  await page.getByLabel('Co-Applicant Confirm Email').fill('casey.rivera@example.com');
  await page.getByLabel('Co-Applicant Mobile Phone').fill('2065550188');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 1: residence address.
  await expect(page.getByRole('heading', { name: "Your Coapplicant's Residence" })).toBeVisible();
  await page.getByLabel('Co-Applicant Address', { exact: true }).fill('16150 NE 85th St');
  await page.getByLabel('Co-Applicant City').fill('Redmond');
  await page.getByLabel('Co-Applicant State').selectOption({ label: 'Washington' });
  await page.getByLabel('Co-Applicant Zip Code').fill('98052');
  await expectAccessible(page, 'co-applicant residence');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: income, residence status, IDs, SSN + confirm.
  await expect(page.getByRole('heading', { name: "Your Coapplicant's Financial Information" })).toBeVisible();
  await page.getByLabel('Co-Applicant Annual Gross Income').fill('48000');
  await page.getByLabel('Co-Applicant Residence Status').selectOption({ label: 'Rent' });
  await page.getByLabel('Co-Applicant Primary ID Type').selectOption({ label: 'Driver License' });
  await page.getByLabel('Co-Applicant ID Number').fill('RIVERC456CD');
  await page.getByLabel('Co-Applicant ID State').selectOption({ label: 'Washington' });
  await page.getByLabel('Co-Applicant ID Expiration Date').fill('05/31/2031');
  await page.getByLabel('Co-Applicant Social Security Number').fill('333224444');
  await page.getByLabel('Co-Applicant Confirm SSN').fill('333224445');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectFieldError(page, page.getByLabel('Co-Applicant Confirm SSN'), 'SSNs must match');
  await expectAccessible(page, 'co-applicant financial');
  await page.getByLabel('Co-Applicant Confirm SSN').fill('333224444');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Get The Financing You Need' })).toBeVisible();
  await expect(page).toHaveTitle('Text To Apply | Financing Providers');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await expectAccessible(page, 'app selection');
});
