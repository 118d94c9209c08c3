// A branded store card's result (lenders §1: Goodyear, Bread and Big O "exist only as result screens";
// docs/decisions/135): the approval with the lender's lead (and its card drawn, where it has one) and what it
// shows of the account, the card number by the domain's result rule and the limit in whole dollars (§9); a
// decline with the reference and the next lender; a referral with the number to call. Each lender's folder
// gives its texts, card art and approval details; nothing here names a lender.
import type { ReactNode } from 'react';
import { useMessages, type MessageKey } from '../../../i18n/messages';
import {
  determineResult,
  formatCardNumberForResult,
  formatWholeDollars,
  type AppCode,
  offerTermsOf,
} from '../../../lib/domain';
import { CardArt } from './card-art';
import { ApprovedFinish } from './finish-buttons';
import { CostSummary } from './cost-summary';
import { DeclineWayOn } from './financing-still-possible';
import { ReferenceNumber } from './reference-number';
import { ResultLayout } from './result-layout';
import { text } from './result-values';
import type { ResultViewProps } from './result-view-props';
import { UnknownResultView } from './application-error-view';
import { ReferredView } from './referred-view';

/** The approved account as the result shows it, each undefined when the lender did not send it. */
export interface StoreCardApproval {
  /** The card number in the result's display format. */
  card: string | undefined;
  /** The credit limit in whole dollars. */
  limit: string | undefined;
  reference: string | undefined;
}

export interface StoreCardResultProps extends Pick<
  ResultViewProps,
  'result' | 'nextApp' | 'onNext' | 'shop'
> {
  /** The code whose phone number a referral gives. */
  referredCode: AppCode;
  texts: {
    /** The approval's first line; `{shop}` is the shop's name where the message has it. */
    approvedLead: MessageKey;
    declinedText: MessageKey;
  };
  /** The card drawn on approval, when the lender has one. */
  cardArt?: { label: MessageKey; brand: string };
  /** What the approval shows after the lead and the card, before the way to finish. */
  approvalDetails: (approval: StoreCardApproval) => ReactNode;
}

export function StoreCardResult({
  result,
  nextApp,
  onNext,
  shop,
  referredCode,
  texts,
  cardArt,
  approvalDetails,
}: StoreCardResultProps) {
  const m = useMessages();
  const reference = text(result.confirmationnumber);
  switch (determineResult(result)) {
    case 'approved':
    case 'approved-in-store': {
      const rawCard = text(result.cardnumber);
      const card = rawCard ? formatCardNumberForResult(rawCard) : undefined;
      const rawLimit = text(result.creditlimit);
      const limit = rawLimit ? formatWholeDollars(rawLimit) : undefined;
      return (
        <ResultLayout heading={m('results.approvedHeading')}>
          <p>{m(texts.approvedLead, { shop: shop?.name ?? m('results.yourShop') })}</p>
          {cardArt && (
            <CardArt cardNumber={card} shopName={shop?.name} label={m(cardArt.label)} brand={cardArt.brand} />
          )}
          {approvalDetails({ card, limit, reference })}
          <CostSummary appCode={referredCode} terms={offerTermsOf(result)} accountOpen />
          <ApprovedFinish />
        </ResultLayout>
      );
    }
    case 'declined':
      return (
        <ResultLayout heading={m('results.declinedPlain')}>
          <p>{m(texts.declinedText)}</p>
          <ReferenceNumber value={reference} />
          <DeclineWayOn nextApp={nextApp} onNext={onNext} />
        </ResultLayout>
      );
    case 'referred':
      return <ReferredView code={referredCode} result={result} />;
    default:
      return <UnknownResultView />;
  }
}
