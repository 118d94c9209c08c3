// Answers that raise or lower other fields' request states (spec §4 "States and transitions", lenders §4,
// §5). One home for these rules: validateFields, the step schemas and navigation all go through here.
import { MARITAL_STATE } from '../coded-values.js';
import { COAPP_FIELDS, type FieldName } from '../fields/field-names.js';
import { isRequested, normaliseRequestState, type RequestState } from '../fields/request-state.js';
import { LENDER_REGISTRY, lenderDefinition, type LenderRegistry } from '../lenders/lender-registry.js';
import type { Requirements } from './credit-app-requirements.js';

export type FieldValues = Partial<Record<FieldName, string>>;

const PREVIOUS_REQUIRED: FieldName[] = [
  'PREVIOUS_ADDRESS1',
  'PREVIOUS_CITY',
  'PREVIOUS_STATE',
  'PREVIOUS_ZIP',
];
const MAILING_REQUIRED: FieldName[] = ['MAILING_ADDRESS1', 'MAILING_CITY', 'MAILING_STATE', 'MAILING_ZIP'];
// Spec §4: "if the spouse does not live in, spouse address, state, zip and resident status are required"
// (city and address 2 are shown but not named, so they stay optional).
const SPOUSE_ADDRESS_REQUIRED: FieldName[] = [
  'SPOUSE_ADDRESS1',
  'SPOUSE_STATE',
  'SPOUSE_ZIP',
  'SPOUSE_RESIDENT_STATUS',
];
const SPOUSE_ADDRESS_ALL: FieldName[] = [...SPOUSE_ADDRESS_REQUIRED, 'SPOUSE_ADDRESS2', 'SPOUSE_CITY'];
const MARITAL_ALL: FieldName[] = ['MARRIED', 'LIVE_IN_SPOUSE', 'SPOUSE_NAME', ...SPOUSE_ADDRESS_ALL];
// Spec §4: with the coapplicant switch on, these stay optional (one phone is enough, see coappPhoneError).
const COAPP_STAYS_OPTIONAL: FieldName[] = [
  'COAPP_MIDDLE_INITIAL',
  'COAPP_SUFFIX',
  'COAPP_HOME_PHONE',
  'COAPP_MOBILE_PHONE',
  'COAPP_WORK_PHONE',
  'COAPP_ADDRESS2',
  'COAPP_MONTHLY_GROSS_INCOME',
  'COAPP_SECONDARY_ID_TYPE',
  'COAPP_SECONDARY_ID_ISSUER',
  'COAPP_SECONDARY_ID_EXPIRY',
];

/** Years at address of 1 or less needs a previous address (spec §4; "under 2" elsewhere is the same for whole years). */
export function needsPreviousAddress(values: FieldValues): boolean {
  const raw = values.YEARS_AT_ADDRESS?.trim() ?? '';
  return /^\d+$/.test(raw) && Number(raw) <= 1;
}

export function hasMailingAddress(values: FieldValues): boolean {
  return values.USE_MAILING_ADDRESS === '1';
}

export function isMaritalResident(values: FieldValues): boolean {
  return values.STATE?.trim().toUpperCase() === MARITAL_STATE;
}

export function appliesWithCoapplicant(values: FieldValues): boolean {
  return values.APPLY_WITH_COAPP === '1';
}

/**
 * The lender's requirements adjusted to the applicant's answers. Only fields the lender requests at all
 * are raised; a field the answers make irrelevant becomes NOT_REQUESTED so it never errors.
 */
export function effectiveRequirements(
  requirements: Requirements,
  values: FieldValues,
  appCode?: string,
  registry: LenderRegistry = LENDER_REGISTRY,
): Requirements {
  const out: Requirements = {};
  for (const [name, raw] of Object.entries(requirements) as [FieldName, string][]) {
    out[name] = normaliseRequestState(raw);
  }
  const set = (names: FieldName[], state: RequestState) => {
    for (const name of names) if (out[name] !== undefined && isRequested(out[name])) out[name] = state;
  };
  const off = (names: FieldName[]) => {
    for (const name of names) if (out[name] !== undefined) out[name] = 'NOT_REQUESTED';
  };

  if (needsPreviousAddress(values)) {
    set(PREVIOUS_REQUIRED, 'REQUIRED');
    set(['PREVIOUS_ADDRESS2'], 'OPTIONAL');
  } else off([...PREVIOUS_REQUIRED, 'PREVIOUS_ADDRESS2']);

  if (hasMailingAddress(values)) set(MAILING_REQUIRED, 'REQUIRED');
  else off([...MAILING_REQUIRED, 'MAILING_ADDRESS2']);

  if (isMaritalResident(values)) {
    set(['MARRIED'], 'REQUIRED');
    if (values.MARRIED === 'Y') {
      set(['SPOUSE_NAME', 'LIVE_IN_SPOUSE'], 'REQUIRED');
      if (values.LIVE_IN_SPOUSE === 'N') set(SPOUSE_ADDRESS_REQUIRED, 'REQUIRED');
      else off(SPOUSE_ADDRESS_ALL);
    } else off(['LIVE_IN_SPOUSE', 'SPOUSE_NAME', ...SPOUSE_ADDRESS_ALL]);
  } else off(MARITAL_ALL);

  if (appliesWithCoapplicant(values)) {
    set(
      COAPP_FIELDS.filter((name) => !COAPP_STAYS_OPTIONAL.includes(name)),
      'REQUIRED',
    );
  } else off([...COAPP_FIELDS]);

  const lender = appCode === undefined ? undefined : lenderDefinition(appCode, registry);
  // Lenders §4: for twice-monthly pay the installment lender needs the next payday, otherwise optional.
  if (lender?.installment) set(['NEXT_PAYDAY'], values.PAY_FREQUENCY === 'T' ? 'REQUIRED' : 'OPTIONAL');
  // Lenders §4: what a lender's own answers decide (its definition's requirementRules).
  const own = lender?.requirementRules?.(values) ?? {};
  for (const [name, state] of Object.entries(own) as [FieldName, RequestState][]) set([name], state);
  return out;
}
