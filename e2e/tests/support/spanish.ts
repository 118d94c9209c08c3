import { expect, type Page } from '@playwright/test';
// The expected Spanish comes from the catalogues the app itself loads (decision 230), never retyped here: a
// reworded message changes the test with it, and a screen that shows anything else fails.
import { en } from '../../../apps/web/src/i18n/en';
import { es } from '../../../apps/web/src/i18n/es';
import { esDomain } from '../../../apps/web/src/i18n/es/domain';
import { LOCALE_NAMES, LOCALE_TAGS } from '../../../apps/web/src/i18n/locales';
import { ES as serverEs } from '../../../apps/server/src/i18n/catalogue-es';
import { DATA_SHARE_DISCLOSURE_DOCUMENT_ES } from '../../../apps/server/src/documents/es/data-share-disclosure';
import { expectFieldError } from './fields';
import type { Applicant } from './journey';
import { latestSmsTo } from './outbox';
import { expectValuesUnbrokenAtPhoneWidths } from './values-never-break';

export { en, es };
export type SpanishKey = keyof typeof es;
type Values = Readonly<Record<string, string | number>>;

/** The switch's Spanish button, named in Spanish ("English | Español"). */
export const SPANISH = LOCALE_NAMES.es;

/** Fills a message's simple placeholders (`{shop}`); a plural or select message has no single text to expect. */
function fill(message: string, values: Values = {}): string {
  if (/\{\s*\w+\s*,/.test(message)) throw new Error(`'${message}' is a plural or select message`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in '${message}'`);
    return String(value);
  });
}

/** A Spanish catalogue message as the screen shows it. */
export function esText(key: SpanishKey, values: Values = {}): string {
  return fill(es[key], values);
}

/** A field's Spanish label (the domain's field catalogue translated, es/domain.ts). */
export function esLabel(name: keyof typeof esDomain.labels): string {
  return esDomain.labels[name];
}

/**
 * An ICU message as a pattern: its text exactly, the arguments given in `values` as they are, every other
 * argument (a `{code}`, a plural) any text. For a text whose arguments the test cannot all know, such as the code
 * SMS (the minutes come from configuration). `whole`: the text is the message and nothing else.
 */
export function messagePattern(message: string, values: Values = {}, whole = true): RegExp {
  const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let pattern = '';
  for (let i = 0; i < message.length; i++) {
    if (message[i] !== '{') {
      pattern += quote(message[i]!);
      continue;
    }
    const start = i;
    let depth = 1;
    while (depth > 0 && ++i < message.length) depth += message[i] === '{' ? 1 : message[i] === '}' ? -1 : 0;
    const name = /^\{(\w+)\}$/.exec(message.slice(start, i + 1))?.[1];
    const value = name === undefined ? undefined : values[name];
    pattern += value === undefined ? '(.+?)' : quote(String(value));
  }
  return new RegExp(whole ? `^${pattern}$` : pattern);
}

/** The language the document says it is in (`<html lang>`), which screen readers read the page in. */
export async function expectDocumentLanguage(page: Page, locale: 'en' | 'es'): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(LOCALE_TAGS[locale]);
}

/**
 * Presses a language in the switch in the page's header and waits until it is the pressed one, the switch itself
 * is named in that language, and the document says so.
 */
export async function chooseLanguage(page: Page, locale: 'en' | 'es'): Promise<void> {
  const header = page.getByRole('banner');
  const switches = header.getByRole('navigation', {
    name: new RegExp(`^(${en['language.label']}|${es['language.label']})$`),
  });
  const chosen = switches.getByRole('button', { name: LOCALE_NAMES[locale], exact: true });
  await chosen.click();
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  const other = switches.getByRole('button', { name: LOCALE_NAMES[locale === 'es' ? 'en' : 'es'] });
  await expect(other).toHaveAttribute('aria-pressed', 'false');
  const label = (locale === 'es' ? es : en)['language.label'];
  await expect(header.getByRole('navigation', { name: label, exact: true })).toBeVisible();
  await expectDocumentLanguage(page, locale);
}

/** A heading with exactly this text. */
export function heading(page: Page, text: string) {
  return page.getByRole('heading', { name: text, exact: true });
}

/** A button with exactly this name. */
export function button(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true });
}

/** A field found by its exact Spanish label. */
export function field(page: Page, name: keyof typeof esDomain.labels) {
  return page.getByLabel(esLabel(name), { exact: true });
}

/** From the Spanish landing page: shop search by ZIP, ending on the closest shop. */
export async function searchShopsInSpanish(page: Page, zip: string): Promise<void> {
  await page.getByRole('link', { name: es['landing.getStarted'], exact: true }).click();
  await expect(heading(page, es['shops.heading'])).toBeVisible();
  await expect(page).toHaveTitle(es['title.shopSearch']);
  await page.getByLabel(es['shops.inputLabel'], { exact: true }).fill(zip);
  await button(page, es['shops.find']).click();
  await expect(heading(page, es['shops.closestHeading'])).toBeVisible();
}

/** Selects a shop by name on the shop search's current view. */
export async function selectShopInSpanish(page: Page, shopName: string): Promise<void> {
  await page.getByRole('button', { name: esText('shops.selectShopLabel', { name: shopName }) }).click();
  await expect(heading(page, es['policy.heading'])).toBeVisible();
  await expect(page.getByText(esText('policy.shopChosen', { name: shopName }))).toBeVisible();
}

/**
 * Policy → the phone verified with the code of a Spanish text, ending on About You. The code SMS is the server's
 * Spanish `otp.code` message, with the Spanish CTIA notice (decision 232).
 */
export async function agreeAndVerifyInSpanish(page: Page, phone: string): Promise<void> {
  const getStarted = button(page, es['policy.getStarted']);
  // Pressed before the box is checked, it says so there.
  await getStarted.click();
  await expect(page.getByText(es['agreement.needed'])).toBeVisible();
  // Our data share disclosure comes from the server in the screen's language (decision 232).
  const disclosure = page.getByRole('region', { name: es['policy.disclosureLabel'] });
  for (const paragraph of DATA_SHARE_DISCLOSURE_DOCUMENT_ES.intro.filter((b) => typeof b === 'string'))
    await expect(disclosure).toContainText(paragraph);
  await page.getByRole('checkbox', { name: es['policy.agree'] }).check();
  await getStarted.click();

  await expect(heading(page, es['verify.heading'])).toBeVisible();
  await expect(page).toHaveTitle(es['title.gettingStarted']);
  // The texting consent the server logs with the code is the one on screen, in Spanish (decision 232).
  await expect(page.getByText(es['verify.rates'])).toBeVisible();
  await page.getByLabel(es['verify.phoneLabel'], { exact: true }).fill(phone);
  await button(page, es['verify.sendCode']).click();
  const sms = await latestSmsTo(page.request, phone);
  const otp = messagePattern(serverEs['otp.code'], { notice: serverEs['sms.notice'] }).exec(sms.body);
  expect(otp, `the code text is the Spanish one: "${sms.body}"`).not.toBeNull();
  const code = otp![1]!;
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel(es['verify.codeLabel'], { exact: true }).fill(code);
  await button(page, es['verify.start']).click();
  await expect(heading(page, es['step.aboutYou.heading'])).toBeVisible();
}

/** About You in Spanish, by its Spanish labels. */
export async function fillAboutYouInSpanish(page: Page, applicant: Applicant): Promise<void> {
  await field(page, 'FIRST_NAME').fill(applicant.firstName);
  await field(page, 'LAST_NAME').fill(applicant.lastName);
  await field(page, 'EMAIL').fill(applicant.email);
  await field(page, 'CONFIRM_EMAIL').fill(applicant.email);
  await field(page, 'HOME_PHONE').fill(applicant.homePhone);
  await field(page, 'DOB').fill(applicant.dateOfBirth);
  await field(page, 'EMPLOYER_NAME').fill(applicant.employer);
}

/**
 * About You with the first name left empty: Siguiente shows the error summary and the field's own message, both
 * in Spanish, and stays on the step; then the name is typed and Siguiente goes on.
 */
export async function aboutYouWithAnErrorInSpanish(page: Page, applicant: Applicant): Promise<void> {
  await expect(page).toHaveTitle(es['title.applicationInformation']);
  await fillAboutYouInSpanish(page, { ...applicant, firstName: '' });
  await button(page, es['common.next']).click();
  const summary = page.getByRole('alert', { name: es['errors.summaryTitle'] });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveText([
    `${esLabel('FIRST_NAME')}: ${esDomain.messages.required}`,
  ]);
  await expectFieldError(page, field(page, 'FIRST_NAME'), esDomain.messages.required);
  await expect(heading(page, es['step.aboutYou.heading'])).toBeVisible();
  await field(page, 'FIRST_NAME').fill(applicant.firstName);
  await expect(summary).toHaveCount(0);
  await button(page, es['common.next']).click();
}

/** Residence in Spanish, then the address confirmation dialog in Spanish. */
export async function fillResidenceInSpanish(page: Page, applicant: Applicant): Promise<void> {
  await expect(heading(page, es['step.resident.heading'])).toBeVisible();
  await field(page, 'ADDRESS1').fill(applicant.address);
  await field(page, 'CITY').fill(applicant.city);
  // Washington reads the same in Spanish; the states that have a Spanish name are listed by it.
  await field(page, 'STATE').selectOption({ label: applicant.state });
  await expect(field(page, 'STATE').getByRole('option', { name: 'Nueva York', exact: true })).toHaveCount(1);
  await expect(field(page, 'STATE').getByRole('option', { name: 'New York', exact: true })).toHaveCount(0);
  await field(page, 'ZIP').fill(applicant.zip);
  await field(page, 'YEARS_AT_ADDRESS').fill(applicant.yearsAtAddress);
  await button(page, es['common.next']).click();

  const dialog = page.getByRole('dialog', { name: es['address.title'] });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(es['address.searching'])).toHaveCount(0, { timeout: 15_000 });
  await expect(dialog.getByText(es['address.lead'])).toBeVisible();
  const confirm = dialog.getByRole('button', {
    name: esText('address.confirmNamed', { kind: es['address.kind.resident'] }),
  });
  await confirm.click();
  await expect(dialog.getByRole('status')).toHaveText(new RegExp(`${es['address.confirmed']}$`));
  await dialog.getByRole('button', { name: es['common.continue'], exact: true }).click();
}

/** Financial in Spanish: the options of lists of words are chosen by their Spanish labels. */
export async function fillFinancialInSpanish(
  page: Page,
  applicant: Applicant & { residenceCode: 'R' | 'O' | 'X'; idTypeCode: 'D' },
  /** Checks the filled page at 320 and 390 px first ('Mostrar' was wider than its button). */
  { atPhoneWidths = false }: { atPhoneWidths?: boolean } = {},
): Promise<void> {
  await expect(heading(page, es['step.financial.heading'])).toBeVisible();
  await field(page, 'ANNUAL_GROSS_INCOME').fill(applicant.annualGrossIncome);
  await field(page, 'MONTHLY_HOUSING_PAYMENT').fill(applicant.monthlyHousingPayment);
  await field(page, 'RESIDENT_STATUS').selectOption({
    label: esDomain.options.RESIDENCE_STATUS[applicant.residenceCode],
  });
  await field(page, 'ID_TYPE').selectOption({
    label: esDomain.options.PRIMARY_ID_TYPE[applicant.idTypeCode],
  });
  await field(page, 'ID_NUMBER').fill(applicant.idNumber);
  await field(page, 'ID_STATE').selectOption({ label: applicant.idState });
  await field(page, 'ID_EXPIRY').fill(applicant.idExpiry);
  await field(page, 'SSN').fill(applicant.ssn);
  await field(page, 'CONFIRM_SSN').fill(applicant.ssn);
  if (atPhoneWidths) await expectValuesUnbrokenAtPhoneWidths(page, 'financial in Spanish');
  await button(page, es['common.next']).click();
}

/** Summary → the co-applicant question (applying alone) → app selection, all in Spanish, ending on Solicitar. */
export async function summaryToAppSelectionInSpanish(page: Page, ssn: string): Promise<void> {
  await expect(heading(page, es['summary.heading'])).toBeVisible();
  await expect(page).toHaveTitle(es['title.summary']);
  for (const section of ['summary.section.aboutYou', 'summary.section.financial'] as const)
    await expect(page.getByText(es[section], { exact: true }).first()).toBeVisible();
  // The SSN is only ever shown masked, in Spanish as in English.
  await expect(page.getByText(`XXX-XX-${ssn.slice(-4)}`).first()).toBeAttached();
  await expect(page.getByText(ssn)).toHaveCount(0);
  await button(page, es['common.continue']).click();

  await expect(heading(page, es['step.coappSelect.heading'])).toBeVisible();
  await expect(page.getByText(es['step.coappSelect.lead'])).toBeVisible();
  await expect(page.getByRole('switch', { name: esLabel('APPLY_WITH_COAPP') })).not.toBeChecked();
  await button(page, es['common.next']).click();

  await expect(heading(page, es['appSelect.heading'])).toBeVisible();
  await expect(page).toHaveTitle(es['title.financingProviders']);
}

/** CFNA's review in Spanish: the terms agreed, the Spanish hard-check consent, Enviar solicitud. */
export async function reviewAndSubmitCfnaInSpanish(page: Page): Promise<void> {
  await expect(heading(page, es['review.heading'])).toBeVisible();
  await expect(page).toHaveTitle(es['title.applicationReview']);
  await expect(page.getByText(es['review.lead'])).toBeVisible();
  const submit = button(page, es['review.submit']);
  await submit.click();
  await expect(page.getByText(es['agreement.needed'])).toBeVisible();
  // The consent line above the button names the hard check and who gets the data (decision 190), in Spanish.
  await expect(submit).toHaveAccessibleDescription(
    messagePattern(
      es['lenders.consent.sentence'],
      { button: es['review.submit'], lender: 'CFNA', check: es['lenders.consent.hard'] },
      false,
    ),
  );
  await page.getByRole('checkbox', { name: es['review.terms'] }).check();
  await submit.click();
  await expect(page.getByText(es['processing.text'])).toBeVisible();
  await expect(page).toHaveTitle(es['title.result'], { timeout: 30_000 });
}
