import { useEffect, type ReactNode } from 'react';
import { useMessages } from '../../i18n/messages';
import { Page } from '../../components/ui/page';
import type { StepProps } from '../../app/step-props';
import { useJourneyStore } from '../../stores/journey-store';
import { api } from '../../lib/api-client';
import type { ApplicationRecord } from '../../lib/api-types';
import {
  determineResult,
  formatCardNumberForResult,
  formatWholeDollars,
  type LenderResult,
} from '../../lib/domain';
import { CardArt } from './card-art';

const POLL_MS = 1500;

/** Result ('Text To Apply | Result', lenders §4 "Result screen (RESULT)"); CFNA outcomes in this issue. */
export function ResultPage(_props: StepProps) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const code = journey.lastAppCode ?? Object.keys(journey.results).at(-1);
  const application = code ? journey.results[code] : undefined;
  const result = (application?.result ?? undefined) as LenderResult | undefined;
  const kind = application ? determineResult(result) : undefined;

  // Lenders §4: the status is polled until the lender answers (a, d or e).
  useEffect(() => {
    if (!application || !code || kind !== 'pending') return;
    const timer = window.setTimeout(() => {
      api
        .get<{ application: ApplicationRecord }>(
          `/api/v1/apps/app/${encodeURIComponent(String(application.applicationKeyId))}`,
        )
        .then(({ application: fresh }) =>
          dispatch({ type: 'applicationSaved', appCode: code, application: fresh }),
        )
        .catch(() => undefined);
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [application, code, dispatch, kind]);

  const page = (heading: string, body: ReactNode) => (
    <Page title={m('title.result')} heading={heading}>
      <div className="result">{body}</div>
    </Page>
  );

  if (!application || !code) return page(m('result.heading'), <p>{m('result.none')}</p>);
  if (code !== 'CFNA') return page(m('result.heading'), <p>{m('result.unknown')}</p>);

  const phone = m('lender.CFNA.phone');
  const reference = typeof result?.confirmationnumber === 'string' ? result.confirmationnumber : undefined;
  const referenceBlock = reference ? (
    <dl className="data-list panel">
      <div>
        <dt>{m('result.referenceNumber')}</dt>
        <dd>{reference}</dd>
      </div>
    </dl>
  ) : null;

  switch (kind) {
    case 'approved':
    case 'approved-in-store': {
      const limit = result?.creditlimit != null ? formatWholeDollars(String(result.creditlimit)) : undefined;
      const card = result?.cardnumber ? formatCardNumberForResult(String(result.cardnumber)) : undefined;
      if (result?.accountonfile === '1')
        return page(m('result.approvedHeading'), <p>{m('result.accountOnFile')}</p>);
      return page(
        m('result.approvedHeading'),
        <>
          <p>{m('result.approvedLead', { shop: journey.shop?.name ?? m('result.yourShop') })}</p>
          <CardArt cardNumber={card} shopName={journey.shop?.name} label={m('lender.CFNA.name')} />
          <dl className="data-list panel">
            {limit ? (
              <div>
                <dt>{m('result.creditLimit')}</dt>
                <dd className="result-figure">{limit}</dd>
              </div>
            ) : null}
            {card ? (
              <div>
                <dt>{m('result.cardNumber')}</dt>
                <dd>{card}</dd>
              </div>
            ) : null}
          </dl>
          <p>{m('result.showAssociate')}</p>
        </>,
      );
    }
    case 'referred':
      return page(
        m('result.referredHeading'),
        <>
          <p>{m('result.referredText', { phone })}</p>
          <a className="button button-primary button-block" href={`tel:${phone.replace(/\D/g, '')}`}>
            {m('result.callLender', { phone })}
          </a>
          {referenceBlock}
        </>,
      );
    case 'declined':
      return page(
        m('result.declinedHeading'),
        <>
          <p>{m('result.declinedText')}</p>
          {referenceBlock}
        </>,
      );
    case 'error': {
      const message =
        (typeof result?.errorMessage === 'string' && result.errorMessage) ||
        (typeof result?.customermessage === 'string' && result.customermessage) ||
        m('result.errorDefault');
      return page(m('result.errorTitle'), <p>{message}</p>);
    }
    case 'pending':
      return page(
        m('result.pendingHeading'),
        <p className="loading-line" role="status">
          <span className="spinner" aria-hidden="true" /> {m('result.pendingText')}
        </p>,
      );
    default:
      return page(m('result.heading'), <p>{m('result.unknown')}</p>);
  }
}
