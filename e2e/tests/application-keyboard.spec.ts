import { expect, test } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { sampleApplicant } from './support/journey';
import { tabAndChoose, tabAndPress, tabAndType, tabTo } from './support/keyboard';
import { latestVerificationCode, uniquePhone } from './support/outbox';

// GUIDE "The field component owns accessibility": the whole journey by keyboard (Tab, Shift+Tab, Enter, Space; dropdowns, the switch and
// dialogs), with a visible focus ring on every control reached and axe on every screen. No mouse clicks.
test('keyboard only: landing to app selection', async ({ page }) => {
  page.on('dialog', (d) => d.accept());
  const applicant = sampleApplicant('111111111');

  await page.goto('/');
  await expectAccessible(page, 'landing');
  await tabAndPress(page, page.getByRole('link', { name: 'Get Started' }));

  await expect(page.getByLabel('Zip, City, or Address')).toBeVisible();
  await tabAndType(page, page.getByLabel('Zip, City, or Address'), '98052');
  await tabAndPress(page, page.getByRole('button', { name: 'Find' }));
  const selectShop = page.getByRole('button', { name: /^Select Shop/ }).first();
  await expect(selectShop).toBeVisible();
  await expectAccessible(page, 'shop search');
  await tabAndPress(page, selectShop);

  await expect(page.getByRole('heading', { name: 'Confidently Apply for Financing' })).toBeVisible();
  await expectAccessible(page, 'policy content');
  await tabAndPress(page, page.getByRole('checkbox'), 'Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await tabAndPress(page, page.getByRole('button', { name: 'Get Started' }));

  await expect(page.getByRole('heading', { name: 'Verify Your Device' })).toBeVisible();
  const phone = uniquePhone();
  await tabAndType(page, page.getByLabel('Mobile Phone'), phone);
  await tabAndPress(page, page.getByRole('button', { name: 'Send Code' }));
  const code = await latestVerificationCode(page.request, phone);
  await tabAndType(page, page.getByLabel('Verification Code'), code);
  await expectAccessible(page, 'verify your device');
  await tabAndPress(page, page.getByRole('button', { name: 'Verify & Start Application' }));

  // About You: Enter on Next with nothing filled moves focus to the error summary; Tab and Enter on its first
  // link move focus to the first error.
  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  await tabAndPress(page, page.getByRole('button', { name: 'Next' }));
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
  await tabAndPress(page, page.getByRole('link', { name: 'First Name: Value cannot be empty' }));
  await expect(page.getByLabel('First Name')).toBeFocused();
  await page.keyboard.type(applicant.firstName);
  await tabAndType(page, page.getByLabel('Last Name'), applicant.lastName);
  // Shift+Tab goes back to the middle initial.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Middle Initial')).toBeFocused();
  await page.keyboard.type('Q');
  await tabAndType(page, page.getByLabel('Email', { exact: true }), applicant.email);
  await tabAndType(page, page.getByLabel('Confirm Email'), applicant.email);
  await tabAndType(page, page.getByLabel('Home Phone'), applicant.homePhone);
  await tabAndType(page, page.getByLabel('Date of Birth'), applicant.dateOfBirth);
  await tabAndType(page, page.getByLabel('Employer Name'), applicant.employer);
  await expectAccessible(page, 'about you');
  await tabAndPress(page, page.getByRole('button', { name: 'Next' }));

  await expect(page.getByRole('heading', { name: 'Where Do You Live?' })).toBeVisible();
  await tabAndType(page, page.getByLabel('Address', { exact: true }), applicant.address);
  await tabAndType(page, page.getByLabel('City', { exact: true }), applicant.city);
  await tabAndChoose(page, page.getByLabel('State', { exact: true }), applicant.state);
  await tabAndType(page, page.getByLabel('Zip Code', { exact: true }), applicant.zip);
  await tabAndType(page, page.getByLabel('Years at Address'), applicant.yearsAtAddress);
  await expectAccessible(page, 'residence');
  await tabAndPress(page, page.getByRole('button', { name: 'Next' }));
  // The address confirmation modal, by keyboard too: confirm each standardised address, then Continue.
  const modal = page.getByRole('dialog', { name: 'Confirm Your Address' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Searching for address...')).toHaveCount(0, { timeout: 15_000 });
  const confirm = modal.getByRole('button', { name: /^Confirm / });
  while ((await confirm.count()) > 0) await tabAndPress(page, confirm.first());
  await tabAndPress(page, modal.getByRole('button', { name: 'Continue' }));

  await expect(page.getByRole('heading', { name: 'Your Financial Information' })).toBeVisible();
  await tabAndType(page, page.getByLabel('Annual Gross Income'), applicant.annualGrossIncome);
  await tabAndType(page, page.getByLabel('Monthly Housing Payment'), applicant.monthlyHousingPayment);
  await tabAndChoose(page, page.getByLabel('Residence Status'), applicant.residenceStatus);
  await tabAndChoose(page, page.getByLabel('Primary ID Type'), applicant.idType);
  await tabAndType(page, page.getByLabel('ID Number', { exact: true }), applicant.idNumber);
  await tabAndChoose(page, page.getByLabel('ID State', { exact: true }), applicant.idState);
  await tabAndType(page, page.getByLabel('ID Expiration Date', { exact: true }), applicant.idExpiry);
  await tabAndType(page, page.getByLabel('Social Security Number', { exact: true }), applicant.ssn);
  await tabAndType(page, page.getByLabel('Confirm SSN', { exact: true }), applicant.ssn);
  await expectAccessible(page, 'financial');
  await tabAndPress(page, page.getByRole('button', { name: 'Next' }));

  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectAccessible(page, 'summary');
  await tabAndPress(page, page.getByRole('button', { name: 'Continue' }));

  // The switch works with Space both ways.
  await expect(page.getByRole('heading', { name: 'Apply With a Coapplicant?' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Apply with a Co-Applicant' });
  await tabAndPress(page, toggle, 'Space');
  await expect(toggle).toBeChecked();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await expectAccessible(page, 'co-applicant selection');
  await tabAndPress(page, page.getByRole('button', { name: 'Next' }));

  await expect(page.getByRole('heading', { name: 'Get The Financing You Need' })).toBeVisible();
  await expect(page).toHaveTitle('Text To Apply | Financing Providers');
  await expectAccessible(page, 'app selection');
  await tabTo(page, page.getByRole('button', { name: 'Apply' }));
});
