import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { confirmAddresses, reachApplicationAtNearestShop, sampleApplicant } from './support/journey';
import {
  acceptLeavePrompts,
  expectAboutYou,
  expectFinancial,
  fillAboutYou,
  fillFinancial,
  fillResidence,
  reloadOn,
  verifyPhoneAtNearestShop,
} from './support/application-steps';

// Nothing typed is lost (docs/decisions/022): every step survives a refresh with every field, the SSN and ID
// number included (they come back from the server-saved draft and never sit in web storage), and verifying
// the same phone in another browser resumes at the same step.
const applicant = sampleApplicant('111111111');

const section = (page: Page, name: string) =>
  page.locator('section.summary-section').filter({ has: page.getByRole('button', { name: `Edit ${name}` }) });

async function expectNothingSensitiveStored(page: Page) {
  const stored = await page.evaluate(
    () => JSON.stringify({ ...sessionStorage, ...localStorage }) + location.href,
  );
  expect(stored).not.toContain(applicant.ssn);
  expect(stored).not.toContain(applicant.idNumber);
  expect(stored).not.toContain('1986-04-12');
}

test.describe('server-saved drafts', () => {
  test('a refresh on every step keeps every field, and another browser resumes', async ({
    page,
    browser,
  }) => {
    acceptLeavePrompts(page);
    const { phone } = await reachApplicationAtNearestShop(page);

    await fillAboutYou(page, applicant);
    await reloadOn(page, 'Tell Us About Yourself');
    await expectAboutYou(page, applicant);
    await expect(page.getByLabel('Mobile Phone')).toHaveValue(/\(\d{3}\) \d{3}-\d{4}/);
    await page.getByRole('button', { name: 'Next' }).click();

    await fillResidence(page, applicant);
    await reloadOn(page, 'Where Do You Live?');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue(applicant.address);
    await expect(page.getByLabel('City', { exact: true })).toHaveValue(applicant.city);
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('WA');
    await expect(page.getByLabel('Zip Code', { exact: true })).toHaveValue(applicant.zip);
    await expect(page.getByLabel('Years at Address')).toHaveValue(applicant.yearsAtAddress);
    await page.getByRole('button', { name: 'Next' }).click();
    await confirmAddresses(page);

    await fillFinancial(page, applicant);
    await reloadOn(page, 'Your Financial Information');
    await expectFinancial(page, applicant);
    await expectNothingSensitiveStored(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Review Your Information' })).toBeVisible();
    await reloadOn(page, 'Review Your Information');
    await expect(page.getByText('Incomplete')).toHaveCount(0);
    await section(page, 'SSN').getByRole('button', { expanded: false }).click();
    await expect(section(page, 'SSN').getByText('XXX-XX-1111')).toBeVisible();
    await expectNothingSensitiveStored(page);

    // The stand-alone panels keep their fields across a refresh too.
    await page.getByRole('button', { name: 'Edit Email' }).click();
    await reloadOn(page, 'Your Email');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(applicant.email);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit Phone Number' }).click();
    await reloadOn(page, 'Your Phone Number');
    await expect(page.getByLabel('Home Phone')).toHaveValue('(425) 555-0123');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit Identification' }).click();
    await reloadOn(page, 'Your Identification');
    await expect(page.getByLabel('ID Number', { exact: true })).toHaveValue(applicant.idNumber);
    await expect(page.getByLabel('Month')).toHaveValue('04');
    await expect(page.getByLabel('Day')).toHaveValue('12');
    await expect(page.getByLabel('Year')).toHaveValue('1986');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit SSN' }).click();
    await reloadOn(page, 'Your Social Security Number');
    await expect(page.getByLabel('Social Security Number', { exact: true })).toHaveValue(applicant.ssn);
    await expect(page.getByLabel('Confirm SSN', { exact: true })).toHaveValue(applicant.ssn);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Another browser verifying the same phone confirms the SSN the draft holds first (docs/decisions/025
    // addendum), then resumes at the summary with every answer.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const second = await other.newPage();
    await verifyPhoneAtNearestShop(second, phone);
    await expect(second.getByRole('heading', { name: "We've Found Your Application!" })).toBeVisible();
    await second.getByLabel('Social Security Number', { exact: true }).fill(applicant.ssn);
    await second.getByLabel('Confirm SSN', { exact: true }).fill(applicant.ssn);
    await second.getByRole('button', { name: 'Verify SSN' }).click();
    await expect(second.getByRole('heading', { name: 'Review Your Information' })).toBeVisible();
    await expect(second.getByText('Incomplete')).toHaveCount(0);
    await section(second, 'SSN').getByRole('button', { expanded: false }).click();
    await expect(section(second, 'SSN').getByText('XXX-XX-1111')).toBeVisible();
    await expectAccessible(second, 'resumed summary');
    await second.getByRole('button', { name: 'Edit SSN' }).click();
    await expect(second.getByLabel('Social Security Number', { exact: true })).toHaveValue(applicant.ssn);
    await second.getByRole('button', { name: 'Cancel' }).click();
    await second.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(second.getByRole('heading', { name: 'Apply With a Coapplicant?' })).toBeVisible();
    await other.close();

    // Back on the first browser: the summary's Continue was saved by the other one; a refresh resumes here.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Apply With a Coapplicant?' })).toBeVisible();
    await reloadOn(page, 'Apply With a Coapplicant?');
  });

  test('a refresh before Next keeps a half-finished page, date of birth and SSN included', async ({
    page,
  }) => {
    // The 'Leave application?' prompt is accepted; the page is saved partially as it unloads (decision 022).
    acceptLeavePrompts(page);
    await reachApplicationAtNearestShop(page);

    await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
    await page.getByLabel('Date of Birth').fill(applicant.dateOfBirth);
    await reloadOn(page, 'Tell Us About Yourself');
    await expect(page.getByLabel('Date of Birth')).toHaveValue(applicant.dateOfBirth);
    await expectNothingSensitiveStored(page);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(
      applicant.dateOfBirth,
    );

    // The half-finished page is not complete: Next still asks for what is missing, then the journey goes on.
    await fillAboutYou(page, applicant);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillResidence(page, applicant);
    await page.getByRole('button', { name: 'Next' }).click();
    await confirmAddresses(page);

    await expect(page.getByRole('heading', { name: 'Your Financial Information' })).toBeVisible();
    await page.getByLabel('Social Security Number', { exact: true }).fill(applicant.ssn);
    await reloadOn(page, 'Your Financial Information');
    await expect(page.getByLabel('Social Security Number', { exact: true })).toHaveValue(applicant.ssn);
    await expect(page.getByLabel('Confirm SSN', { exact: true })).toHaveValue('');
    await expectNothingSensitiveStored(page);
    await expectAccessible(page, 'financial resumed half-finished');
  });
});
