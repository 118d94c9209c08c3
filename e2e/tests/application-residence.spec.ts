import { allowApiErrors, expect, test, type Page } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { confirmAddresses, reachApplicationAtNearestShop, sampleApplicant } from './support/journey';
import { fillAboutYou, fillFinancial, fillResidence } from './support/application-steps';

// Spec §2 and §5: the Residence step in full (mailing toggle, previous address, Wisconsin marital section), the
// address confirmation modal, the stand-alone Email / Phone / ID / SSN panels and the Summary.
const wisconsin = {
  ...sampleApplicant('111111111'),
  address: '200 E Wells St',
  city: 'Milwaukee',
  state: 'Wisconsin',
  zip: '53202',
  yearsAtAddress: '1',
};

const section = (page: Page, name: string) =>
  page.locator('section.summary-section').filter({ has: page.getByRole('button', { name: `Edit ${name}` }) });

test.describe('Residence, address confirmation, summary and edit panels', () => {
  test('a Wisconsin resident with a spouse elsewhere, a previous and a mailing address', async ({ page }) => {
    await reachApplicationAtNearestShop(page);
    await fillAboutYou(page, wisconsin);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillResidence(page, wisconsin);

    // Years at address 1 → the previous address is asked and required.
    const previous = page.getByRole('group', { name: 'Previous Address' });
    await expect(previous).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Previous Address', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: /^Previous Address: / }).click();
    await expect(page.getByLabel('Previous Address', { exact: true })).toBeFocused();
    await page.getByLabel('Previous Address', { exact: true }).fill('16150 NE 85th St');
    await page.getByLabel('Previous City').fill('Redmond');
    await page.getByLabel('Previous State').selectOption({ label: 'Washington' });
    await page.getByLabel('Previous Zip Code').fill('98052');
    // More than 1 year hides and clears it; back to 1 shows it empty.
    await page.getByLabel('Years at Address').fill('3');
    await expect(previous).toHaveCount(0);
    await page.getByLabel('Years at Address').fill('1');
    await expect(page.getByLabel('Previous Address', { exact: true })).toHaveValue('');
    await page.getByLabel('Previous Address', { exact: true }).fill('16150 NE 85th St');
    await page.getByLabel('Previous City').fill('Redmond');
    await page.getByLabel('Previous State').selectOption({ label: 'Washington' });
    await page.getByLabel('Previous Zip Code').fill('98052');

    // Wisconsin: the marital section with its dependencies.
    const married = page.getByLabel('Married');
    await married.selectOption({ label: 'Yes' });
    await page.getByLabel('Spouse Name').fill('Alex Rivera');
    await page.getByLabel('Spouse Lives With You').selectOption({ label: 'No' });
    await expect(page.getByRole('group', { name: 'Spouse Address' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Spouse Address', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Spouse Address', { exact: true }).fill('1 Microsoft Way');
    await page.getByLabel('Spouse City').fill('Redmond');
    await page.getByLabel('Spouse State').selectOption({ label: 'Washington' });
    await page.getByLabel('Spouse Zip Code').fill('98052');
    await page.getByLabel('Spouse Residence Status').selectOption({ label: 'Rent' });
    // A non-WI state clears every marital answer; back in Wisconsin, Married is empty again.
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Washington' });
    await expect(married).toHaveCount(0);
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Wisconsin' });
    await expect(married).toHaveValue('');
    await married.selectOption({ label: 'Yes' });
    await page.getByLabel('Spouse Name').fill('Alex Rivera');
    // 'No' to married clears the spouse name.
    await married.selectOption({ label: 'No' });
    await expect(page.getByLabel('Spouse Name')).toHaveCount(0);
    await married.selectOption({ label: 'Yes' });
    await expect(page.getByLabel('Spouse Name')).toHaveValue('');
    await page.getByLabel('Spouse Name').fill('Alex Rivera');
    await page.getByLabel('Spouse Lives With You').selectOption({ label: 'No' });
    await page.getByLabel('Spouse Address', { exact: true }).fill('1 Microsoft Way');
    await page.getByLabel('Spouse City').fill('Redmond');
    await page.getByLabel('Spouse State').selectOption({ label: 'Washington' });
    await page.getByLabel('Spouse Zip Code').fill('98052');
    await page.getByLabel('Spouse Residence Status').selectOption({ label: 'Rent' });

    // Mailing toggle: on copies the residential address, off clears it.
    const toggle = page.getByRole('switch', { name: 'My mailing address is different' });
    await expect(toggle).not.toBeChecked();
    await expect(page.getByLabel('Mailing Address', { exact: true })).toHaveCount(0);
    await toggle.click();
    await expect(page.getByLabel('Mailing Address', { exact: true })).toHaveValue('200 E Wells St');
    await expect(page.getByLabel('Mailing Zip Code')).toHaveValue('53202');
    await toggle.click();
    await expect(page.getByLabel('Mailing Address', { exact: true })).toHaveCount(0);
    await toggle.click();
    await page.getByLabel('Mailing Address', { exact: true }).fill('777 E Wisconsin Ave');
    await expectAccessible(page, 'residence (Wisconsin, mailing, previous)');

    await page.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Your Address' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Residential Address' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Mailing Address' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Previous Address' })).toBeVisible();
    await expect(dialog.getByText('Searching for address...')).toHaveCount(0);
    await expect(dialog.getByText('200 E WELLS ST')).toBeVisible();
    await expect(dialog.getByText('777 E WISCONSIN AVE')).toBeVisible();
    await expect(dialog.getByText('16150 NE 85TH ST')).toBeVisible();
    const cont = dialog.getByRole('button', { name: 'Continue' });
    await expect(cont).toBeDisabled();
    await expectAccessible(page, 'address confirmation');
    await dialog.getByRole('button', { name: 'Confirm Residential Address' }).click();
    await dialog.getByRole('button', { name: 'Confirm Mailing Address' }).click();
    await expect(cont).toBeDisabled();
    await dialog.getByRole('button', { name: 'Confirm Previous Address' }).click();
    await expect(dialog.getByText('Confirmed')).toHaveCount(3);
    await cont.click();

    await fillFinancial(page, wisconsin);
    await page.getByRole('button', { name: 'Next' }).click();

    // Summary: the standardised addresses replaced the typed ones; the previous address shows (1 year).
    await expect(page.getByRole('heading', { name: 'Review Your Information' })).toBeVisible();
    const residence = section(page, 'Residence');
    await residence.getByRole('button', { expanded: false }).click();
    await expect(residence.getByText('200 E WELLS ST')).toBeVisible();
    await expect(residence.getByText('777 E WISCONSIN AVE')).toBeVisible();
    await expect(residence.getByText('16150 NE 85TH ST')).toBeVisible();
    await expect(residence.getByText('Alex Rivera')).toBeVisible();
    await expectAccessible(page, 'summary');
  });

  test('an address the verifier rejects, then the summary panels', async ({ page }) => {
    // Provoked on purpose: a ZIP outside the city and state is refused by the address check.
    allowApiErrors(page, [{ method: 'POST', path: '/api/v1/usps/address', status: 404 }]);
    const applicant = { ...sampleApplicant('111111111'), zip: '10001' };
    await reachApplicationAtNearestShop(page);
    await fillAboutYou(page, applicant);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillResidence(page, applicant);
    await page.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Your Address' });
    await expect(dialog.getByText('Error finding address: ZIP code 10001 is not in WA.')).toBeVisible();
    await expect(dialog.getByText('Please try another residential address.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectAccessible(page, 'address confirmation error');
    await dialog.getByRole('button', { name: 'Edit Address' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByLabel('Zip Code', { exact: true }).fill('98052');
    await page.getByRole('button', { name: 'Next' }).click();
    await confirmAddresses(page);
    await fillFinancial(page, applicant);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Review Your Information' })).toBeVisible();

    // Years at address 5: no previous address on the summary.
    const residence = section(page, 'Residence');
    await residence.getByRole('button', { expanded: false }).click();
    await expect(residence.getByText('Previous Address')).toHaveCount(0);

    // Email panel: Cancel keeps the old value, Continue saves.
    await page.getByRole('button', { name: 'Edit Email' }).click();
    await expect(page.getByRole('heading', { name: 'Your Email' })).toBeVisible();
    await expectAccessible(page, 'email panel');
    await page.getByLabel('Email', { exact: true }).fill('changed@example.com');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const email = section(page, 'Email');
    await email.getByRole('button', { expanded: false }).click();
    await expect(email.getByText(applicant.email)).toBeVisible();
    await page.getByRole('button', { name: 'Edit Email' }).click();
    await page.getByLabel('Email', { exact: true }).fill('jordan.r@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Confirm Email')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Confirm Email').fill('jordan.r@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Review Your Information' })).toBeVisible();
    await section(page, 'Email').getByRole('button', { expanded: false }).click();
    await expect(section(page, 'Email').getByText('jordan.r@example.com')).toBeVisible();

    // Phone panel.
    await page.getByRole('button', { name: 'Edit Phone Number' }).click();
    await expect(page.getByRole('heading', { name: 'Your Phone Number' })).toBeVisible();
    await expectAccessible(page, 'phone panel');
    await page.getByLabel('Home Phone').fill('2065550188');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const phone = section(page, 'Phone Number');
    await phone.getByRole('button', { expanded: false }).click();
    await expect(phone.getByText('425-555-0123')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Phone Number' }).click();
    await page.getByLabel('Home Phone').fill('2065550188');
    await page.getByRole('button', { name: 'Continue' }).click();
    await section(page, 'Phone Number').getByRole('button', { expanded: false }).click();
    await expect(section(page, 'Phone Number').getByText('206-555-0188')).toBeVisible();

    // ID panel: Month / Day / Year dropdowns; a day past the new month's end is cleared.
    await page.getByRole('button', { name: 'Edit Identification' }).click();
    await expect(page.getByRole('heading', { name: 'Your Identification' })).toBeVisible();
    await expect(page.getByLabel('Month')).toHaveValue('04');
    await expect(page.getByLabel('Day')).toHaveValue('12');
    await expect(page.getByLabel('Year')).toHaveValue('1986');
    const years = await page.getByLabel('Year').locator('option').allTextContents();
    const thisYear = new Date().getFullYear();
    expect(years.slice(1, 2)).toEqual([String(thisYear - 18)]);
    expect(years.at(-1)).toBe(String(thisYear - 100));
    await page.getByLabel('Month').selectOption({ label: 'January' });
    await page.getByLabel('Day').selectOption({ label: '31' });
    await page.getByLabel('Month').selectOption({ label: 'April' });
    await expect(page.getByLabel('Day')).toHaveValue('');
    await expect(page.getByLabel('Day').locator('option')).toHaveCount(31);
    await page.getByLabel('Day').selectOption({ label: '30' });
    await page.getByLabel('Year').selectOption({ label: '1990' });
    await page.getByLabel('ID Number', { exact: true }).fill('RIVERJ999ZZ');
    await expectAccessible(page, 'ID panel');
    await page.getByRole('button', { name: 'Continue' }).click();
    const identification = section(page, 'Identification');
    await identification.getByRole('button', { expanded: false }).click();
    await expect(identification.getByText('04/30/1990')).toBeVisible();

    // SSN panel with its 'Please Confirm' input; Cancel keeps the old SSN.
    await page.getByRole('button', { name: 'Edit SSN' }).click();
    await expect(page.getByRole('heading', { name: 'Your Social Security Number' })).toBeVisible();
    await expect(page.getByText('Please Confirm')).toBeVisible();
    await expectAccessible(page, 'SSN panel');
    await page.getByLabel('Social Security Number', { exact: true }).fill('222222222');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const ssn = section(page, 'SSN');
    await ssn.getByRole('button', { expanded: false }).click();
    await expect(ssn.getByText('XXX-XX-1111')).toBeVisible();
    await page.getByRole('button', { name: 'Edit SSN' }).click();
    await page.getByLabel('Social Security Number', { exact: true }).fill('222222222');
    await page.getByLabel('Confirm SSN', { exact: true }).fill('222222222');
    await page.getByRole('button', { name: 'Continue' }).click();
    await section(page, 'SSN').getByRole('button', { expanded: false }).click();
    await expect(section(page, 'SSN').getByText('XXX-XX-2222')).toBeVisible();
    await expect(page.getByText('222222222')).toHaveCount(0);

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Apply With a Coapplicant?' })).toBeVisible();
  });
});
