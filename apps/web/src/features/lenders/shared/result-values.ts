// Reading lender result fields for display: lenders send strings, numbers or booleans (lenders §3).
import type { MessageKey } from '../../../i18n/messages';
import type { useMessages } from '../../../i18n/messages';
import type { AppCode, LenderResult } from '../../../lib/domain';

type Messages = ReturnType<typeof useMessages>;

/** A field's text when it holds a non-empty string or a number; otherwise undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}

/** The lender's display name from the catalogue (lender.{code}.name). */
export function lenderName(m: Messages, code: AppCode): string {
  const key: MessageKey = `lender.${code}.name`;
  return m(key);
}

const PHONE_KEYS: Partial<Record<AppCode, MessageKey>> = {
  CFNA: 'lender.CFNA.phone',
  GEMY: 'results.phone.GEMY',
  CFSS: 'results.phone.CFSS',
  AMFF: 'results.phone.AMFF',
  EZPY: 'results.phone.EZPY',
  GNES: 'results.phone.GNES',
  VERS: 'results.phone.VERS',
  MILE: 'results.phone.MILE',
  BREAD: 'results.phone.BREAD',
  // The Goodyear card is a CFNA card (the result follows the CFNA card rule).
  GOODYEAR: 'lender.CFNA.phone',
  GDYR: 'lender.CFNA.phone',
  ALNC: 'results.phone.BREAD',
  BIGO: 'results.phone.BIGO',
};

/** The number to call: the one the lender sent with the result (referralphone), else its support line. */
export function lenderPhone(m: Messages, code: AppCode, result: LenderResult): string {
  const key = PHONE_KEYS[code];
  return text(result.referralphone) ?? (key ? m(key) : m('lender.CFNA.phone'));
}
