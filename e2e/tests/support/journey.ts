import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { fillAboutYou, fillFinancial, fillResidence } from './application-steps';
import { latestVerificationCode, uniquePhone } from './outbox';
import { openShopList, openShopSearch, searchFor, selectShopFromList } from './shop-search';

/** An applicant as a person would type them; the SSN decides the CFNA sandbox's answer. */
export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
  homePhone: string;
  dateOfBirth: string; // MM/DD/YYYY as typed
  employer: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  yearsAtAddress: string;
  annualGrossIncome: string;
  monthlyHousingPayment: string;
  residenceStatus: string;
  idType: string;
  idNumber: string;
  idState: string;
  idExpiry: string;
  ssn: string;
}

export const sampleApplicant = (ssn: string): Applicant => ({
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'jordan.rivera@example.com',
  homePhone: '4255550123',
  dateOfBirth: '04/12/1986',
  employer: 'Cascade Logistics',
  address: '16150 NE 85th St',
  city: 'Redmond',
  state: 'Washington',
  zip: '98052',
  yearsAtAddress: '5',
  annualGrossIncome: '54000',
  monthlyHousingPayment: '1450',
  residenceStatus: 'Rent',
  idType: 'Driver License',
  idNumber: 'RIVERJ123AB',
  idState: 'Washington',
  idExpiry: '08/31/2030',
  ssn,
});

/** Landing → shop search by ZIP → 'Select Shop' → policy → verified phone, ending on About You. */
export async function reachApplicationAtNearestShop(page: Page, options: { checkA11y?: boolean } = {}) {
  const a11y = async (screen: string) => {
    if (options.checkA11y) await expectAccessible(page, screen);
  };
  await page.goto('/');
  await a11y('landing');
  await page
    .getByRole('button', { name: 'Get Started' })
    .or(page.getByRole('link', { name: 'Get Started' }))
    .click();

  await page.getByLabel('Zip, City, or Address').fill('98052');
  await page.getByRole('button', { name: 'Find' }).click();
  const selectButtons = page.getByRole('button', { name: /Select Shop/ });
  await expect(selectButtons.first()).toBeVisible();
  await a11y('shop search');
  await selectButtons.first().click();

  return agreeAndVerifyPhone(page, options);
}

/** Policy page → 'Get Started' → a new phone verified with its texted code, ending on About You. */
export async function agreeAndVerifyPhone(
  page: Page,
  /** `phone`: the number a link was texted to, when the walk arrived from that link. */
  options: { checkA11y?: boolean; phone?: string } = {},
): Promise<{ phone: string }> {
  const a11y = async (screen: string) => {
    if (options.checkA11y) await expectAccessible(page, screen);
  };
  await expect(page.getByRole('heading', { name: 'Confidently Apply for Financing' })).toBeVisible();
  const getStarted = page.getByRole('button', { name: 'Get Started' });
  // Pressed before the box is checked, it says so at the box.
  await getStarted.click();
  await expect(page.getByText('Check this box to agree before you continue.')).toBeVisible();
  await a11y('policy content');
  await page.getByRole('checkbox').check();
  await getStarted.click();

  await expect(page.getByRole('heading', { name: 'Verify Your Device' })).toBeVisible();
  const phone = options.phone ?? uniquePhone();
  if (options.phone) {
    // Arrived from a link texted to `phone`: it is offered by its last four, nothing to type.
    await expect(
      page.getByText(`the phone this link was sent to, the number ending in ${phone.slice(-4)}.`),
    ).toBeVisible();
    await expect(page.getByLabel('Mobile Phone')).toHaveCount(0);
  } else {
    await page.getByLabel('Mobile Phone').fill(phone);
  }
  await page.getByRole('button', { name: 'Send Code' }).click();
  const code = await latestVerificationCode(page.request, phone);
  const codeInput = page.getByLabel('Verification Code');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  await a11y('verify your device');
  await codeInput.fill(code);
  await page.getByRole('button', { name: 'Verify & Start Application' }).click();
  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  return { phone };
}

/** About You → Residence → Financial → Summary → App selection → CFNA review → submit. */
export async function fillApplicationAndSubmitToCfna(
  page: Page,
  applicant: Applicant,
  options: { checkA11y?: boolean } = {},
) {
  const a11y = async (screen: string) => {
    if (options.checkA11y) await expectAccessible(page, screen);
  };
  await fillAboutYou(page, applicant);
  await a11y('about you');
  await page.getByRole('button', { name: 'Next' }).click();

  await fillResidence(page, applicant);
  await a11y('residence');
  await page.getByRole('button', { name: 'Next' }).click();
  await confirmAddresses(page);

  await fillFinancial(page, applicant);
  await a11y('financial');
  await page.getByRole('button', { name: 'Next' }).click();

  // Summary: the SSN is only ever shown masked.
  await expect(page.getByText(`XXX-XX-${applicant.ssn.slice(-4)}`).first()).toBeAttached();
  await expect(page.getByText(applicant.ssn)).toHaveCount(0);
  await a11y('summary');
  await page.getByRole('button', { name: 'Continue' }).click();

  // CFNA takes a co-applicant; this applicant applies alone.
  await expect(page.getByRole('heading', { name: 'Apply With a Coapplicant?' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Apply with a Co-Applicant' })).not.toBeChecked();
  await a11y('co-applicant selection');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Get The Financing You Need' })).toBeVisible();
  await expect(page).toHaveTitle('Text To Apply | Financing Providers');
  await a11y('app selection');
  await page.getByRole('button', { name: 'Apply' }).click();

  await expect(page.getByRole('heading', { name: 'Application Review' })).toBeVisible();
  const submit = page.getByRole('button', { name: /Submit/ });
  // Pressed before the terms are agreed, it says so at the box.
  await submit.click();
  await expect(page.getByText('Check this box to agree before you continue.')).toBeVisible();
  await a11y('application review');
  await page.getByRole('checkbox').check();
  await closeTermsIfOpen(page);
  await submit.click();
  await expect(page.getByText("Please don't refresh. We're processing your request.")).toBeVisible();
  await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 20_000 });
}

/** The address confirmation modal (applicant-journey §2 screen 7: "Next opens an address confirmation modal"): confirm each checked address, then Continue. */
export async function confirmAddresses(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm Your Address' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Searching for address...')).toHaveCount(0, { timeout: 15_000 });
  const confirm = dialog.getByRole('button', { name: /^Confirm / });
  while ((await confirm.count()) > 0) await confirm.first().click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

async function closeTermsIfOpen(page: Page) {
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) {
    const agree = dialog.getByRole('button', { name: /Agree|Close/ }).first();
    await agree.click();
  }
}

/** Shop search near `near` → the named shop from the list → policy → verified phone: a shop's own journey. */
export async function startAtShop(page: Page, shopName: string, near = '98052'): Promise<{ phone: string }> {
  await openShopSearch(page);
  await searchFor(page, near);
  await openShopList(page);
  await selectShopFromList(page, shopName);
  return agreeAndVerifyPhone(page);
}
