// Versatile result (lenders §4 "Result screen": Versatile; §8 sanitised HTML; §9 support hours and cents).
// Each outcome shows the provider's own language with the placeholders filled in; with no text, an error
// that sends the applicant to the provider's associate, plus support contact and hours.
import { useMessages } from '../../../i18n/messages';
import { offerTermsOf } from '../../../lib/domain';
import type { MessageKey } from '../../../i18n/messages';
import { CallLenderButton } from '../shared/call-lender-button';
import { ApprovedFinish, StartOverButton } from '../shared/finish-buttons';
import { DeclineWayOn } from '../shared/financing-still-possible';
import { ResultLayout } from '../shared/result-layout';
import { CostSummary } from '../shared/cost-summary';
import { lenderPhone, noticeDays, text } from '../shared/result-values';
import type { ResultViewProps } from '../shared/result-view-props';
import { fillTemplate, templateFor, versLanguage, versOutcome } from './vers-language';
import { CallableText } from '../../../components/ui/callable-text';

const PROVIDER_KEYS: Record<string, MessageKey> = {
  acima: 'results.vers.provider.acima',
  flexshopper: 'results.vers.provider.flexshopper',
  snap: 'results.vers.provider.snap',
  koalafi: 'results.vers.provider.koalafi',
};

const HEADINGS: Record<'accepted' | 'declined' | 'pending' | 'error', MessageKey> = {
  accepted: 'results.vers.approvedHeading',
  declined: 'results.vers.declinedHeading',
  pending: 'results.vers.pendingHeading',
  error: 'results.vers.errorHeading',
};

export function VersResult({ result, nextApp, onNext, shop, values }: ResultViewProps) {
  const m = useMessages();
  const outcome = versOutcome(result);
  if (outcome === 'none') {
    return (
      <ResultLayout heading={m('results.heading')}>
        <p>{m('results.vers.none')}</p>
        <StartOverButton />
      </ResultLayout>
    );
  }
  // 'nooffer' ends the waterfall with the last provider asked, which did not decline anyone: no provider is
  // named, so the applicant is not told that (say) Snap turned them down (lenders §4 "Versatile waterfall").
  if (outcome === 'declined' && versStatus(result) === 'nooffer') {
    return (
      <ResultLayout heading={m(HEADINGS.declined)}>
        <p>{m('results.vers.noOffer')}</p>
        <DeclineWayOn nextApp={nextApp} onNext={onNext} />
      </ResultLayout>
    );
  }
  const providerId = text(result.providerId)?.toLowerCase() ?? '';
  const providerKey = PROVIDER_KEYS[providerId];
  const provider = text(versLanguage(result).lenderName) ?? m(providerKey ?? 'results.vers.provider.default');
  const phone = text(versLanguage(result).supportPhone) ?? lenderPhone('VERS', result);
  const template = templateFor(outcome, result);
  const html = template
    ? fillTemplate(template, {
        fullName: [values.FIRST_NAME, values.LAST_NAME].filter(Boolean).join(' '),
        amountCents: text(result.amount) ?? text(result.approvedAmount),
        shopNumber: shop?.storeNumber ?? '',
        referenceNumber: text(result.providerReferenceNumber) ?? '',
      })
    : '';

  const support = (
    <>
      <p>
        <CallableText text={m('results.vers.support', { provider, phone })} />
      </p>
      <p>{m('results.vers.hours')}</p>
      <CallLenderButton phone={phone} />
    </>
  );

  if (!html) {
    return (
      <ResultLayout heading={m(HEADINGS.error)}>
        <p role="alert">{m('results.vers.noText', { provider })}</p>
        {/* A waterfall that ended without a provider (expired) carries its error text (lenders §8). */}
        {text(result.errorMessage) ? <p>{text(result.errorMessage)}</p> : null}
        {support}
        {/* An error is not a decline, but the next lender is still offered (decision 140). */}
        <DeclineWayOn nextApp={nextApp} onNext={onNext} />
      </ResultLayout>
    );
  }

  return (
    <ResultLayout heading={m(HEADINGS[outcome])}>
      {/* Sanitised with DOMPurify in fillTemplate (lenders §8). */}
      <div className="lender-html" dangerouslySetInnerHTML={{ __html: html }} />
      {outcome === 'declined' && providerId === 'flexshopper' ? (
        <p>{m('results.vers.flexshopperDecline', noticeDays('VERS', providerId))}</p>
      ) : null}
      {outcome === 'error' && providerId === 'snap' ? <p>{m('results.vers.snapRetry')}</p> : null}
      {/* The provider's approval language gives the amount only; its rate and payments come with its own
          agreement (decision 226). */}
      {outcome === 'accepted' ? (
        <CostSummary appCode="VERS" name={provider} terms={offerTermsOf(result)} />
      ) : null}
      {outcome === 'accepted' ? <ApprovedFinish /> : null}
      {outcome === 'declined' ? <DeclineWayOn nextApp={nextApp} onNext={onNext} /> : null}
      {outcome === 'pending' ? (
        <>
          {support}
          <StartOverButton />
        </>
      ) : null}
      {/* An error is not a decline, but the next lender is still offered (decision 140). */}
      {outcome === 'error' ? (
        <>
          {support}
          <DeclineWayOn nextApp={nextApp} onNext={onNext} />
        </>
      ) : null}
    </ResultLayout>
  );
}

/** The waterfall's own status as the server kept it (prequalResult.versData.status), lower case. */
function versStatus(result: ResultViewProps['result']): string {
  const prequal = (result as { prequalResult?: { versData?: { status?: unknown } } }).prequalResult;
  return String(prequal?.versData?.status ?? '').toLowerCase();
}
