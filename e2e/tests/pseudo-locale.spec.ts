import { PRIMARY_ID_TYPE, RESIDENCE_STATUS, SUFFIXES, US_STATES } from '@ttapply/domain';
import { expect, test, type Page } from './support/api-answers';
import { expectFieldError } from './support/fields';
import { sampleApplicant, type Applicant } from './support/journey';
import { latestVerificationCode, uniquePhone } from './support/outbox';
import {
  expectEveryTextFromTheLibrary,
  pseudo,
  pseudoLabel,
  pseudoOption,
  PSEUDO_REQUIRED,
  type AllowedData,
  type ExcludedRegion,
} from './support/pseudo-locale';

// Decision 230's pseudo-locale: `?lang=pseudo` shows every library text with its letters swapped for accented
// look-alikes. A journey walked in it, screen by screen, must show no run of three or more plain ASCII letters
// except the data below: anything else is a text that bypassed the library, and would stay English on a Spanish
// screen. Redmond Tire Pros offers CFNA, then Concora (CFNA sandbox: 111111111 approves, 222222222 declines;
// with an income of 50,000 Concora prequalifies by itself after the decline).
const SHOP = 'Redmond Tire Pros';
const SHOP_HOURS = 'Mon–Fri 8 am–6 pm, Sat 8 am–5 pm';

const names = (list: readonly { label: string }[], reason: string): AllowedData[] =>
  list.map(({ label }) => ({ text: label, reason }));

function allowedFor(person: Applicant, mapAttribution: string): readonly AllowedData[] {
  return [
    { text: SHOP, reason: "the shop's name (data)" },
    { text: '16150 NE 85th St', reason: "the shop's and the applicant's street address (data)" },
    { text: '16150 NE 85TH ST', reason: 'the address as the postal service standardises it (data)' },
    { text: 'Redmond', reason: "the shop's and the applicant's city (data)" },
    { text: 'REDMOND', reason: 'the city as the postal service standardises it (data)' },
    {
      text: SHOP_HOURS,
      reason: "the shop's hours as its staff typed them in the console (data, decision 215)",
    },
    { text: 'CFNA', reason: 'a lender name, never translated (glossary), given to messages as a value' },
    { text: 'Concora', reason: 'a lender name, never translated (glossary), given to messages as a value' },
    { text: 'EasyPay', reason: 'a lender name, never translated (glossary), given to messages as a value' },
    { text: 'Credit First', reason: "CFNA's logo on app selection: the wordmark of its name" },
    { text: 'Leaflet', reason: "the map library's name, linked in the map's credit line" },
    {
      text: mapAttribution,
      reason: "the map tiles' credit as their licence asks it, from configuration (MAP_ATTRIBUTION)",
    },
    { text: 'English', reason: 'the language switch names each language in itself (decision 230)' },
    { text: 'Español', reason: 'the language switch names each language in itself (decision 230)' },
    { text: 'XXX', reason: 'the masked SSN, XXX-XX-1234 in every language (lenders §2 "Display masking")' },
    ...[person.firstName, person.lastName, person.email, person.employer, person.idNumber].map((text) => ({
      text,
      reason: "the applicant's own typed value",
    })),
    ...names(SUFFIXES, 'name suffixes (Jr., III): the same in every language (decision 230 "Domain texts")'),
    ...Array.from({ length: 12 }, (_, month) => ({
      text: new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2000, month, 1)),
      ),
      reason:
        "a month in a date Intl writes in the screen's locale tag, en-US for the pseudo-locale (locales.ts)",
    })),
  ];
}

const CONCORA_TERMS = pseudo('lenders.gnes.termsFrame', { lender: 'Concora' });

const EXCLUDED: readonly ExcludedRegion[] = [
  {
    selector: `[role="region"][aria-label="${pseudo('policy.disclosureLabel')}"]`,
    reason:
      "our data share disclosure, a document the server writes in the screen's language (decision 232); the " +
      'pseudo-locale asks it in English, and spanish-journey.spec.ts checks it comes in Spanish',
  },
  {
    selector: `[role="region"][aria-label="${CONCORA_TERMS}"]`,
    reason:
      "Concora's own disclosures on its offer, a lender's document, which stays in English (decision 232)",
  },
];

function next(page: Page) {
  return page.getByRole('button', { name: pseudo('common.next'), exact: true });
}

function field(page: Page, name: Parameters<typeof pseudoLabel>[0]) {
  return page.getByLabel(pseudoLabel(name), { exact: true });
}

/** `/?lang=pseudo` to CFNA's submitted review, every screen checked on the way; one validation error shown. */
async function applyToCfnaInPseudo(page: Page, person: Applicant) {
  const config = (await (await page.request.get('/api/v1/client-config')).json()) as {
    mapAttribution: string;
  };
  const allowed = allowedFor(person, config.mapAttribution);
  const screenIsPseudo = (screen: string) => expectEveryTextFromTheLibrary(page, screen, allowed, EXCLUDED);

  await page.goto('/?lang=pseudo');
  await expect(page.getByRole('heading', { name: pseudo('landing.heading') })).toBeVisible();
  await screenIsPseudo('landing');

  await page.getByRole('link', { name: pseudo('landing.getStarted'), exact: true }).click();
  await expect(page.getByRole('heading', { name: pseudo('shops.heading') })).toBeVisible();
  await screenIsPseudo('shop search');
  await page.getByLabel(pseudo('shops.inputLabel'), { exact: true }).fill(person.zip);
  await page.getByRole('button', { name: pseudo('shops.find'), exact: true }).click();
  await expect(page.getByRole('heading', { name: pseudo('shops.closestHeading') })).toBeVisible();
  // Once the map has drawn the shop's pin: the map's own controls are on screen too.
  const map = page.getByRole('region', { name: pseudo('shops.mapLabel'), exact: true });
  const pin = map.getByRole('button', { name: pseudo('shops.pinLabel', { name: SHOP }), exact: true });
  await expect(pin).toBeVisible();
  await screenIsPseudo('closest shop');
  // The shop's info window on the map, and the shop chosen from it.
  await pin.click();
  await expect(map.locator('.leaflet-popup')).toHaveCSS('opacity', '1');
  await screenIsPseudo("the shop's info window");
  await map.getByRole('button', { name: pseudo('shops.selectShopLabel', { name: SHOP }) }).click();

  await expect(page.getByRole('heading', { name: pseudo('policy.heading') })).toBeVisible();
  await expect(page.getByRole('region', { name: pseudo('policy.disclosureLabel') })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await screenIsPseudo('policy');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: pseudo('policy.getStarted'), exact: true }).click();

  await expect(page.getByRole('heading', { name: pseudo('verify.heading') })).toBeVisible();
  const phone = uniquePhone();
  await page.getByLabel(pseudo('verify.phoneLabel'), { exact: true }).fill(phone);
  await page.getByRole('button', { name: pseudo('verify.sendCode'), exact: true }).click();
  const code = await latestVerificationCode(page.request, phone);
  const codeInput = page.getByLabel(pseudo('verify.codeLabel'), { exact: true });
  await expect(codeInput).toBeVisible();
  await screenIsPseudo('verification');
  await codeInput.fill(code);
  await page.getByRole('button', { name: pseudo('verify.start'), exact: true }).click();

  // About You, with one validation error shown: the summary and the field's own message.
  await expect(page.getByRole('heading', { name: pseudo('step.aboutYou.heading') })).toBeVisible();
  await field(page, 'LAST_NAME').fill(person.lastName);
  await field(page, 'EMAIL').fill(person.email);
  await field(page, 'CONFIRM_EMAIL').fill(person.email);
  await field(page, 'HOME_PHONE').fill(person.homePhone);
  await field(page, 'DOB').fill(person.dateOfBirth);
  await field(page, 'EMPLOYER_NAME').fill(person.employer);
  await next(page).click();
  await expect(page.getByRole('alert', { name: pseudo('errors.summaryTitle') })).toBeVisible();
  await expectFieldError(page, field(page, 'FIRST_NAME'), PSEUDO_REQUIRED);
  await screenIsPseudo('about you with an error');
  await field(page, 'FIRST_NAME').fill(person.firstName);
  await next(page).click();

  await expect(page.getByRole('heading', { name: pseudo('step.resident.heading') })).toBeVisible();
  await field(page, 'ADDRESS1').fill(person.address);
  await field(page, 'CITY').fill(person.city);
  // The states' names are texts too (Nueva York in Spanish).
  await field(page, 'STATE').selectOption({ label: pseudoOption(US_STATES, 'WA') });
  await field(page, 'ZIP').fill(person.zip);
  await field(page, 'YEARS_AT_ADDRESS').fill(person.yearsAtAddress);
  await screenIsPseudo('residence');
  await next(page).click();
  const dialog = page.getByRole('dialog', { name: pseudo('address.title') });
  await expect(dialog.getByText(pseudo('address.searching'))).toHaveCount(0, { timeout: 15_000 });
  const confirm = dialog.getByRole('button', {
    name: pseudo('address.confirmNamed', { kind: pseudo('address.kind.resident') }),
  });
  await expect(confirm).toBeVisible();
  await screenIsPseudo('address confirmation');
  await confirm.click();
  await dialog.getByRole('button', { name: pseudo('common.continue'), exact: true }).click();

  await expect(page.getByRole('heading', { name: pseudo('step.financial.heading') })).toBeVisible();
  await field(page, 'ANNUAL_GROSS_INCOME').fill(person.annualGrossIncome);
  await field(page, 'MONTHLY_HOUSING_PAYMENT').fill(person.monthlyHousingPayment);
  await field(page, 'RESIDENT_STATUS').selectOption({ label: pseudoOption(RESIDENCE_STATUS, 'R') });
  await field(page, 'ID_TYPE').selectOption({ label: pseudoOption(PRIMARY_ID_TYPE, 'D') });
  await field(page, 'ID_NUMBER').fill(person.idNumber);
  await field(page, 'ID_STATE').selectOption({ label: pseudoOption(US_STATES, 'WA') });
  await field(page, 'ID_EXPIRY').fill(person.idExpiry);
  await field(page, 'SSN').fill(person.ssn);
  await field(page, 'CONFIRM_SSN').fill(person.ssn);
  await screenIsPseudo('financial');
  await next(page).click();

  await expect(page.getByRole('heading', { name: pseudo('summary.heading') })).toBeVisible();
  await screenIsPseudo('summary');
  await page.getByRole('button', { name: pseudo('common.continue'), exact: true }).click();

  await expect(page.getByRole('heading', { name: pseudo('step.coappSelect.heading') })).toBeVisible();
  await screenIsPseudo('co-applicant question');
  await next(page).click();

  await expect(page.getByRole('heading', { name: pseudo('appSelect.heading') })).toBeVisible();
  await screenIsPseudo('app selection');
  await page.getByRole('button', { name: pseudo('appSelect.apply'), exact: true }).click();

  await expect(page.getByRole('heading', { name: pseudo('review.heading') })).toBeVisible();
  await page.getByRole('checkbox', { name: pseudo('review.terms') }).check();
  await screenIsPseudo('CFNA review');
  await page.getByRole('button', { name: pseudo('review.submit'), exact: true }).click();
  await expect(page.getByText(pseudo('processing.text'))).toBeVisible();
  await expect(page).toHaveTitle(pseudo('title.result'), { timeout: 30_000 });
  // Once the result's list of credit checks, read from the server, is on screen.
  await expect(page.getByRole('heading', { name: pseudo('results.creditChecks.heading') })).toBeVisible();
  return { screenIsPseudo };
}

test.describe('every text comes through the library (pseudo-locale)', () => {
  test('a journey to a CFNA approval', async ({ page }) => {
    const { screenIsPseudo } = await applyToCfnaInPseudo(page, sampleApplicant('111111111'));
    await expect(page.getByRole('heading', { name: pseudo('results.approvedHeading') })).toBeVisible();
    await screenIsPseudo('CFNA approval');
  });

  test("a CFNA decline, Concora's prequal offered next, and Concora's offer", async ({ page }) => {
    const person = { ...sampleApplicant('222222222'), annualGrossIncome: '50000' };
    const { screenIsPseudo } = await applyToCfnaInPseudo(page, person);
    await expect(page.getByRole('heading', { name: pseudo('results.cfna.declinedHeading') })).toBeVisible();
    const offer = page.getByRole('region', { name: pseudo('results.financingStillPossible') });
    await expect(offer.getByRole('heading', { name: pseudo('lender.GNES.name') })).toBeVisible();
    await screenIsPseudo('CFNA decline offering Concora');
    await offer
      .getByRole('button', { name: pseudo('results.nextApp.reviewDisclosures'), exact: true })
      .click();

    await expect(page.getByRole('heading', { name: pseudo('lenders.gnes.offerHeading') })).toBeVisible();
    await expect(page.getByRole('button', { name: pseudo('lenders.gnes.accept') })).toBeVisible();
    // Once Concora's disclosures have loaded, so the screen checked is the one a person reads.
    await expect(page.getByRole('region', { name: CONCORA_TERMS, exact: true })).toBeVisible();
    await screenIsPseudo('Concora offer');
  });
});
