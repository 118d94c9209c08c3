import {
  CREDIT_APP_REQUIREMENTS,
  FIELD_CATALOGUE,
  isFieldName,
  isProviderRemovedForState,
  LENDERS,
  normaliseAppCode,
  parseLenderList,
  supportsPrequal,
  prequalRequirements,
  submissionRequirements,
  TIER_GROUPS,
  tierFor,
  US_STATES,
  validateFields,
  validateFieldValue,
  type FieldName,
  MESSAGES,
  type SubmissionKind,
} from '@ttapply/domain';
import { AppError, errorText, inField } from '../errors/app-error.js';

/**
 * The server's only doorway to the field rules of packages/domain (GUIDE 1 "one home for every field rule"):
 * the server re-runs the same validators the browser ran, and adds only what needs the server.
 */
export interface AppDataRules {
  /**
   * Validated appData for this app type at the shop, or an AppError naming each bad field with the domain's
   * text. An application is held to what the journey asks at the lender's place in the shop's list (a DigniFi
   * next app carries less: domain submissionRequirements); a prequal only to the lender's prequal fields
   * (domain prequalRequirements, lenders §3 and §5), whoever starts it.
   */
  validate(
    appType: string,
    appData: Record<string, string>,
    shopLenders: string,
    today: Date,
    kind?: SubmissionKind,
  ): Record<string, string>;
  /** Encrypted at rest (domain `sensitive`). */
  isSensitive(name: string): boolean;
  /** Confirm fields, CVV and the access code: never written to the database. */
  neverStore(name: string): boolean;
  /**
   * Stored data without its confirm fields (never stored) made whole again: each confirm field repeats the
   * field it confirms, unless the caller typed one.
   */
  withConfirmations(values: Record<string, string>): Record<string, string>;
}

/**
 * appData keys that are not application fields: lenders §3 "appData (field map plus software version)".
 * Checked here because the domain's catalogue holds only what the applicant types. A Map, not an object
 * literal: appData names come from the request, and `toString` or `constructor` must not find an inherited
 * member (a prototype key would pass as metadata and skip every field rule).
 */
const SOFTWARE_VERSION = 'SOFTWARE_VERSION';
const METADATA_KEYS: ReadonlyMap<string, RegExp> = new Map([[SOFTWARE_VERSION, /^[\w.+-]{1,32}$/]]);

/**
 * The software version a lender is told an application came from: the one the client sent with its appData
 * (checked above as metadata), else this server's own (APP_VERSION).
 */
export function softwareVersionOf(appData: Readonly<Record<string, string>>, serverVersion: string): string {
  return appData[SOFTWARE_VERSION] ?? serverVersion;
}

export const appDataRules: AppDataRules = {
  validate(appType, appData, shopLenders, today, kind = 'application') {
    const code = normaliseAppCode(appType);
    if (!code)
      throw new AppError(
        'BAD_REQUEST',
        inField('appType', errorText('application.unknownAppType', { appType })),
      );
    if (kind === 'prequal' && !supportsPrequal(code)) {
      throw new AppError(
        'BAD_REQUEST',
        inField('appType', errorText('application.noPrequal', { lender: code })),
      );
    }
    const requirements =
      kind === 'prequal'
        ? prequalRequirements(code)
        : submissionRequirements(code, parseLenderList(shopLenders));
    const unknown = Object.keys(appData).filter((name) => !isFieldName(name) && !METADATA_KEYS.has(name));
    if (unknown.length > 0) {
      throw new AppError('BAD_REQUEST', inField(`appData.${unknown[0]}`, errorText('request.unknownField')), {
        fields: Object.fromEntries(
          unknown.map((name) => [`appData.${name}`, errorText('request.unknownField')]),
        ),
      });
    }
    const values = appData as Partial<Record<FieldName, string>>;
    const errors: Record<string, string | undefined> = validateFields(values, requirements, today, {
      appCode: code,
    });
    // A field this lender does not ask for is still held to its own format if it is sent at all.
    for (const [name, value] of Object.entries(appData)) {
      if (isFieldName(name) && requirements[name] === undefined && !errors[name]) {
        const message = validateFieldValue(name, value, 'OPTIONAL', values, today, { appCode: code });
        if (message) errors[name] = message;
      }
      const metadataRule = METADATA_KEYS.get(name);
      if (metadataRule && !metadataRule.test(value)) errors[name] = MESSAGES.invalidValue;
    }
    const entries = Object.entries(errors).filter(([, message]) => Boolean(message));
    if (entries.length > 0) {
      const fields = Object.fromEntries(
        entries.map(([name, message]) => [`appData.${name}`, String(message)]),
      );
      const [firstName, firstMessage] = entries[0] as [string, string];
      throw new AppError('BAD_REQUEST', `appData.${firstName}: ${firstMessage}`, { fields });
    }
    return appData;
  },
  isSensitive(name) {
    return isFieldName(name) && FIELD_CATALOGUE[name].sensitive;
  },
  withConfirmations(values) {
    const out = { ...values };
    for (const [name, definition] of Object.entries(FIELD_CATALOGUE)) {
      const confirmed = definition.confirms;
      if (confirmed && out[name] === undefined && out[confirmed] !== undefined) out[name] = out[confirmed];
    }
    return out;
  },
  neverStore(name) {
    if (METADATA_KEYS.has(name)) return false;
    if (!isFieldName(name)) return true;
    const definition = FIELD_CATALOGUE[name];
    // The one-time code is spent once verified; keeping it would only create something to leak.
    return (
      definition.confirms !== undefined || definition.format === 'cvv' || definition.format === 'access-code'
    );
  },
};

/**
 * The canonical app code when the shop offers this lender and the tier is the one the lender receives
 * (spec §1 tier rule). A lender listed in several tier groups has a tier that depends on its place in the list
 * (its definition's `tier` rule), so any of its groups passes for it.
 */
export function checkLenderAndTier(appType: string, tier: string, shopLenders: string): string {
  const code = normaliseAppCode(appType);
  if (!code)
    throw new AppError(
      'BAD_REQUEST',
      inField('appType', errorText('application.unknownAppType', { appType })),
    );
  const offered = parseLenderList(shopLenders);
  if (!offered.includes(code))
    throw new AppError('BAD_REQUEST', inField('appType', errorText('shop.notOffered', { lender: appType })));
  const expected = tierFor(code, offered);
  const groups = Object.entries(TIER_GROUPS).filter(([, codes]) => codes.includes(code));
  const placeDecides = groups.length > 1 && groups.some(([group]) => group === tier);
  if (tier !== expected && !placeDecides) {
    throw new AppError(
      'BAD_REQUEST',
      inField('tier', errorText('application.wrongTier', { lender: code, tier: expected })),
    );
  }
  return code;
}

/**
 * Refuses a lender removed for the applicant's resident state (spec §4, lenders §4 "AFF … removed for certain
 * resident states"; the rows live in the domain's state-provider-rules). The browser never offers it, but only
 * the server can stop a credit pull the consumer is not eligible for.
 */
export function checkProviderForResidentState(appType: string, residentState: string | undefined): void {
  const code = normaliseAppCode(appType);
  if (!code || !isProviderRemovedForState(code, residentState)) return;
  const state = (residentState ?? '').trim().toUpperCase();
  const stateName = US_STATES.find((s) => s.value === state)?.label ?? state;
  const message = `${LENDERS[code].name} is not available to residents of ${stateName}.`;
  throw new AppError('BAD_REQUEST', `appType: ${message}`, { fields: { appType: message } });
}

/** Message for a mobile phone number, from the domain, or undefined when valid. */
export function mobilePhoneError(digits: string): string | undefined {
  return validateFieldValue('MOBILE_PHONE', digits, 'REQUIRED', {});
}

/** Message for an SSN entry, from the domain, or undefined when valid. */
export function ssnError(ssn: string): string | undefined {
  return validateFieldValue('SSN', ssn, 'REQUIRED', {});
}

/** Message for a ZIP code, from the domain, or undefined when valid. */
export function zipError(zip: string): string | undefined {
  return validateFieldValue('ZIP', zip, 'REQUIRED', {});
}

export { CREDIT_APP_REQUIREMENTS };

/** The domain fields behind each address the postal check verifies (spec §3 "Address validation" types). */
const ADDRESS_FIELDS = {
  resident: ['ADDRESS1', 'ADDRESS2', 'CITY', 'STATE', 'ZIP'],
  mailing: ['MAILING_ADDRESS1', 'MAILING_ADDRESS2', 'MAILING_CITY', 'MAILING_STATE', 'MAILING_ZIP'],
  previous: ['PREVIOUS_ADDRESS1', 'PREVIOUS_ADDRESS2', 'PREVIOUS_CITY', 'PREVIOUS_STATE', 'PREVIOUS_ZIP'],
} as const satisfies Record<string, readonly FieldName[]>;

export type AddressKind = keyof typeof ADDRESS_FIELDS;

export interface AddressFields {
  address1?: string | undefined;
  address2?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zipcode?: string | undefined;
}

export interface AddressFieldError {
  /** The request's own name ('zipcode'). */
  key: keyof AddressFields;
  /** The domain label of the field for this address type ('Mailing Zip Code'). */
  label: string;
  message: string;
}

/**
 * Format errors of an address about to be checked, with the domain's texts: the residential and previous
 * lines refuse P.O. boxes, the mailing line allows them (spec §5).
 */
export function addressFieldErrors(type: AddressKind, address: AddressFields): AddressFieldError[] {
  const [line1, line2, city, state, zip] = ADDRESS_FIELDS[type];
  const checks: [keyof AddressFields, FieldName, 'REQUIRED' | 'OPTIONAL'][] = [
    ['address1', line1, 'REQUIRED'],
    ['address2', line2, 'OPTIONAL'],
    ['city', city, 'REQUIRED'],
    ['state', state, 'REQUIRED'],
    ['zipcode', zip, 'REQUIRED'],
  ];
  const errors: AddressFieldError[] = [];
  for (const [key, field, requestState] of checks) {
    const message = validateFieldValue(field, address[key], requestState, {});
    if (message) errors.push({ key, label: FIELD_CATALOGUE[field].label, message });
  }
  return errors;
}

/** The lender a document is printed for: its canonical code and catalogue name; 400 for an unknown app type. */
export function lenderForAppType(appType: string): { code: string; name: string } {
  const code = normaliseAppCode(appType);
  if (!code)
    throw new AppError(
      'BAD_REQUEST',
      inField('appType', errorText('application.unknownAppType', { appType })),
    );
  return { code, name: LENDERS[code].name };
}

/** A residence state given as its two-letter code, with its name; 400 with the domain's text otherwise. */
export function residenceState(value: string): { code: string; name: string } {
  const code = value.trim().toUpperCase();
  const message = validateFieldValue('STATE', code, 'REQUIRED', {});
  const state = US_STATES.find((s) => s.value === code);
  if (message || !state) throw new AppError('BAD_REQUEST', `state: ${message ?? MESSAGES.invalidValue}`);
  return { code, name: state.label };
}
