// GEMY (Synchrony) result (lenders §4 "Result screen": GEMY; §8 GEMY errors; §9 7-10 days). APPROVED or
// accepted shows the card and limit; DECLINED a written explanation in 7-10 days and the application key (a
// prequal decline did not touch the credit score); REFERRED 'Application Referred'; ERROR or a GEMY error
// message 'Application Error' with the phone; anything else 'Error: GEMY[0]'.
import { useMessages } from '../../../i18n/messages';
import { formatWholeDollars, isSet, maskCardNumber, offerTermsOf } from '../../../lib/domain';
import { CallLenderButton } from '../shared/call-lender-button';
import { CardArt } from '../shared/card-art';
import { ApprovedFinish, StartOverButton } from '../shared/finish-buttons';
import { CostSummary } from '../shared/cost-summary';
import { DeclineWayOn } from '../shared/financing-still-possible';
import { ResultFacts, ResultLayout } from '../shared/result-layout';
import { lenderPhone, noticeDays, text } from '../shared/result-values';
import type { ResultViewProps } from '../shared/result-view-props';
import { CallableText } from '../../../components/ui/callable-text';

export function GemyResult({ result, nextApp, onNext, shop }: ResultViewProps) {
  const m = useMessages();
  const phone = lenderPhone('GEMY', result);
  const decision = text(result.applicationDecision)?.toUpperCase();

  if (decision === 'ERROR' || text(result.errorMessage)) {
    return (
      <ResultLayout heading={m('results.errorTitle')}>
        <p role="alert">{text(result.errorMessage) ?? m('results.gemy.errorDefault')}</p>
        <p>
          <CallableText text={m('results.gemy.errorText', { phone })} />
        </p>
        <CallLenderButton phone={phone} />
        {/* An error is not a decline, but the next lender is still offered (decision 140). */}
        <DeclineWayOn nextApp={nextApp} onNext={onNext} />
      </ResultLayout>
    );
  }
  if (decision === 'APPROVED' || isSet(result.accepted)) {
    const account = text(result.accountNumber) ?? text(result.cardnumber);
    const card = account ? maskCardNumber(account) : undefined;
    const limit = text(result.creditlimit) ?? text(result.creditLimit);
    return (
      <ResultLayout heading={m('results.approvedHeading')}>
        <CardArt cardNumber={card} shopName={shop?.name} label={m('lender.GEMY.name')} brand="Synchrony" />
        <ResultFacts
          rows={[
            [m('results.creditLimit'), limit ? formatWholeDollars(limit) : undefined],
            [m('results.cardNumber'), card],
          ]}
        />
        <p>{m('results.gemy.cardInMail')}</p>
        <CostSummary appCode="GEMY" terms={offerTermsOf(result)} accountOpen />
        <ApprovedFinish />
      </ResultLayout>
    );
  }
  if (decision === 'DECLINED' || isSet(result.declined)) {
    return (
      <ResultLayout heading={m('results.gemy.declinedHeading')}>
        <p>{m('results.gemy.declinedText', noticeDays('GEMY'))}</p>
        {result.gemyPrequal === '1' ? <p>{m('results.gemy.prequalDeclined')}</p> : null}
        <ResultFacts rows={[[m('results.applicationKey'), text(result.applicationKey)]]} />
        <DeclineWayOn nextApp={nextApp} onNext={onNext} />
      </ResultLayout>
    );
  }
  if (decision === 'REFERRED' || isSet(result.referral)) {
    return (
      <ResultLayout heading={m('results.gemy.referredHeading')}>
        <p>
          <CallableText text={m('results.gemy.referredText', { phone })} />
        </p>
        <CallLenderButton phone={phone} />
        <ResultFacts rows={[[m('results.applicationKey'), text(result.applicationKey)]]} />
      </ResultLayout>
    );
  }
  return (
    <ResultLayout heading={m('results.errorTitle')}>
      <p role="alert">{m('results.gemy.unknown')}</p>
      <StartOverButton />
    </ResultLayout>
  );
}
