// Answers that clear or copy other answers (GUIDE 2 "which answers invalidate others", as data).
// Each rule names its spec section; applyAnswer runs the rules of the field that changed.
import { MARITAL_STATE } from '../coded-values.js';
import * as groups from '../fields/field-groups.js';
import type { FieldName } from '../fields/field-names.js';
import { needsPreviousAddress, type FieldValues } from '../requirements/dynamic-requirements.js';
import { dayAfterMonthChange } from '../validation/dates.js';

export interface Invalidation {
  readonly because: string;
  /** True when the rule applies to the values after the change. */
  readonly when: (values: FieldValues) => boolean;
  /** Fields set to '' … */
  readonly clears?: readonly FieldName[];
  /** … or fields copied: target ← source. */
  readonly copies?: ReadonlyArray<readonly [FieldName, FieldName]>;
  /** … or a computed update. */
  readonly update?: (values: FieldValues) => FieldValues;
}

const clearDayIfTooLong = (values: FieldValues): FieldValues => {
  const month = Number(values.DOB_MONTH);
  if (!values.DOB_DAY || !Number.isInteger(month) || month < 1) return values;
  return { ...values, DOB_DAY: dayAfterMonthChange(values.DOB_DAY, month) };
};

export const INVALIDATIONS: Readonly<Partial<Record<FieldName, readonly Invalidation[]>>> = {
  YEARS_AT_ADDRESS: [
    {
      because: 'spec §4: more than 1 year at the address hides and clears the previous address',
      when: (v) => !needsPreviousAddress(v),
      clears: groups.PREVIOUS_ADDRESS_FIELDS,
    },
  ],
  STATE: [
    {
      because: 'spec §4: a non-WI state clears all marital fields',
      when: (v) => v.STATE?.toUpperCase() !== MARITAL_STATE,
      clears: groups.MARITAL_FIELDS,
    },
  ],
  MARRIED: [
    {
      because: "spec §4: married 'No' clears the spouse fields",
      when: (v) => v.MARRIED !== 'Y',
      clears: ['LIVE_IN_SPOUSE', 'SPOUSE_NAME', ...groups.SPOUSE_ADDRESS_FIELDS],
    },
  ],
  LIVE_IN_SPOUSE: [
    {
      because: 'spec §4: the spouse address is only asked when the spouse does not live with the applicant',
      when: (v) => v.LIVE_IN_SPOUSE !== 'N',
      clears: groups.SPOUSE_ADDRESS_FIELDS,
    },
  ],
  USE_MAILING_ADDRESS: [
    {
      because: 'spec §4: turning the mailing toggle on copies the residential address',
      when: (v) => v.USE_MAILING_ADDRESS === '1',
      copies: [
        ['MAILING_ADDRESS1', 'ADDRESS1'],
        ['MAILING_ADDRESS2', 'ADDRESS2'],
        ['MAILING_CITY', 'CITY'],
        ['MAILING_STATE', 'STATE'],
        ['MAILING_ZIP', 'ZIP'],
      ],
    },
    {
      because: 'spec §4: turning it off clears the mailing fields',
      when: (v) => v.USE_MAILING_ADDRESS !== '1',
      clears: groups.MAILING_ADDRESS_FIELDS,
    },
  ],
  BILLING_MATCH_RESIDENT: [
    {
      because: "lenders §4: billing toggle '1' copies resident address lines 1, 2 and ZIP",
      when: (v) => v.BILLING_MATCH_RESIDENT === '1',
      copies: [
        ['BILLING_ADDRESS1', 'ADDRESS1'],
        ['BILLING_ADDRESS2', 'ADDRESS2'],
        ['BILLING_ZIP', 'ZIP'],
      ],
    },
    {
      because: 'lenders §4: otherwise cleared',
      when: (v) => v.BILLING_MATCH_RESIDENT !== '1',
      clears: groups.BILLING_ADDRESS_FIELDS,
    },
  ],
  DOB_MONTH: [
    {
      because: "spec §5: the day clears when it exceeds the new month's maximum",
      when: () => true,
      update: clearDayIfTooLong,
    },
  ],
};

/** The values after one answer changes, with every dependent answer cleared or copied. */
export function applyAnswer(values: FieldValues, name: FieldName, value: string): FieldValues {
  let out: FieldValues = { ...values, [name]: value };
  for (const rule of INVALIDATIONS[name] ?? []) {
    if (!rule.when(out)) continue;
    for (const cleared of rule.clears ?? []) if (out[cleared] !== undefined) out[cleared] = '';
    for (const [target, source] of rule.copies ?? []) out[target] = out[source] ?? '';
    if (rule.update) out = rule.update(out);
  }
  return out;
}
