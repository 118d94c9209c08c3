import { expect, test, type Page } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { acceptLeavePrompts, expectAboutYou, fillAboutYou } from './support/application-steps';
import { reachApplicationAtNearestShop, sampleApplicant, type Applicant } from './support/journey';
import { uniquePhone } from './support/outbox';
import { browserPrequalPosts, serverPrequalAnswered } from './support/server-waterfall';
import {
  aboutYouWithAnErrorInSpanish,
  agreeAndVerifyInSpanish,
  button,
  chooseLanguage,
  en,
  es,
  esText,
  expectDocumentLanguage,
  field,
  fillAboutYouInSpanish,
  fillFinancialInSpanish,
  fillResidenceInSpanish,
  heading,
  messagePattern,
  reviewAndSubmitCfnaInSpanish,
  searchShopsInSpanish,
  selectShopInSpanish,
  SPANISH,
  summaryToAppSelectionInSpanish,
} from './support/spanish';

// Decision 230: the whole consumer journey in Spanish, walked on the reference phone as a person does.
// Every text the test expects is read from the Spanish catalogues the app loads (support/spanish.ts), so a
// screen that shows an English or a retyped text fails. The CFNA sandbox decides by SSN: 111111111 approves,
// 222222222 declines; with an annual income of 50,000 Concora then prequalifies by itself (partner sandbox
// README, lender-waterfall.spec.ts).
const SHOP = 'Redmond Tire Pros'; // the closest shop to 98052; its lenders: CFNA, Concora, DigniFi, EasyPay

function applicant(ssn: string, annualGrossIncome = '54000') {
  return { ...sampleApplicant(ssn), annualGrossIncome, residenceCode: 'R', idTypeCode: 'D' } as const;
}

/** The landing page in English, then Español pressed in its header: the page is Spanish at once. */
async function landingInSpanish(page: Page) {
  await page.goto('/');
  await expect(heading(page, en['landing.heading'])).toBeVisible();
  await expectDocumentLanguage(page, 'en');
  await chooseLanguage(page, 'es');
  await expect(heading(page, es['landing.heading'])).toBeVisible();
  await expect(page).toHaveTitle(es['title.landing']);
  await expect(page.getByText(es['landing.lead'])).toBeVisible();
}

/** From verification to app selection in Spanish, the first name's error shown on the way. */
async function applyInSpanish(page: Page, person: ReturnType<typeof applicant>) {
  await agreeAndVerifyInSpanish(page, uniquePhone());
  await aboutYouWithAnErrorInSpanish(page, person);
  await fillResidenceInSpanish(page, person);
  await fillFinancialInSpanish(page, person);
  await summaryToAppSelectionInSpanish(page, person.ssn);
}

test.describe('the consumer journey in Spanish', () => {
  test('Español in the header of the landing page, then every screen in Spanish to a CFNA approval', async ({
    page,
  }) => {
    const person = applicant('111111111');
    await landingInSpanish(page);
    await expectAccessible(page, 'landing in Spanish');

    await searchShopsInSpanish(page, person.zip);
    await expect(page.getByRole('article', { name: SHOP })).toBeVisible();
    // The map's own controls too: Leaflet's zoom buttons are named from the catalogue.
    const map = page.getByRole('region', { name: es['shops.mapLabel'], exact: true });
    await expect(map.getByRole('button', { name: es['shops.zoomIn'], exact: true })).toBeVisible();
    await selectShopInSpanish(page, SHOP);

    await agreeAndVerifyInSpanish(page, uniquePhone());
    await aboutYouWithAnErrorInSpanish(page, person);
    await fillResidenceInSpanish(page, person);
    await fillFinancialInSpanish(page, person, { atPhoneWidths: true });
    await expectDocumentLanguage(page, 'es');
    await summaryToAppSelectionInSpanish(page, person.ssn);

    await expect(page.getByText(es['lender.CFNA.description'])).toBeVisible();
    await expectAccessible(page, 'app selection in Spanish');
    await button(page, es['appSelect.apply']).click();
    await reviewAndSubmitCfnaInSpanish(page);

    await expect(heading(page, es['results.approvedHeading'])).toBeVisible();
    await expect(page.getByText(esText('results.cfna.approvedLead', { shop: SHOP }))).toBeVisible();
    await expect(page.getByRole('img', { name: es['lender.CFNA.name'] })).toBeVisible();
    // The approval's limit, and again among the figures the lender gave next to it (decision 261), in Spanish.
    await expect(page.getByText(es['results.creditLimit'], { exact: true })).toHaveCount(2);
    await expect(page.getByText(/^\$\d{1,3}(,\d{3})*$/).first()).toBeVisible();
    await expect(page.getByText(es['results.cfna.promo1'])).toBeVisible();
    // The credit check and when it was agreed to, in Spanish (decision 190).
    await expect(heading(page, es['results.creditChecks.heading'])).toBeVisible();
    await expect(page.getByText(esText('results.creditChecks.hard', { lender: 'CFNA' }))).toBeVisible();
    await expect(page.getByText(messagePattern(es['results.creditChecks.agreed'])).first()).toBeVisible();
    // The shop's hours in Spanish, and CFNA's card named in Spanish.
    await expect(page.locator('.shop-contact-hours')).toHaveText(
      /^Horario: lun–vie 8 a\.\s?m\.–6 p\.\s?m\., sáb 8 a\.\s?m\.–5 p\.\s?m\.$/,
    );
    await expectDocumentLanguage(page, 'es');
    await expectAccessible(page, 'CFNA approval in Spanish');
  });

  test('CFNA declines in Spanish, says who sends the notice, and Concora’s prequal leads to its offer', async ({
    page,
  }) => {
    const person = applicant('222222222', '50000');
    await landingInSpanish(page);
    await searchShopsInSpanish(page, person.zip);
    // The list of every shop, in Spanish, and the shop chosen from it.
    await button(page, es['shops.selectDifferent']).click();
    await expect(heading(page, esText('shops.allHeading', { query: person.zip }))).toBeVisible();
    await selectShopInSpanish(page, SHOP);
    await applyInSpanish(page, person);

    // The server runs Concora's soft prequal by itself after CFNA's decline (decision 140).
    const prequalPosts = browserPrequalPosts(page);
    const concoraAnswered = serverPrequalAnswered(page, 'GNES');
    await button(page, es['appSelect.apply']).click();
    await reviewAndSubmitCfnaInSpanish(page);
    await concoraAnswered;
    expect(prequalPosts).toEqual([]);

    await expect(heading(page, es['results.cfna.declinedHeading'])).toBeVisible();
    await expect(page.getByText(esText('results.cfna.declinedText', { days: 10 }))).toBeVisible();
    // Who decided and who sends the notice with the reasons (decision 191), in Spanish.
    const notice = page.getByRole('region', { name: es['results.declineNotice.heading'] });
    await expect(notice.getByText(esText('results.declineNotice.decided', { lender: 'CFNA' }))).toBeVisible();
    await expect(
      notice.getByText(esText('results.declineNotice.reasons', { lender: 'CFNA', days: 10 })),
    ).toBeVisible();
    await expect(notice).toContainText(esText('results.declineNotice.ask', { lender: 'CFNA' }));

    const offer = page.getByRole('region', { name: es['results.financingStillPossible'] });
    await expect(offer.getByRole('heading', { name: es['lender.GNES.name'] })).toBeVisible();
    await expect(offer.getByText(es['lender.GNES.description'])).toBeVisible();
    await expect(
      offer.getByText(esText('results.nextLenderLead', { lender: es['lender.GNES.name'] })),
    ).toBeVisible();
    await expectAccessible(page, 'CFNA decline offering Concora, in Spanish');
    await offer.getByRole('button', { name: es['results.nextApp.reviewDisclosures'], exact: true }).click();

    await expect(heading(page, es['lenders.gnes.offerHeading'])).toBeVisible();
    await expect(page).toHaveTitle(es['lenders.gnes.title']);
    await expect(button(page, es['lenders.gnes.accept'])).toBeVisible();
    await expect(button(page, es['lenders.gnes.noThanks'])).toBeVisible();
    await expect(button(page, es['lenders.gnes.consentOpen'])).toBeVisible();
    // Concora's disclosures, its own English document (decision 232), under a Spanish name.
    await expect(
      page.getByRole('region', {
        name: esText('lenders.gnes.termsFrame', { lender: 'Concora' }),
        exact: true,
      }),
    ).toBeVisible();
    await expectDocumentLanguage(page, 'es');
  });

  test('switching language on About You keeps the step and every typed value; the choice is remembered', async ({
    page,
  }) => {
    const person: Applicant = sampleApplicant('111111111');
    await reachApplicationAtNearestShop(page);
    await fillAboutYou(page, person);
    const url = page.url();

    await chooseLanguage(page, 'es');
    await expect(heading(page, es['step.aboutYou.heading'])).toBeVisible();
    expect(page.url()).toBe(url);
    await expect(field(page, 'FIRST_NAME')).toHaveValue(person.firstName);
    await expect(field(page, 'LAST_NAME')).toHaveValue(person.lastName);
    await expect(field(page, 'EMAIL')).toHaveValue(person.email);
    await expect(field(page, 'CONFIRM_EMAIL')).toHaveValue(person.email);
    await expect(field(page, 'HOME_PHONE')).toHaveValue(/\(\d{3}\) \d{3}-\d{4}/);
    await expect(field(page, 'DOB')).toHaveValue(person.dateOfBirth);
    await expect(field(page, 'EMPLOYER_NAME')).toHaveValue(person.employer);
    await expect(button(page, es['common.next'])).toBeVisible();
    // Nothing of the English page is left: its heading, its labels and its button.
    await expect(heading(page, en['step.aboutYou.heading'])).toHaveCount(0);
    await expect(page.getByLabel('First Name', { exact: true })).toHaveCount(0);
    await expect(button(page, en['common.next'])).toHaveCount(0);

    await chooseLanguage(page, 'en');
    await expect(heading(page, en['step.aboutYou.heading'])).toBeVisible();
    expect(page.url()).toBe(url);
    await expectAboutYou(page, person);
    await expect(button(page, en['common.next'])).toBeVisible();

    // Español again, then a reload: the browser remembers the choice (localStorage), the link has no ?lang=.
    await chooseLanguage(page, 'es');
    acceptLeavePrompts(page);
    await page.reload();
    expect(new URL(page.url()).searchParams.has('lang')).toBe(false);
    await expect(heading(page, es['step.aboutYou.heading'])).toBeVisible();
    await expectDocumentLanguage(page, 'es');
    await expect(page.getByRole('button', { name: SPANISH, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await fillAboutYouInSpanish(page, person);
    await button(page, es['common.next']).click();
    await expect(heading(page, es['step.resident.heading'])).toBeVisible();
  });

  test('?lang=es on a link opens the landing page in Spanish, whatever the browser prefers', async ({
    browser,
  }) => {
    // A fresh browser that prefers English and remembers nothing: only the link says Spanish.
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/?lang=es');
    await expect(heading(page, es['landing.heading'])).toBeVisible();
    await expect(page).toHaveTitle(es['title.landing']);
    await expectDocumentLanguage(page, 'es');
    await expect(page.getByRole('button', { name: SPANISH, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('link', { name: es['landing.getStarted'], exact: true }).click();
    await expect(heading(page, es['shops.heading'])).toBeVisible();
    await context.close();
  });
});
