import { expect, test } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import {
  expectFieldError,
  expectNoFieldError,
  pasteInto,
  typeAndLeave,
  usDateYearsAgo,
} from './support/fields';
import { confirmAddresses, reachApplicationAtNearestShop, sampleApplicant } from './support/journey';

// Spec applicant-journey §5 in the browser: every invalid case shows the domain's exact message tied to
// its field, filters run on typing and on paste, max lengths hold, and Next stops on the first error.
test('About You, Residence and Financial show every §5 message and filter input', async ({ page }) => {
  page.on('dialog', (d) => d.accept());
  const applicant = sampleApplicant('111111111');
  await reachApplicationAtNearestShop(page);

  // --- About You ---
  const firstName = page.getByLabel('First Name');
  const lastName = page.getByLabel('Last Name');
  const email = page.getByLabel('Email', { exact: true });
  const confirmEmail = page.getByLabel('Confirm Email');
  const homePhone = page.getByLabel('Home Phone');
  const dob = page.getByLabel('Date of Birth');

  // Empty required fields: Next refuses, every required field says so, focus goes to the error summary,
  // whose first link leads to the first field (GOV.UK error summary).
  await page.getByRole('button', { name: 'Next' }).click();
  await expectFieldError(page, firstName, 'Value cannot be empty');
  await expectFieldError(page, lastName, 'Value cannot be empty');
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'First Name: Value cannot be empty' }).click();
  await expect(firstName).toBeFocused();
  await expectAccessible(page, 'about you with errors');

  // Max lengths (first/last name 32, phones 10 digits) and the alpha filter.
  await firstName.fill('A'.repeat(40));
  await expect(firstName).toHaveValue('A'.repeat(32));
  await firstName.fill('');
  await firstName.pressSequentially('Jo3rd@an');
  await expect(firstName).toHaveValue('Jordan');
  await expectNoFieldError(firstName);

  await typeAndLeave(email, 'not-an-email');
  await expectFieldError(page, email, 'Invalid email');
  await typeAndLeave(email, applicant.email);
  await expectNoFieldError(email);
  await typeAndLeave(confirmEmail, 'someone.else@example.com');
  await expectFieldError(page, confirmEmail, 'Emails must match');
  // Case-insensitive and trimmed (spec §5).
  await typeAndLeave(confirmEmail, applicant.email.toUpperCase());
  await expectNoFieldError(confirmEmail);

  // Phone: typing letters keeps only digits, shown as (xxx) xxx-xxxx; pasting does the same; 10 digits max.
  await homePhone.pressSequentially('42a5b55');
  await expect(homePhone).toHaveValue('(425) 55');
  await homePhone.press('Tab');
  await expectFieldError(page, homePhone, 'Invalid phone number');
  await homePhone.fill('');
  await pasteInto(homePhone, 'tel: 425-555-0123 ext 99');
  await expect(homePhone).toHaveValue('(425) 555-0123');
  await homePhone.press('Tab');
  await expectNoFieldError(homePhone);

  // Date of birth: typed MM/DD/YYYY; an impossible date, under 18, more than 100 years back.
  await typeAndLeave(dob, '02/30/1990');
  await expectFieldError(page, dob, 'Invalid Date');
  await typeAndLeave(dob, usDateYearsAgo(18, true));
  await expectFieldError(page, dob, 'Must be 18 or older');
  await typeAndLeave(dob, usDateYearsAgo(101));
  await expectFieldError(page, dob, 'Invalid Date');
  await dob.fill('');
  await dob.pressSequentially('041219860000');
  await expect(dob).toHaveValue('04/12/1986');
  await dob.press('Tab');
  await expectNoFieldError(dob);

  await lastName.fill(applicant.lastName);
  await page.getByLabel('Employer Name').fill(applicant.employer);
  await page.getByRole('button', { name: 'Next' }).click();

  // --- Residence ---
  await expect(page.getByRole('heading', { name: 'Where Do You Live?' })).toBeVisible();
  const address = page.getByLabel('Address', { exact: true });
  const city = page.getByLabel('City', { exact: true });
  const state = page.getByLabel('State', { exact: true });
  const zip = page.getByLabel('Zip Code', { exact: true });
  await typeAndLeave(address, 'Main');
  await expectFieldError(page, address, 'Invalid address');
  await typeAndLeave(address, 'P.O. Box 123');
  await expectFieldError(page, address, 'P.O. Boxes are not permitted');
  await typeAndLeave(city, 'Redmond 9');
  await expectFieldError(page, city, 'Invalid city');
  await typeAndLeave(zip, '980');
  await expectFieldError(page, zip, 'Invalid zip');
  // Zip keeps digits, hyphen and Z; 10 characters at most.
  await zip.fill('');
  await zip.pressSequentially('98a052-12345');
  await expect(zip).toHaveValue('98052-1234');
  // Dropdown placeholder rule: choosing the placeholder clears the value and shows the required error.
  await state.selectOption({ label: applicant.state });
  await expectNoFieldError(state);
  await state.selectOption({ index: 0 });
  await expect(state).toHaveValue('');
  await expectFieldError(page, state, 'Value cannot be empty');
  await expectAccessible(page, 'residence with errors');

  await address.fill(applicant.address);
  await city.fill(applicant.city);
  await state.selectOption({ label: applicant.state });
  await zip.fill(applicant.zip);
  await page.getByLabel('Years at Address').fill(applicant.yearsAtAddress);
  await page.getByRole('button', { name: 'Next' }).click();
  await confirmAddresses(page);

  // --- Financial ---
  await expect(page.getByRole('heading', { name: 'Your Financial Information' })).toBeVisible();
  const ssn = page.getByLabel('Social Security Number', { exact: true });
  const confirmSsn = page.getByLabel('Confirm SSN', { exact: true });
  const idNumber = page.getByLabel('ID Number', { exact: true });
  const income = page.getByLabel('Annual Gross Income');

  // Numbers keep digits only, on typing and on paste.
  await income.pressSequentially('$54,000');
  await expect(income).toHaveValue('54000');
  await ssn.fill('');
  await pasteInto(ssn, '123-45-6789');
  await expect(ssn).toHaveValue('123456789');
  await ssn.fill('');
  await ssn.pressSequentially('1234567890123');
  await expect(ssn).toHaveValue('123456789');
  await typeAndLeave(ssn, '12345');
  await expectFieldError(page, ssn, 'Invalid SSN');
  await typeAndLeave(ssn, applicant.ssn);
  await expectNoFieldError(ssn);
  await typeAndLeave(confirmSsn, '123456789');
  await expectFieldError(page, confirmSsn, 'SSNs must match');
  await typeAndLeave(idNumber, '***');
  await expectFieldError(page, idNumber, 'Invalid ID number');
  // ID number keeps letters, digits, spaces and asterisks.
  await idNumber.fill('');
  await idNumber.pressSequentially('RIV-ERJ#12*3');
  await expect(idNumber).toHaveValue('RIVERJ12*3');
  await typeAndLeave(page.getByLabel('ID Expiration Date', { exact: true }), '13/45/2030');
  await expectFieldError(page, page.getByLabel('ID Expiration Date', { exact: true }), 'Invalid Date');
  await expectAccessible(page, 'financial with errors');

  // A failed Next moves focus to the error summary; its first link leads to the first field still in error.
  await page.getByRole('button', { name: 'Next' }).click();
  const financialSummary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(financialSummary).toBeFocused();
  await financialSummary.getByRole('link').first().click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Your Financial Information' })).toBeVisible();
});
