import { expect, test, type FrameLocator, type Page } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { agreeToDignifiAndSubmit } from './support/dignifi';
import { latestVerificationCode, uniquePhone } from './support/outbox';
import { openShopList, openShopSearch, searchFor, selectShopFromList } from './support/shop-search';

// Lenders §4 "GEMY embedded form": Synchrony (GEMY) walked as a person does, on a phone-sized screen, by
// visible texts, through the REAL iframe: Synchrony's form is served by the partner sandbox on its own origin
// and tells our page it is done with a message to our exact origin; our server then asks Synchrony for the
// decision. The sandbox decides by the GEMY test SSNs (apps/partner-sandbox/README.md): 111111111 approves,
// 222222222 declines, 333333333 refers.
const FORM = 'Synchrony Bank application form';
const STILL_POSSIBLE = 'BUT FINANCING IS STILL POSSIBLE.';

/** Shop search → the shop → policy → verified phone, ending on app selection (GEMY's stack has no form pages). */
async function startAtShop(page: Page, shopName: string) {
  await openShopSearch(page);
  await searchFor(page, '98052');
  await openShopList(page);
  await selectShopFromList(page, shopName);
  await expect(page.getByRole('heading', { name: 'Confidently Apply for Financing' })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Device' })).toBeVisible();
  const phone = uniquePhone();
  await page.getByLabel('Mobile Phone').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByLabel('Verification Code').fill(await latestVerificationCode(page.request, phone));
  await page.getByRole('button', { name: 'Verify & Start Application' }).click();
  await expect(page.getByRole('heading', { name: 'Get The Financing You Need' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Synchrony Car Care' })).toBeVisible();
}

/** App selection's Apply → the GEMY page with Synchrony's own form loaded in its frame. */
async function openSynchronyForm(page: Page): Promise<FrameLocator> {
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'Apply with Synchrony Bank' })).toBeVisible();
  await expect(page.getByText(/you authorize a (hard|soft) credit check by Synchrony/)).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${FORM}"]`);
  await expect(frame.getByLabel('First Name')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Loading the Synchrony Bank application…')).toHaveCount(0);
  return frame;
}

/** The consumer answers Synchrony's questions inside the frame and sends them. */
async function answerSynchrony(
  frame: FrameLocator,
  ssn: string,
  button = 'Submit Application',
  monthlyNetIncome = '3500',
) {
  await frame.getByLabel('First Name').fill('Casey');
  await frame.getByLabel('Last Name').fill('Nguyen');
  await frame.getByLabel('Email Address').fill('casey.nguyen@example.com');
  await frame.getByLabel('Street Address').fill('2200 148th Ave NE');
  await frame.getByLabel('City').fill('Bellevue');
  await frame.getByLabel('State').selectOption('WA');
  await frame.getByLabel('ZIP Code').fill('98007');
  await frame.getByLabel('Date of Birth (MM/DD/YYYY)').fill('04/12/1986');
  await frame.getByLabel('Social Security Number').fill(ssn);
  await frame.getByLabel('Monthly Net Income').fill(monthlyNetIncome);
  await frame.getByLabel('Residence Type').selectOption({ label: 'Rent' });
  await frame.getByRole('button', { name: button }).click();
}

test.describe('Synchrony (GEMY) embedded form', () => {
  test('approve: the form in the frame, then the card and the 7-10 days', async ({ page }) => {
    await startAtShop(page, 'Overlake Auto & Tire');
    const frame = await openSynchronyForm(page);
    await expect(page.getByText(/you authorize a hard credit check by Synchrony/)).toBeVisible();
    await expectAccessible(page, 'GEMY page');

    // A message our own page (or anything but Synchrony's origin) sends is not heard: the form stays.
    await page.evaluate(() => window.postMessage({ dsatoken: 'forged', appstatus: 'APPROVED' }, '*'));
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(frame.getByLabel('First Name')).toBeVisible();

    await answerSynchrony(frame, '111111111');
    await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: "Congratulations! You're Approved" })).toBeVisible();
    await expect(page.getByText('You will receive your credit card in the mail in 7-10 days.')).toBeVisible();
    await expect(page.getByText('$1,800', { exact: true })).toBeVisible();
    await expectAccessible(page, 'GEMY approval');
  });

  test('decline: a written explanation, then DigniFi approves on the answers Synchrony gathered', async ({
    page,
  }) => {
    await startAtShop(page, 'Overlake Auto & Tire');
    const frame = await openSynchronyForm(page);
    await answerSynchrony(frame, '222222222');
    await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
    await expect(
      page.getByText(
        'Synchrony Bank was unable to approve your application. You will receive a written explanation in the mail in 7-10 days.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/did not impact your credit score/)).toHaveCount(0);
    await expect(page.getByText(STILL_POSSIBLE)).toBeVisible();
    await expect(page.getByText(/Repair Now, Pay Over Time/)).toBeVisible();
    await expectAccessible(page, 'GEMY decline');

    // Lenders §2 "Result goes to … the submission page for quick apps": DigniFi's review opens at once on the
    // data already gathered (what the consumer told Synchrony), with no review of the shared pages or app
    // selection in between (decision 132). DigniFi is applied to on those answers, nothing typed again: its
    // review, the three agreements, its result. DigniFi's documented rule (apps/partner-sandbox/README.md)
    // approves 222222222 at $3,500 net.
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('heading', { name: 'Application Review' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Review Your Information' })).toHaveCount(0);
    await expect(page.getByText(/you authorize a hard credit check by DigniFi/)).toBeVisible();
    await expect(page.getByText('casey.nguyen@example.com').first()).toBeVisible();
    await agreeToDignifiAndSubmit(page);
    await expect(page.getByText('Your DigniFi loan is approved.')).toBeVisible({ timeout: 30_000 });
  });

  test("decline with a prequal lender next: Concora's soft prequal runs by itself on what Synchrony gathered", async ({
    page,
  }) => {
    await startAtShop(page, 'Lake Hills Tire & Auto');
    const frame = await openSynchronyForm(page);
    // Synchrony declines 222222222; Concora's documented rule for other SSNs (apps/partner-sandbox/README.md)
    // prequalifies 222222222 at $4,000 a month. Concora's prequal also needs a home phone: Synchrony's form
    // asks one, and what Synchrony gathered is all Concora gets, nothing typed again.
    await frame.getByLabel('Home Phone (optional)').fill('4255550177');
    await answerSynchrony(frame, '222222222', 'Submit Application', '4000');
    // Lenders §4: on DECLINED the next app that prequalifies is submitted first, behind the processing screen.
    await expect(page.getByText(/Concora/).first()).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
    await expect(
      page.getByText(
        'Synchrony Bank was unable to approve your application. You will receive a written explanation in the mail in 7-10 days.',
      ),
    ).toBeVisible();
    await expect(page.getByText(STILL_POSSIBLE)).toBeVisible();
    // The offer is already there: the next lender's button reads 'Review Disclosures' (lenders §4).
    await page.getByRole('button', { name: 'Review Disclosures' }).click();
    // Lenders §2: a quick app's submission page next (decision 132): Concora's offer is already there, with
    // no extra review or app selection; nothing is typed again and nothing is sent twice.
    await expect(page.getByRole('heading', { name: "You're Pre-Qualified!" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get The Financing You Need' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Accept Offer' })).toBeVisible();
    await expect(page.getByText(/\$1,800/).first()).toBeVisible();
  });

  test("refer: 'Application Referred' with a number to call", async ({ page }) => {
    await startAtShop(page, 'Overlake Auto & Tire');
    const frame = await openSynchronyForm(page);
    await answerSynchrony(frame, '333333333');
    await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Application Referred' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Call / })).toBeVisible();
  });

  test("the prequal shop: Synchrony's prequal form, and its decline did not impact the credit score", async ({
    page,
  }) => {
    await startAtShop(page, 'Crossroads Car Care');
    const frame = await openSynchronyForm(page);
    await expect(page.getByText(/you authorize a soft credit check by Synchrony/)).toBeVisible();
    await expect(
      frame.getByRole('heading', { name: 'See if you prequalify for Synchrony Car Care' }),
    ).toBeVisible();
    await answerSynchrony(frame, '222222222', 'See If I Prequalify');
    await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
    await expect(
      page.getByText(
        'You did not prequalify. Checking whether you prequalify did not impact your credit score.',
      ),
    ).toBeVisible();
    await expect(page.getByText(STILL_POSSIBLE)).toBeVisible();
  });

  test("Synchrony's ERROR is not the end: its message and phone, then DigniFi is still offered", async ({
    page,
  }) => {
    await startAtShop(page, 'Overlake Auto & Tire');
    const frame = await openSynchronyForm(page);
    await answerSynchrony(frame, '999999999');
    await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Application Error' })).toBeVisible();
    await expect(page.getByText(/Please call Synchrony Bank at/)).toBeVisible();
    // Decision 140: an error is not a decline (nothing is sent by itself), but DigniFi is offered.
    await expect(page.getByText(STILL_POSSIBLE)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'DigniFi' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start a New Application' })).toHaveCount(0);
    await expectAccessible(page, 'GEMY error with the next lender');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).not.toHaveTitle('Text To Apply | Result');
  });
});
