// After a decline (ECOA / Reg B §1002.9, FCRA §615(a); decisions 191, 265): which lender decided, by when it
// sends the notice with the main reasons (the lender's one deadline, the same its own decline text gives), and
// how to ask it for the reasons. Shown under the result for every lender of the journey that declined, not only
// the one on screen: after 'No Thanks' on the next lender's offer, or on a return visit, the earlier decline's
// notice and reference number stay.
import { createContext, useContext } from 'react';
import { useMessages } from '../../../i18n/messages';
import { LENDERS, type AppCode, type LenderResult } from '../../../lib/domain';
import { Unbreakable } from '../../../components/ui/unbreakable';
import { lenderPhone, noticeDays, text } from './result-values';

/** One declined application of the journey; `onScreen` when the result view above already shows it. */
export interface DeclinedApplication {
  appCode: AppCode;
  result: LenderResult;
  onScreen: boolean;
}

/** The declined applications the result page shows notices for, oldest first; empty for none. */
export const DeclineNoticeContext = createContext<readonly DeclinedApplication[]>([]);

/** The lender's reference for the application, as the result views show it (lenders §3 result fields). */
function referenceOf(result: LenderResult): string | undefined {
  return (
    text(result.confirmationnumber) ?? text(result.applicationKey) ?? text(result.providerReferenceNumber)
  );
}

function LenderNotice({ declined, titled }: { declined: DeclinedApplication; titled: boolean }) {
  const m = useMessages();
  // Who decides: the issuer the consent line and the result name (decision 135), e.g. the issuer of a branded card.
  const lender = LENDERS[declined.appCode].issuer;
  const phone = lenderPhone(declined.appCode, declined.result);
  const days = noticeDays(declined.appCode, text(declined.result.providerId));
  const reference = referenceOf(declined.result);
  return (
    <>
      {titled ? <h3>{lender}</h3> : null}
      <p>{m('results.declineNotice.decided', { lender })}</p>
      <p>
        {days.from === days.days
          ? m('results.declineNotice.reasons', { lender, days: days.days })
          : m('results.declineNotice.reasonsRange', { lender, ...days })}
      </p>
      <p>
        {m('results.declineNotice.ask', { lender })}{' '}
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="nowrap">
          {phone}
        </a>
        .
      </p>
      {reference && !declined.onScreen ? (
        <dl className="data-list panel">
          <div>
            <dt>{m('results.referenceNumber')}</dt>
            <dd>
              <Unbreakable text={reference} />
            </dd>
          </div>
        </dl>
      ) : null}
    </>
  );
}

export function DeclineNotice() {
  const m = useMessages();
  const declines = useContext(DeclineNoticeContext);
  if (declines.length === 0) return null;
  return (
    <section className="decline-notice" aria-labelledby="decline-notice-heading">
      <h2 id="decline-notice-heading">{m('results.declineNotice.heading')}</h2>
      {declines.map((declined) => (
        <LenderNotice key={declined.appCode} declined={declined} titled={declines.length > 1} />
      ))}
    </section>
  );
}
