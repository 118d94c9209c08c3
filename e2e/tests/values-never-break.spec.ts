import { expect, test, type Locator, type Page } from './support/api-answers';
import { fillAboutYou, fillFinancial, fillResidence } from './support/application-steps';
import { confirmAddresses, sampleApplicant, type Applicant } from './support/journey';
import { latestVerificationCode, uniquePhone } from './support/outbox';
import { openShopList, openShopSearch, searchFor, selectShopFromList } from './support/shop-search';
import { expectValuesUnbrokenAtPhoneWidths } from './support/values-never-break';

// Decision 211: money, phone numbers, dates, references and masked numbers never wrap inside, and no screen
// scrolls sideways, at 320 px and 390 px, on every screen of a journey to each lender's result. Each walk checks
// every screen it passes at both widths (support/values-never-break.ts) and reports all broken screens at once.
// Times too, no button narrower than its words, and every phone number someone may call a
// tel: link (the applicant's own numbers are answers, not someone to call).
let ownPhones: string[] = [];
const check = (page: Page, screen: string) => expectValuesUnbrokenAtPhoneWidths(page, screen, { ownPhones });

/** An applicant whose values are long enough to find a wrap: a long e-mail address, a long employer. */
const applicant = (ssn: string): Applicant => ({
  ...sampleApplicant(ssn),
  email: 'jordan.alexander.rivera-montgomery@example-mail.com',
  employer: 'Cascade Logistics & Freight Services',
});

/** Landing → shop search → the named shop → policy → verified phone, checking each screen. */
async function startAtShopChecking(page: Page, shop: string, near: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check(page, 'landing');
  await openShopSearch(page);
  await searchFor(page, near);
  await check(page, 'shop search');
  await openShopList(page);
  await check(page, 'shop list');
  await selectShopFromList(page, shop);
  await expect(page.getByRole('heading', { name: 'Confidently Apply for Financing' })).toBeVisible();
  await check(page, 'policy content');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Device' })).toBeVisible();
  const phone = uniquePhone();
  ownPhones = [phone];
  await page.getByLabel('Mobile Phone').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  const code = await latestVerificationCode(page.request, phone);
  await check(page, 'verify your device');
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify & Start Application' }).click();
}

/** The shared pages as CFNA asks them, each checked filled in, ending on the summary. */
async function sharedPagesChecking(page: Page, person: Applicant) {
  ownPhones.push(person.homePhone.replace(/\D/g, ''));
  await fillAboutYou(page, person);
  await check(page, 'about you');
  await page.getByRole('button', { name: 'Next' }).click();
  await fillResidence(page, person);
  await check(page, 'residence');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm Your Address' })).toBeVisible();
  await check(page, 'address confirmation');
  await confirmAddresses(page);
  await fillFinancial(page, person);
  await check(page, 'financial');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`XXX-XX-${person.ssn.slice(-4)}`).first()).toBeAttached();
  await check(page, 'summary');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A walk through the shared pages and a co-applicant question to a CFNA-decided card's result. */
const CARD_WALKS = [
  {
    lender: 'CFNA',
    shop: 'Redmond Tire Pros',
    near: '98052',
    result: (page: Page) => page.getByRole('heading', { name: /approved/i }),
  },
  {
    lender: 'Goodyear Credit Card',
    shop: 'Issaquah Tire & Service',
    near: '98027',
    result: (page: Page) => page.getByRole('heading', { name: 'Account Terms' }),
  },
] as const satisfies readonly {
  lender: string;
  shop: string;
  near: string;
  result: (page: Page) => Locator;
}[];

test.describe('values never break inside, at 320 px and 390 px', () => {
  for (const walk of CARD_WALKS) {
    test(`${walk.lender}: every screen to the approval`, async ({ page }) => {
      await startAtShopChecking(page, walk.shop, walk.near);
      const person = applicant('111111111');
      await sharedPagesChecking(page, person);
      await expect(page.getByRole('heading', { name: 'Apply With a Coapplicant?' })).toBeVisible();
      await check(page, 'co-applicant selection');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'Get The Financing You Need' })).toBeVisible();
      await check(page, 'app selection');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('heading', { name: 'Application Review' })).toBeVisible();
      await check(page, `${walk.lender} application review`);
      await page.getByRole('checkbox').check();
      const terms = page.getByRole('dialog');
      if (await terms.isVisible()) {
        await check(page, `${walk.lender} terms`);
        await terms
          .getByRole('button', { name: /Agree|Close/ })
          .first()
          .click();
      }
      await page.getByRole('button', { name: /Submit/ }).click();
      await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
      await expect(walk.result(page)).toBeVisible();
      await check(page, `${walk.lender} approval`);
    });
  }
});
