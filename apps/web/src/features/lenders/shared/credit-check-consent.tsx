// The consent line right above every lender submit button: soft or hard check, the lender, the data it
// receives, and the lender that gets an automatic soft prequal after a decline (lenders §4 "Submission
// pages"). The exact sentence shown is what the submission sends as consentText.
import { useMemo } from 'react';
import { t, useMessages, type MessageKey } from '../../../i18n/messages';
import { useJourney } from '../../../stores/journey-store';
import {
  creditCheckConsent,
  providersForResidentState,
  type AppCode,
  type CreditCheckConsent,
  type DataCategory,
} from '../../../lib/domain';
import type { SubmissionKind } from './lender-api';

export const CONSENT_LINE_ID = 'credit-check-consent';

/** 'a', 'a and b', 'a, b and c'. */
function joinList(items: readonly string[], m: typeof t): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${m('lenders.consent.and')} ${items[items.length - 1]}`;
}

function dataList(categories: readonly DataCategory[], m: typeof t): string {
  return joinList(
    categories.map((c) => m(`lenders.data.${c}` as MessageKey)),
    m,
  );
}

/** The sentence for these facts; `button` is the label of the button it sits above. */
export function consentSentence(consent: CreditCheckConsent, button: string, m: typeof t = t): string {
  const parts = [
    m('lenders.consent.sentence', {
      button,
      check: m(consent.creditCheck === 'soft' ? 'lenders.consent.soft' : 'lenders.consent.hard'),
      lender: consent.legalName,
      data: dataList(consent.dataCategories, m),
    }),
  ];
  const soft = consent.creditCheck === 'soft' || consent.afterDecline.length > 0;
  for (const next of consent.afterDecline) {
    const same =
      next.dataCategories.length === consent.dataCategories.length &&
      next.dataCategories.every((c) => consent.dataCategories.includes(c));
    parts.push(
      m('lenders.consent.afterDecline', {
        lender: consent.legalName,
        next: next.legalName,
        data: same
          ? m('lenders.consent.sameData')
          : m('lenders.consent.yourData', { data: dataList(next.dataCategories, m) }),
      }),
    );
  }
  if (soft) parts.push(m('lenders.consent.softNote'));
  return parts.join(' ');
}

/** The consent sentence for a submission to `appCode` from the current journey. */
export function useCreditCheckConsent(appCode: AppCode, kind: SubmissionKind, button: string): string {
  const m = useMessages();
  const journey = useJourney();
  return useMemo(
    () =>
      consentSentence(
        creditCheckConsent(appCode, kind, {
          values: journey.values,
          appList: providersForResidentState(journey.appList, journey.values.STATE),
          results: journey.results,
        }),
        button,
        m,
      ),
    [appCode, kind, button, m, journey.values, journey.appList, journey.results],
  );
}

/** The line itself; give the submit button aria-describedby={CONSENT_LINE_ID} (or use ConsentedSubmit). */
export function CreditCheckConsentLine({ text }: { text: string }) {
  return (
    <p id={CONSENT_LINE_ID} className="consent-line">
      {text}
    </p>
  );
}

/**
 * The consent line and the button it describes: the line says what pressing the button agrees to (lenders §2),
 * so the two always come together.
 */
export function ConsentedSubmit({
  consentText,
  label,
  onPress,
  disabled,
}: {
  consentText: string;
  label: string;
  onPress: () => void;
  disabled?: boolean;
}) {
  return (
    <>
      <CreditCheckConsentLine text={consentText} />
      <button
        type="button"
        className="button button-primary button-block"
        disabled={disabled}
        aria-describedby={CONSENT_LINE_ID}
        onClick={onPress}
      >
        {label}
      </button>
    </>
  );
}
