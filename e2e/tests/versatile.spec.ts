import { expect, test, type Page } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { expectValuesUnbrokenAtPhoneWidths as atPhoneWidths } from './support/values-never-break';
import { agreeToDignifiAndSubmit } from './support/dignifi';
import { agreeAndVerifyPhone, confirmAddresses, sampleApplicant, type Applicant } from './support/journey';
import { openShopList, openShopSearch, searchFor, selectShopFromList } from './support/shop-search';
import { useVersatileSdk } from './support/versatile';

// Lenders §4 "Versatile waterfall": Versatile's waterfall walked as a person does, on a phone-sized screen, by
// visible texts. The widget is the partner sandbox's (its own origin, loaded by the SDK the lender record
// names); the SSN picks the provider that decides and its decision (apps/partner-sandbox/README.md, VERS
// waterfall): 8P000000D gives provider P (1 acima, 2 flexshopper, 3 koalafi, 4 snap) decision D (1 approved,
// 2 declined, 3 pending, 4 error). The result screen shows the provider's template from the lender list.
const SHOP = 'Woodinville Tire & Auto Service'; // demo-vers: VERS, then DigniFi
/** Fills a field the page asks for; Versatile asks the prequal set only (lenders §5), not every field. */
async function fillIfAsked(page: Page, label: string, value: string, select = false) {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.count()) === 0) return;
  if (select) await field.selectOption({ label: value });
  else await field.fill(value);
}

/** About You, Residence, Financial with what Versatile asks, then on through the pages to its waterfall. */
async function fillVersatileApplication(page: Page, applicant: Applicant) {
  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  await fillIfAsked(page, 'First Name', applicant.firstName);
  await fillIfAsked(page, 'Last Name', applicant.lastName);
  await fillIfAsked(page, 'Email', applicant.email);
  await fillIfAsked(page, 'Confirm Email', applicant.email);
  await fillIfAsked(page, 'Home Phone', applicant.homePhone);
  await fillIfAsked(page, 'Date of Birth', applicant.dateOfBirth);
  await fillIfAsked(page, 'Employer Name', applicant.employer);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Where Do You Live?' })).toBeVisible();
  await fillIfAsked(page, 'Address', applicant.address);
  await fillIfAsked(page, 'City', applicant.city);
  await fillIfAsked(page, 'State', applicant.state, true);
  await fillIfAsked(page, 'Zip Code', applicant.zip);
  await fillIfAsked(page, 'Years at Address', applicant.yearsAtAddress);
  await page.getByRole('button', { name: 'Next' }).click();
  await confirmAddresses(page);
  await expect(page.getByRole('heading', { name: 'Your Financial Information' })).toBeVisible();
  await fillIfAsked(page, 'Annual Gross Income', applicant.annualGrossIncome);
  await fillIfAsked(page, 'Monthly Net Income', '3500');
  await fillIfAsked(page, 'Monthly Housing Payment', applicant.monthlyHousingPayment);
  await fillIfAsked(page, 'Residence Status', applicant.residenceStatus, true);
  await fillIfAsked(page, 'Social Security Number', applicant.ssn);
  await fillIfAsked(page, 'Confirm SSN', applicant.ssn);
  await page.getByRole('button', { name: 'Next' }).click();
  // Summary, coapplicant choice and app selection, as far as this shop's list asks for them.
  const heading = page.getByRole('heading', { level: 1 });
  for (let step = 0; step < 8; step++) {
    await expect(heading).not.toHaveText('Your Financial Information');
    const current = (await heading.textContent()) ?? '';
    if (current === 'Find Your Payment Option') return;
    await page
      .getByRole('button', { name: 'Apply', exact: true })
      .or(page.getByRole('button', { name: 'Continue', exact: true }))
      .or(page.getByRole('button', { name: 'Next', exact: true }))
      .first()
      .click();
    await expect(heading).not.toHaveText(current);
  }
}

/** The shared pages, then app selection's Apply, ending in Versatile's widget. */
async function reachWidget(page: Page, ssn: string) {
  await openShopSearch(page);
  await searchFor(page, '98072');
  await openShopList(page);
  await selectShopFromList(page, SHOP);
  await agreeAndVerifyPhone(page);
  await fillVersatileApplication(page, sampleApplicant(ssn));
  await expect(page.getByRole('heading', { name: 'Find Your Payment Option' })).toBeVisible();
  const region = page.getByRole('region', { name: 'Versatile application' });
  await expect(region).toBeVisible({ timeout: 20_000 });
  // Lenders §9: the widget area is 900px high.
  expect((await region.boundingBox())?.height).toBe(900);
  // The consumer is told about the credit check before the widget's button starts it (domain creditCheckConsent).
  await expect(page.getByText(/Check my options.*Versatile/)).toBeVisible();
  const widget = page.frameLocator('iframe[title="Versatile Credit"]');
  await expect(widget.getByRole('heading', { name: 'Versatile Credit' })).toBeVisible();
  return widget;
}

async function expectResult(page: Page, heading: string) {
  await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test.describe('Versatile waterfall', () => {
  test('SDK 1.0.1: acima approves — the approval template with name, limit, shop and reference', async ({
    page,
  }) => {
    await useVersatileSdk('1.0');
    const widget = await reachWidget(page, '810000001');
    await widget.getByRole('button', { name: 'Check my options' }).click();
    await expect(widget.getByText('Acima approved you for $2,500.')).toBeVisible();
    // 1.0 moves on when the widget's flow ends.
    await widget.getByRole('button', { name: 'Done' }).click();

    await expectResult(page, "Congratulations! You're Approved");
    await expect(page.getByText('Congratulations, Jordan Rivera!')).toBeVisible();
    await expect(
      page.getByText('Acima approved you for a lease-to-own plan with a spending limit of $2,500.'),
    ).toBeVisible();
    await expect(
      page.getByText(/Show this screen to the associate at shop \d+\. Acima reference number: AC\d{10}\./),
    ).toBeVisible();
    // Acima's lease, with the figures Acima's answer gave (the sandbox's), and Acima's terms.
    const lease = page.getByTestId('lease-disclosure');
    await expect(lease).toContainText('This is a lease from Acima, not a loan');
    await expect(lease.locator('dl > div')).toHaveText([
      'Cash price$2,500.00',
      'Total cost to own$5,000.06',
      'Cost above the cash price$2,500.06',
      'Payments26 payments of $192.31 every two weeks',
      'Early purchase optionOwn it by paying $2,750.00 in all within 90 days',
    ]);
    await expect(page.getByRole('link', { name: "See Acima's terms" })).toHaveAttribute(
      'href',
      /\/lenders\/VERS\/rates-and-fees\?provider=acima$/,
    );
    await expectAccessible(page, 'Versatile approval');
    await atPhoneWidths(page, 'Versatile approval');
  });

  test('SDK 1.0.1: acima makes no offer, FlexShopper declines — its e-mail note, then DigniFi approves', async ({
    page,
  }) => {
    await useVersatileSdk('1.0');
    const widget = await reachWidget(page, '820000002');
    await widget.getByRole('button', { name: 'Check my options' }).click();
    await expect(widget.getByText('Acima: no offer.')).toBeVisible();
    await expect(widget.getByText('FlexShopper declined your application.')).toBeVisible();
    await widget.getByRole('button', { name: 'Done' }).click();

    await expectResult(page, 'Sorry, we were unable to approve your application.');
    await expect(
      page.getByText('Jordan Rivera, FlexShopper is unable to approve your application at this time.'),
    ).toBeVisible();
    await expect(
      page.getByText('FlexShopper will send you a written explanation by email in 7 to 10 days.'),
    ).toBeVisible();
    await expect(page.getByText('BUT FINANCING IS STILL POSSIBLE.')).toBeVisible();
    await expectAccessible(page, 'Versatile decline');

    // DigniFi next, on what the journey already gathered, plus the one thing Versatile's prequal set never
    // asked: income (decision 112; without it DigniFi could only decline, after a hard inquiry). Then, a quick
    // app, straight to its review (lenders §2, decision 132), the three agreements, its result. DigniFi's
    // documented rule approves 820000002 at $54,000.
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('heading', { name: 'Your Financial Information' })).toBeVisible();
    await expect(page.getByLabel('Social Security Number')).toHaveCount(0);
    await page.getByLabel('Annual Gross Income').fill('54000');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Application Review' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Review Your Information' })).toHaveCount(0);
    await expect(page.getByText(/you authorize a hard credit check by DigniFi/)).toBeVisible();
    await agreeToDignifiAndSubmit(page);
    await expect(page.getByText('Your DigniFi loan is approved.')).toBeVisible({ timeout: 30_000 });
  });

  test('SDK 1.5.x: Koalafi leaves it pending — the pending template, support contact and hours', async ({
    page,
  }) => {
    await useVersatileSdk('1.5');
    const widget = await reachWidget(page, '830000003');
    await widget.getByRole('button', { name: 'Check my options' }).click();
    // 1.5 ends a pending flow by itself.
    await expectResult(page, 'Your Application Is Pending');
    await expect(page.getByText('Jordan Rivera, Koalafi is still reviewing your application.')).toBeVisible();
    await expect(page.getByText('Koalafi support: 1-888-555-0142')).toBeVisible();
    await expect(page.getByText('Support hours: daily 9:00 am to midnight ET.')).toBeVisible();
    await expectAccessible(page, 'Versatile pending');
  });

  test('SDK 1.5.x: Snap has an error — the error template and the retry note', async ({ page }) => {
    await useVersatileSdk('1.5');
    const widget = await reachWidget(page, '840000004');
    await widget.getByRole('button', { name: 'Check my options' }).click();
    await expectResult(page, 'Application Error');
    await expect(
      page.getByText('Snap could not finish your application because of a system problem.'),
    ).toBeVisible();
    await expect(
      page.getByText('We could not reach Snap to finish your application. Please try again later.'),
    ).toBeVisible();
    await expectAccessible(page, 'Versatile error');
  });

  test("an acima decline: the partner's template reaches the page sanitised", async ({ page }) => {
    await useVersatileSdk('1.5');
    const widget = await reachWidget(page, '810000002');
    await widget.getByRole('button', { name: 'Check my options' }).click();
    // 1.5: a decline ends the flow itself.
    await expectResult(page, 'Sorry, we were unable to approve your application.');
    const text = page.getByText('Jordan Rivera, Acima is unable to approve your application at this time.');
    await expect(text).toBeVisible();
    // The template's inline handler and script are gone (lenders §8).
    await expect(page.locator('.lender-html script')).toHaveCount(0);
    await expect(page.locator('.lender-html [onclick]')).toHaveCount(0);
  });

  test("Snap's error is not the end: the error template, then DigniFi is still offered", async ({ page }) => {
    await useVersatileSdk('1.5');
    const widget = await reachWidget(page, '840000004');
    await widget.getByRole('button', { name: 'Check my options' }).click();
    await expectResult(page, 'Application Error');
    // Decision 140: an error is not a decline, but the next lender of the shop's list is offered.
    await expect(page.getByText('BUT FINANCING IS STILL POSSIBLE.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'DigniFi' })).toBeVisible();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).not.toHaveTitle('Text To Apply | Result');
  });
});
