// What a review page lists per section (lenders §2 "Review and submission pages", "Display masking"):
// the requested answers of the entry page, masked for display; the previous address only when years at
// address is 1 or less (review pages; the summary's "under 2" reading is its own); the mailing address as
// "same as residence" when it is not different or all five parts equal the residence.
import { t } from '../../../i18n/messages';
import { displayValue } from '../../../lib/display-value';
import { fieldLabel } from '../../../i18n/domain-texts';
import {
  FIELD_CATALOGUE,
  hasMailingAddress,
  lenderFormIfDifferent,
  needsPreviousAddress,
  PAGE_FIELDS,
  type FieldName,
  type Requirements,
} from '../../../lib/domain';

export interface ReviewRow {
  name: string;
  label: string;
  value: string;
  /** What the lender receives when it differs from what was typed (ASCII-only lenders, decision 180). */
  lenderForm?: string;
}

const CONFIRM = /^CONFIRM_/;
const PREVIOUS = /^PREVIOUS_/;
const MAILING = /^(USE_MAILING_ADDRESS|MAILING_)/;
const ADDRESS_PARTS = ['ADDRESS1', 'ADDRESS2', 'CITY', 'STATE', 'ZIP'] as const;

/** All five parts of the mailing address equal the residence (lenders §2). */
export function mailingMatchesResidence(values: Record<string, string>): boolean {
  const norm = (v: string | undefined) => (v ?? '').trim().toUpperCase();
  return ADDRESS_PARTS.every((part) => norm(values[`MAILING_${part}`]) === norm(values[part]));
}

export function reviewRows(
  pageId: string,
  values: Record<string, string>,
  requirements: Requirements,
): ReviewRow[] {
  const fields = (PAGE_FIELDS as Record<string, readonly FieldName[]>)[pageId] ?? [];
  const requested = (name: FieldName) => (requirements[name] ?? 'NOT_REQUESTED') !== 'NOT_REQUESTED';
  const rows: ReviewRow[] = [];
  const sameMailing = !hasMailingAddress(values) || mailingMatchesResidence(values);
  let mailingShown = false;
  for (const name of fields) {
    if (!requested(name) || CONFIRM.test(name)) continue;
    // The CVV is never shown back, not even its "last four" (it has only three or four digits; PCI DSS 3.3).
    if (FIELD_CATALOGUE[name].format === 'cvv') continue;
    if (PREVIOUS.test(name) && !needsPreviousAddress(values)) continue;
    if (MAILING.test(name)) {
      if (sameMailing) {
        if (!mailingShown) {
          mailingShown = true;
          rows.push({
            name: 'MAILING_ADDRESS',
            label: t('lenders.review.mailingAddress'),
            value: t('lenders.review.mailingSame'),
          });
        }
        continue;
      }
      if (name === 'USE_MAILING_ADDRESS') continue;
    }
    const value = values[name];
    if (!value) continue;
    const lenderForm = lenderFormIfDifferent(name, value);
    rows.push({
      name,
      label: fieldLabel(name),
      value: displayValue(name, value),
      ...(lenderForm ? { lenderForm } : {}),
    });
  }
  return rows;
}
