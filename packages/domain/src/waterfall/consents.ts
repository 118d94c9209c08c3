// The credit checks the consumer agreed to, as the server records them (docs/decisions/140). A submission's
// consent line (lenders/credit-check-consent.ts) says which check the lender makes and, where the rule
// applies, which lender gets a soft prequal by itself if this one declines. The server records each as a
// consent of its own, so the waterfall acts only on what the consumer read and agreed to.
import { consentSentence, creditCheckConsent, type CreditCheck } from '../lenders/credit-check-consent.js';
import type { SubmissionKind } from '../lenders/app-data-mapping.js';
import type { AppCode } from '../lenders/app-codes.js';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import type { Results } from '../results/determine-result.js';

export interface RecordedConsent {
  readonly appCode: AppCode;
  readonly creditCheck: CreditCheck;
  /** A soft prequal agreed to in advance: it may run only once this lender has declined. */
  readonly afterDeclineOf?: AppCode;
}

/**
 * What a submission to `appCode` records: its own check, and the automatic soft prequal of the next lender
 * when the consent line the consumer agreed to names it. The text is checked, not trusted: a lender the line
 * does not name (an older page, a shortened text) gets no consent, and the consumer is offered it instead.
 */
export function consentsGivenWith(
  appCode: AppCode,
  kind: SubmissionKind,
  consentText: string,
  options: { appList: readonly AppCode[]; results?: Results; values?: FieldValues },
): RecordedConsent[] {
  const consent = creditCheckConsent(appCode, kind, options);
  const recorded: RecordedConsent[] = [{ appCode, creditCheck: consent.creditCheck }];
  const agreedText = normalise(consentText);
  for (const next of consent.afterDecline) {
    if (!agreedText.includes(normalise(next.legalName))) continue;
    recorded.push({ appCode: next.appCode, creditCheck: 'soft', afterDeclineOf: appCode });
  }
  return recorded;
}

/** The default English line for the consents, as the server shows it in a journey's record. */
export function defaultConsentLine(
  appCode: AppCode,
  kind: SubmissionKind,
  options: { appList: readonly AppCode[]; results?: Results; values?: FieldValues },
): string {
  return consentSentence(creditCheckConsent(appCode, kind, options));
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}
