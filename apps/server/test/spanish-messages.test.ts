import { MESSAGES, MESSAGES_ES } from '@ttapply/domain';
import { describe, expect, it } from 'vitest';
import { preferredLanguage } from '../src/errors/accept-language.js';
import { ERROR_CODES } from '../src/errors/app-error.js';
import { hasSpanish, SPANISH_MESSAGES, spanishMessage } from '../src/errors/spanish-messages.js';
import { OfflineAddressVerifier } from '../src/partners/address-verification/offline-address-verifier.js';
import { USPS_NOT_FOUND } from '../src/partners/address-verification/usps-address-verifier.js';
import { MISSING_NUMBER_OR_NAME } from '../src/partners/address-verification/usps-standards.js';
import { addressFieldErrors } from '../src/services/app-data-rules.js';
import { consumerMessageSources, HOLE, type MessageSource } from './consumer-messages.js';

// docs/decisions/233: a Spanish consumer reads the server's own messages in Spanish. These tests fail when a
// message a consumer can be answered with has no Spanish, so a new English text cannot ship without one.

/**
 * Message expressions the source cannot follow, by file and expression, with every text they take. A new
 * one fails the scan until it is listed here with its texts (and those texts have Spanish).
 */
const DYNAMIC: Record<string, () => Promise<string[]>> = {
  // The address check's reason (spec §8 "Address check"): the USPS adapter's and the offline verifier's.
  'src/services/address-service.ts result.reason': async () => {
    const verifier = new OfflineAddressVerifier();
    const reasons = await Promise.all(
      [
        { address1: 'PO Box 12', city: 'Redmond', state: 'WA', zipCode: '98052' },
        { address1: 'Main Street', city: 'Redmond', state: 'WA', zipCode: '98052' },
        { address1: '1 Main St', city: 'Redmond', state: 'WA', zipCode: '00001' },
        { address1: '1 Main St', city: 'Portland', state: 'OR', zipCode: '98052' },
        { address1: '1 Main St', city: 'Seattle', state: 'WA', zipCode: '98052' },
      ].map(async (address) => {
        const result = await verifier.verify({ ...address, type: 'resident' });
        if (result.found) throw new Error(`${address.address1} was expected not to be found`);
        return result.reason;
      }),
    );
    return [...reasons, USPS_NOT_FOUND, MISSING_NUMBER_OR_NAME];
  },
};

/**
 * Message expressions whose texts stay as they came, with the reason. Only texts we do not write belong here.
 */
const AS_GIVEN: Record<string, string> = {
  // The lender's refusal in its own words (lenders §8 "Finalization Error ... the server text").
  'src/lenders/amff/aff-funding-service.ts lastError.message': 'the lender wrote it',
  // A PartnerTransportError's text: each `new PartnerTransportError(…)` is scanned on its own.
  'src/lenders/gemy/gemy-service.ts error.message': 'scanned where it is thrown',
  'src/lenders/vers/versatile-client.ts error.message': 'scanned where it is thrown',
  // Written by the server's own catalogues in the language the code was asked in (decision 232);
  // test/server-catalogues.test.ts holds each of them to a Spanish text.
  'src/services/otp-service.ts optedOutMessage(this.config.sms.shortCode, locale)': 'the server catalogue',
  "src/services/otp-service.ts translate(locale, 'otp.phoneLimit')": 'the server catalogue',
  "src/services/otp-service.ts translate(locale, 'otp.ipLimit')": 'the server catalogue',
  "src/services/otp-service.ts translate(locale, 'otp.sendFailed')": 'the server catalogue',
  'src/services/sms-programme.ts optedOutMessage(this.config.sms.shortCode)': 'the server catalogue',
};

/** Message constants that are not error answers: a lender result's text, stored with the application. */
const NOT_ANSWERS = new Set(['src/services/application-decisions.ts SUBMIT_FAILED_MESSAGE']);

function fileOf(source: MessageSource): string {
  return source.where.replace(/:\d+$/, '');
}

/** '<field>: <its text>' where the text is a variable: the field's own text, from the domain's validators. */
const FIELD_AND_ITS_TEXT = new RegExp(`^(?:(?!: ).)*: ${HOLE}$`, 's');

/** Why a shape has no Spanish, or undefined when it has. */
function missingSpanish(shape: string): string | undefined {
  if (FIELD_AND_ITS_TEXT.test(shape)) return undefined;
  let count = 0;
  const sample = shape.replaceAll(HOLE, () => `Xq${++count}`);
  if (!hasSpanish(sample)) return 'no Spanish';
  const spanish = spanishMessage(sample);
  for (let i = 1; i <= count; i++) {
    if (!spanish.includes(`Xq${i}`)) return `the Spanish drops a changing part: ${spanish}`;
  }
  return undefined;
}

describe('every message a consumer can be answered with has Spanish', () => {
  const sources = consumerMessageSources();

  it('reads the messages from the source', () => {
    expect(sources.length).toBeGreaterThan(150);
    const shapes = sources.flatMap((source) => source.shapes);
    // Followed through a constant, a helper's call site, a domain object and an imported function.
    expect(shapes).toContain('exp: Expiration must be MMYY.');
    expect(shapes).toContain(MESSAGES.phoneRequiredForCode);
    expect(shapes).toContain(`${HOLE} not found in lender list.`);
  });

  it('each AppError, partner failure, schema text and message constant outside the staff world', () => {
    const problems: string[] = [];
    for (const source of sources) {
      const key = `${fileOf(source)} ${source.name ?? source.expression}`;
      if (NOT_ANSWERS.has(key) || DYNAMIC[key] || AS_GIVEN[key]) continue;
      for (const shape of source.shapes) {
        if (shape === HOLE) {
          // A field's value that the source cannot know is data (an id, a page), not a text.
          if (source.kind !== 'AppError field') {
            problems.push(
              `${source.where} ${source.expression}: not readable here; list its texts in DYNAMIC`,
            );
          }
          continue;
        }
        const problem = missingSpanish(shape);
        if (problem)
          problems.push(`${source.where} ${JSON.stringify(shape.replaceAll(HOLE, '{…}'))}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('each text of the expressions the source cannot follow', async () => {
    const keys = new Set(sources.map((source) => `${fileOf(source)} ${source.expression}`));
    for (const [key, texts] of Object.entries(DYNAMIC)) {
      expect(keys, `${key} is no longer in the source`).toContain(key);
      for (const text of await texts()) expect(hasSpanish(text), text).toBe(true);
    }
    for (const key of [...Object.keys(AS_GIVEN), ...NOT_ANSWERS]) {
      const names = new Set(sources.map((source) => `${fileOf(source)} ${source.name ?? source.expression}`));
      expect(names, `${key} is no longer in the source`).toContain(key);
    }
  });

  it("the domain's validation and spec §8 texts, the function ones with their values", () => {
    const texts: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === 'string') texts.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(MESSAGES);
    const missing = texts.filter((text) => !hasSpanish(text));
    expect(missing).toEqual([]);
    expect(spanishMessage(MESSAGES.minLength(7))).toBe('Debe tener al menos 7 caracteres');
    // The same Spanish the web shows under the field: the domain's MESSAGES_ES is their one home.
    expect(spanishMessage(MESSAGES.mustMatch('Email'))).toBe(MESSAGES_ES.mustMatch('Email'));
  });

  it("the error codes' own texts", () => {
    const missing = Object.values(ERROR_CODES)
      .map(({ message }) => message)
      .filter((message) => !hasSpanish(message));
    expect(missing).toEqual([]);
  });

  it('the labels the address check puts in front of a field', () => {
    for (const kind of ['resident', 'mailing', 'previous'] as const) {
      const errors = addressFieldErrors(kind, { address2: 'x'.repeat(500) });
      expect(errors).toHaveLength(5);
      for (const { label, message } of errors) {
        expect(spanishMessage(`${label}: ${message}`)).not.toContain(label);
      }
    }
  });
});

describe('the Spanish table', () => {
  it('carries each changing part over, and says something else than the English', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [english, spanish] of Object.entries(SPANISH_MESSAGES)) {
      expect(placeholders(spanish), english).toEqual(placeholders(english));
      expect(spanish, english).not.toBe(english);
    }
  });

  it('speaks to the consumer as usted, never tú (docs/i18n/glossary-es.md)', () => {
    const tu = /\b(?:tú|tu|tus|te|ti|contigo|puedes|intenta|ingresa|verifica|espera|revisa|vuelve)\b/i;
    const informal = Object.values(SPANISH_MESSAGES).filter((spanish) => tu.test(spanish));
    expect(informal).toEqual([]);
  });
});

describe('spanishMessage', () => {
  it.each([
    ['appData.SSN: Invalid SSN', 'appData.SSN: Número de Seguro Social no válido'],
    ['Mailing Zip Code: Invalid zip', 'Código postal de la dirección postal: Código postal no válido'],
    [
      't2AStoreKeyId: t2AStoreKeyId: Value cannot be empty',
      't2AStoreKeyId: t2AStoreKeyId: Este campo no puede quedar vacío',
    ],
    [
      'You have already applied to American First Finance.',
      'Ya envió una solicitud a American First Finance.',
    ],
    ['appType: CFNA is not offered by this shop.', 'appType: Este taller no ofrece CFNA.'],
    ['ZIP code 98052 is not in SEATTLE, WA.', 'El código postal 98052 no corresponde a SEATTLE, WA.'],
    [
      'Unknown template. Use one of: privacy, terms.',
      'Plantilla desconocida. Use una de estas: privacy, terms.',
    ],
  ])('%s → %s', (english, spanish) => {
    expect(spanishMessage(english)).toBe(spanish);
  });

  it('passes on a text it has no Spanish for as it came (a lender writes its own refusals)', () => {
    const lender = 'The last four digits of the SSN do not match our records.';
    expect(spanishMessage(lender)).toBe(lender);
    expect(spanishMessage(`amount: ${lender}`)).toBe(`amount: ${lender}`);
    const long = `appData.${'a: '.repeat(2000)}Unknown field.`;
    expect(spanishMessage(long)).toBe(long);
  });
});

describe('preferredLanguage (Accept-Language, RFC 9110 §12.5.4)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en-US', 'en'],
    ['es-US', 'es'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES-419', 'es'],
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['en;q=0.5, es;q=0.8', 'es'],
    ['fr-FR, es;q=0.5', 'es'],
    ['fr-FR, de;q=0.9', 'en'],
    ['es;q=0, en;q=0.1', 'en'],
    ['es, en', 'es'],
    ['en, es', 'en'],
    ['*', 'en'],
    ['*;q=0.5, es;q=0.1', 'en'],
    ['en;q=0, *', 'es'],
    ['es;q=2', 'en'],
    ['es;q=abc, en-US;q=0.1', 'en'],
    [['fr', 'es-US;q=0.7'], 'es'],
  ] as const)('%j → %s', (header, language) => {
    expect(preferredLanguage(header as string | string[] | undefined)).toBe(language);
  });
});
