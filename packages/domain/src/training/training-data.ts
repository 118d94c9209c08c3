// Training mode's data (lenders §4 "Training and demo mode"): the 'Application Type' choices per lender with
// the test SSN each one presets, the sample applicant FILL ALL DATA types in, and training's next payday.
// One table each, used by the web app; the SSNs are the partner sandbox's (a test cross-checks them against
// apps/partner-sandbox/src/lenders/<code>/decisions.ts), so a choice always gives the result it names.
import type { AppCode } from '../lenders/app-codes.js';
import type { TrainingOutcome, TrainingResultChoice } from '../lenders/lender-definition.js';
import { LENDER_REGISTRY, lenderDefinition, type LenderRegistry } from '../lenders/lender-registry.js';
import type { FieldName } from '../fields/field-names.js';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import { requirementsOf } from '../requirements/credit-app-requirements.js';
import { isRequested, normaliseRequestState } from '../fields/request-state.js';

export type { TrainingOutcome, TrainingResultChoice };

/**
 * Lenders §4 names each lender's popup choices ("approval, referral or decline", "approval only", …) with the
 * spec's test SSNs; each lender's are in its definition (trainingResultChoices).
 */
export const TRAINING_RESULT_CHOICES: Readonly<Partial<Record<AppCode, readonly TrainingResultChoice[]>>> =
  trainingResultChoicesOf(LENDER_REGISTRY);

function trainingResultChoicesOf(
  registry: LenderRegistry,
): Readonly<Record<string, readonly TrainingResultChoice[]>> {
  return Object.fromEntries(
    registry.flatMap((lender) =>
      lender.trainingResultChoices ? [[lender.code, lender.trainingResultChoices]] : [],
    ),
  );
}

/** The choices the 'Application Type' popup offers for a lender; empty when training has none for it. */
export function trainingResultChoices(
  appCode: string,
  registry: LenderRegistry = LENDER_REGISTRY,
): readonly TrainingResultChoice[] {
  if (registry !== LENDER_REGISTRY) return lenderDefinition(appCode, registry)?.trainingResultChoices ?? [];
  return TRAINING_RESULT_CHOICES[appCode as AppCode] ?? [];
}

/** lenders §4: 'The choice overwrites SSN, confirm SSN and last four with preset test values.' */
export function trainingSsnValues(ssn: string): Pick<FieldValues, 'SSN' | 'CONFIRM_SSN' | 'LAST_FOUR'> {
  return { SSN: ssn, CONFIRM_SSN: ssn, LAST_FOUR: ssn.slice(-4) };
}

/** lenders §4: 'Training next payday is 7 days out.' As a stored date, YYYY-MM-DD, in local time. */
export function trainingNextPayday(today: Date = new Date(), days = 7): string {
  const payday = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${payday.getFullYear()}-${pad(payday.getMonth() + 1)}-${pad(payday.getDate())}`;
}

/**
 * The sample applicant of FILL ALL DATA (lenders §4 'Demo shows a prefill of sample data'), in stored form.
 * A Washington address the address check confirms; an income every sandbox lender's income rule accepts.
 * The mobile phone is never filled: it is the phone the associate verified.
 */
export const TRAINING_SAMPLE_APPLICANT: Readonly<FieldValues> = {
  FIRST_NAME: 'Jordan',
  LAST_NAME: 'Rivera',
  EMAIL: 'jordan.rivera@example.com',
  CONFIRM_EMAIL: 'jordan.rivera@example.com',
  HOME_PHONE: '4255550123',
  DOB: '1986-04-12',
  EMPLOYER_NAME: 'Cascade Logistics',
  EMPLOYER_PHONE: '4255550188',
  ADDRESS1: '16150 NE 85th St',
  CITY: 'Redmond',
  STATE: 'WA',
  ZIP: '98052',
  YEARS_AT_ADDRESS: '5',
  ANNUAL_GROSS_INCOME: '50000',
  MONTHLY_NET_INCOME: '3200',
  MONTHLY_HOUSING_PAYMENT: '1450',
  RESIDENT_STATUS: 'R',
  ID_TYPE: 'D',
  ID_NUMBER: 'RIVERJ123AB',
  ID_STATE: 'WA',
  ID_EXPIRY: '2030-08-31',
  PAY_FREQUENCY: 'B',
  // The payment pages of AFF and EasyPay (lenders §5 extra financial and account fields): a sandbox card and
  // a routing number with a bank, so FILL ALL DATA fills those pages too.
  MONTHLY_GROSS_INCOME: '4200',
  WORK_PHONE: '4255550188',
  EMAIL_FOR_ALL_COMS: '1',
  PAYMENT_METHOD: '1',
  CC_NUMBER: '4111111111111111',
  CC_EXP_MONTH: '12',
  CVV: '123',
  BILLING_ADDRESS1: '16150 NE 85th St',
  BILLING_ZIP: '98052',
  ROUTING_NUMBER: '021000021',
  ACCOUNT_NUMBER: '123456789',
};

/**
 * FILL ALL DATA for the current lender: the sample applicant's fields this lender asks for, its approval SSN
 * (the first 'Application Type' choice, so the sample is valid for it) and training's next payday.
 */
export function trainingSampleFor(
  appCode: string | null | undefined,
  today: Date = new Date(),
  registry: LenderRegistry = LENDER_REGISTRY,
): FieldValues {
  const requirements = appCode ? requirementsOf(appCode, registry) : {};
  const asked = (name: FieldName) => isRequested(normaliseRequestState(requirements[name]));
  const values: FieldValues = {};
  for (const [name, value] of Object.entries(TRAINING_SAMPLE_APPLICANT) as [FieldName, string][]) {
    if (asked(name)) values[name] = value;
  }
  const ssn = trainingResultChoices(appCode ?? '', registry)[0]?.ssn;
  if (ssn) {
    for (const [name, value] of Object.entries(trainingSsnValues(ssn)) as [FieldName, string][]) {
      if (name !== 'LAST_FOUR' || asked(name)) values[name] = value;
    }
  }
  if (asked('NEXT_PAYDAY')) values.NEXT_PAYDAY = trainingNextPayday(today);
  // Bi-weekly: the last payday a week ago, the next a week ahead (lenders §5 payday rules).
  if (asked('LAST_PAYDAY')) values.LAST_PAYDAY = trainingNextPayday(today, -7);
  if (asked('CC_EXP_YEAR')) values.CC_EXP_YEAR = String(today.getFullYear() + 3);
  return values;
}
