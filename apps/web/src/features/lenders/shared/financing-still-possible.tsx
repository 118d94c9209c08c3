// Lenders §4: "A declined result offers alternative lenders under 'BUT FINANCING IS STILL POSSIBLE.'" with
// the next lender's promotion (its web lender module's `promotion`, else its catalogue description) and the
// domain's next-application button label ('Apply', 'Continue', 'Review Disclosures', a provider's own).
import { useContext, useState } from 'react';
import { knownKey, useMessages, type MessageKey } from '../../../i18n/messages';
import { lenderAmountTexts, nextAppButton, type AppCode } from '../../../lib/domain';
import { VersatileOfferContext } from './versatile-offer-context';
import { NoMoreOptions } from './finish-buttons';
import { lenderName } from './result-values';
import { useLenderParts, webLenderFor, WebLendersContext } from './web-lender';
import { LenderNotes } from './lender-notes';
import { SkippedSoftChecksContext } from './skipped-soft-checks';

/**
 * The domain chooses the next lender's button (lenders §4 "Button labels") and names it in English; the screen
 * shows that label's catalogue text, in the screen's language like the rest of the block. Every label the
 * domain can choose is here (financing-still-possible.test.tsx).
 */
export const NEXT_APP_BUTTON_TEXTS: Readonly<Record<string, MessageKey>> = {
  Apply: 'results.nextApp.apply',
  Continue: 'results.nextApp.continue',
  'Review Disclosures': 'results.nextApp.reviewDisclosures',
  'Begin Application': 'results.nextApp.beginApplication',
  'Apply with Snap': 'results.nextApp.applyWithSnap',
};

function Promotion({ nextApp }: { nextApp: AppCode }) {
  const m = useMessages();
  const promotion = webLenderFor(useContext(WebLendersContext), nextApp)?.promotion ?? [];
  if (promotion.length > 1) {
    return (
      <ul className="promo-list">
        {promotion.map((key) => (
          <li key={key}>{m(key)}</li>
        ))}
      </ul>
    );
  }
  return <p>{m(promotion[0] ?? (`lender.${nextApp}.description` as const))}</p>;
}

/**
 * The offered lender's own small print (its bank, what its promotion depends on), inside its offer: the
 * declining lender's notes stay in that lender's block above (decision 225).
 */
function NextLenderNotes({ nextApp }: { nextApp: AppCode }) {
  const m = useMessages();
  const legal = knownKey(`lender.${nextApp}.legal`);
  if (!legal) return null;
  return (
    <LenderNotes appCode={nextApp}>
      <p className="legal">{m(legal, lenderAmountTexts(nextApp))}</p>
    </LenderNotes>
  );
}

export function FinancingStillPossible({
  nextApp,
  onNext,
}: {
  nextApp: AppCode;
  onNext: (appCode: AppCode) => void;
}) {
  const m = useMessages();
  const versatileOffer = useContext(VersatileOfferContext);
  const name = lenderName(m, nextApp);
  const button = nextAppButton(nextApp, versatileOffer);
  const buttonText = NEXT_APP_BUTTON_TEXTS[button.label];
  const { termsGate: TermsGate } = useLenderParts(nextApp);
  // Lenders §4: a lender whose button requires terms agreed first keeps it disabled until then, through the
  // lender's own terms gate (its web lender module's parts). Without a gate the button stays disabled: a
  // required agreement is never skipped.
  const [termsAgreed, setTermsAgreed] = useState(false);
  // The soft check the consumer agreed to for this lender was not sent (the server refused the data it had):
  // said here, beside the button that goes on to the lender's own pages, which ask what was missing.
  const softCheckNotSent = useContext(SkippedSoftChecksContext).includes(nextApp);
  return (
    <section className="panel panel-info" aria-labelledby="financing-still-possible">
      <h2 id="financing-still-possible">{m('results.financingStillPossible')}</h2>
      <h3>{name}</h3>
      <Promotion nextApp={nextApp} />
      <p>{m('results.nextLenderLead', { lender: name })}</p>
      {softCheckNotSent ? <p className="notice">{m('results.softCheckNotSent', { lender: name })}</p> : null}
      <NextLenderNotes nextApp={nextApp} />
      {button.requiresTermsAgreed && TermsGate ? (
        <TermsGate agreed={termsAgreed} onAgreed={setTermsAgreed} />
      ) : null}
      <button
        type="button"
        className="button button-primary button-block"
        disabled={button.requiresTermsAgreed && !termsAgreed}
        onClick={() => onNext(nextApp)}
      >
        {buttonText ? m(buttonText) : button.label}
      </button>
    </section>
  );
}

/** The end of every decline: the next lender when one is left, else what happens next and a way back. */
export function DeclineWayOn({
  nextApp,
  onNext,
}: {
  nextApp: AppCode | undefined;
  onNext: (appCode: AppCode) => void;
}) {
  return nextApp ? <FinancingStillPossible nextApp={nextApp} onNext={onNext} /> : <NoMoreOptions />;
}
