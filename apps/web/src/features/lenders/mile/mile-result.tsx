// MILE result (lenders §4 "Result screen": MILE; §2 MILE decline text; §9 card within 2 weeks, letter in
// 30 days). The prequal result is used when the application itself has no decision yet. Accepted and not
// expired: success and 'Add Card to Wallet' (a new tab); expired (declined = 'EXPIRED'): the offer is gone,
// with the confirmation number; declined: the MILE decline; anything else: 'Error: Given unexpected results'.
import { useMessages } from '../../../i18n/messages';
import { useClientConfig } from '../../../lib/client-config';
import { determineResult, isSet, offerTermsOf, type LenderResult } from '../../../lib/domain';
import { MILE_OFFER_EXPIRED } from '@ttapply/domain/lenders/mile';
import { ApprovedFinish, StartOverButton } from '../shared/finish-buttons';
import { DeclineWayOn } from '../shared/financing-still-possible';
import { ReferenceNumber } from '../shared/reference-number';
import { ResultLayout } from '../shared/result-layout';
import { CostSummary } from '../shared/cost-summary';
import { noticeDays, text } from '../shared/result-values';
import type { ResultViewProps } from '../shared/result-view-props';

/**
 * The lender's wallet page may open: https anywhere, or the lenders' pages origin the server names (the
 * sandbox over plain http in development and training, lenders §4 "opens a new tab in training").
 */
function openableWalletUrl(url: string | undefined, lenderPagesOrigin: string): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') return parsed.href;
    return lenderPagesOrigin && parsed.origin === lenderPagesOrigin ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The answer that decides the screen: the application's, else the prequal's (lenders §4). */
function decidingResult(result: LenderResult): LenderResult {
  const decided = determineResult(result) !== 'pending';
  return !decided && result.prequalResult ? { ...result, ...result.prequalResult } : result;
}

export function MileResult({ result: raw, nextApp, onNext }: ResultViewProps) {
  const m = useMessages();
  const { lenderPagesOrigin } = useClientConfig();
  const result = decidingResult(raw);
  const expired = text(result.declined)?.toUpperCase() === MILE_OFFER_EXPIRED;
  const confirmation = text(result.confirmationnumber) ?? text(result.orderid);

  if (isSet(result.accepted) && !expired) {
    const walletUrl = openableWalletUrl(text(result.url) ?? text(result.websiteurl), lenderPagesOrigin);
    return (
      <ResultLayout heading={m('results.mile.approvedHeading')}>
        <p>{m('results.mile.cardArrives')}</p>
        <p>{m('results.mile.promo')}</p>
        {/* The offer's figures as MILE gave them (its APR and fees); the account is open. */}
        <CostSummary appCode="MILE" terms={offerTermsOf(raw)} accountOpen />
        {walletUrl ? (
          <a
            className="button button-primary button-block"
            href={walletUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {m('results.mile.addToWallet')}
          </a>
        ) : null}
        <ReferenceNumber value={confirmation} label={m('results.confirmationNumber')} />
        <ApprovedFinish />
      </ResultLayout>
    );
  }
  if (expired) {
    return (
      <ResultLayout heading={m('results.mile.expiredHeading')}>
        <p>{m('results.mile.expired')}</p>
        <ReferenceNumber value={confirmation} label={m('results.confirmationNumber')} />
        <DeclineWayOn nextApp={nextApp} onNext={onNext} />
      </ResultLayout>
    );
  }
  if (isSet(result.declined) || determineResult(result) === 'declined') {
    return (
      <ResultLayout heading={m('results.declinedPlain')}>
        <p>{m('results.mile.declinedText', noticeDays('MILE'))}</p>
        <DeclineWayOn nextApp={nextApp} onNext={onNext} />
      </ResultLayout>
    );
  }
  return (
    <ResultLayout heading={m('results.errorTitle')}>
      <p role="alert">{m('results.mile.unknown')}</p>
      <p>{m('results.unknown')}</p>
      <StartOverButton />
    </ResultLayout>
  );
}
