// Versatile result language (lenders §3 "Versatile data", §4 "Result screen": Versatile). The lender list
// entry carries HTML templates per outcome with placeholders for the full name, spending limit, shop number
// and reference number. Values are escaped before they go in, and the whole text is sanitised (§8).
import { escapeHtml, sanitizeHtml } from '../../../lib/sanitize-html';
import { formatWholeDollars, isSet, type LenderResult } from '../../../lib/domain';
import { text } from '../shared/result-values';

/** The lender list entry's language fields (lenders §3), as the server copies it onto the result. */
export interface VersLenderLanguage {
  lenderId?: string;
  lenderName?: string;
  approvalLanguage?: string;
  leaseApprovalLang?: string;
  loanApprovalLang?: string;
  revCreditApprovalLang?: string;
  declineLanguage?: string;
  /** Pending. */
  extraLanguage1?: string;
  /** Error. */
  extraLanguage2?: string;
  supportPhone?: string;
}

export type VersOutcome = 'accepted' | 'declined' | 'pending' | 'error' | 'none';

/** Lenders §4 order: accepted, declined, pending, or else error; a result with nothing at all is 'none'. */
export function versOutcome(result: LenderResult): VersOutcome {
  // Lenders §4 "Versatile waterfall": the decision maps to accepted 'APPROVED', declined 'DECLINED',
  // 'PENDING' or 'ERROR'; the mapped word may arrive in its own flag or in status.
  const status = text(result.status)?.toUpperCase();
  if (isSet(result.accepted) || status === 'APPROVED') return 'accepted';
  if (isSet(result.declined) || status === 'DECLINED') return 'declined';
  if (isSet(result.pending) || result.pendingappflag === '1' || status === 'PENDING') return 'pending';
  if (isSet(result.error) || isSet(result.errorResult) || text(result.providerId) || text(result.status)) {
    return 'error';
  }
  return 'none';
}

export function versLanguage(result: LenderResult): VersLenderLanguage {
  const raw = result.versLender;
  return raw && typeof raw === 'object' ? (raw as VersLenderLanguage) : {};
}

/** The template for an outcome; an approval uses the product's own language when there is one. */
export function templateFor(outcome: VersOutcome, result: LenderResult): string | undefined {
  const language = versLanguage(result);
  switch (outcome) {
    case 'accepted': {
      const byProduct: Record<string, string | undefined> = {
        lease: language.leaseApprovalLang,
        loan: language.loanApprovalLang,
        revolving_credit: language.revCreditApprovalLang,
      };
      return text(byProduct[text(result.productType) ?? '']) ?? text(language.approvalLanguage);
    }
    case 'declined':
      return text(language.declineLanguage);
    case 'pending':
      return text(language.extraLanguage1);
    case 'error':
      return text(language.extraLanguage2);
    default:
      return undefined;
  }
}

export interface TemplateValues {
  fullName: string;
  /** Cents, as Versatile sends amounts (lenders §9). */
  amountCents: string | number | undefined;
  shopNumber: string;
  referenceNumber: string;
}

/** Fills {fullName}, {spendingLimit}, {shopNumber} and {referenceNumber}, then sanitises the HTML. */
export function fillTemplate(template: string, values: TemplateValues): string {
  const cents = Number(values.amountCents);
  const limit =
    Number.isFinite(cents) && values.amountCents !== undefined ? formatWholeDollars(cents / 100) : '';
  const fills: Record<string, string> = {
    fullName: values.fullName,
    spendingLimit: limit,
    shopNumber: values.shopNumber,
    referenceNumber: values.referenceNumber,
  };
  const filled = template.replace(
    /\{(fullName|spendingLimit|shopNumber|referenceNumber)\}/g,
    (_whole, key: string) => escapeHtml(fills[key] ?? ''),
  );
  return sanitizeHtml(filled);
}
