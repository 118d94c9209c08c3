// Reading lender result fields for display: lenders send strings, numbers or booleans (lenders §3).
import type { MessageKey } from '../../../i18n/messages';
import type { useMessages } from '../../../i18n/messages';
import {
  declineNoticeDeadline,
  formatPhoneDashed,
  LENDERS,
  type AppCode,
  type LenderResult,
} from '../../../lib/domain';

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

/**
 * The `{days}` (and `{from}` for a range) of a lender's decline notice, from its one home in the domain
 * (lenders §9 "Decline letters"; docs/decisions/265): its own decline text and the notice under it agree.
 */
export function noticeDays(code: AppCode, providerId?: string): { days: number; from: number } {
  const deadline = declineNoticeDeadline(code, providerId);
  return { days: deadline.within, from: deadline.from ?? deadline.within };
}

/**
 * The number to call: the one the lender sent with the result (referralphone), else its support line, which
 * every lender's definition names (only a refused code, which never reaches a result, has none).
 */
export function lenderPhone(code: AppCode, result: LenderResult): string {
  const sent = text(result.referralphone);
  return (sent ? readablePhone(sent) : undefined) ?? LENDERS[code].phone ?? '';
}

/**
 * A number as lenders send it ('18005558201', '800.555.8201') written the way the result screens show phone
 * numbers, 1-800-555-8201; anything else as sent.
 */
export function readablePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return ten.length === 10 ? `1-${formatPhoneDashed(ten)}` : raw;
}
