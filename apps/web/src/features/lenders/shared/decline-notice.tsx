// After a decline (ECOA / Reg B §1002.9, FCRA §615(a); decision 191): which lender decided, that it sends the
// notice with the main reasons by mail or e-mail within 30 days, and how to ask it for the reasons. Shown under
// the lender's own decline screen, whatever that screen's own words are.
import { createContext, useContext } from 'react';
import { useMessages } from '../../../i18n/messages';
import { LENDERS, type AppCode, type LenderResult } from '../../../lib/domain';
import { lenderPhone } from './result-values';

/** The declined application the result page shows, or null for any other result. */
export const DeclineNoticeContext = createContext<{ appCode: AppCode; result: LenderResult } | null>(null);

export function DeclineNotice() {
  const m = useMessages();
  const declined = useContext(DeclineNoticeContext);
  if (!declined) return null;
  // Who decides: the issuer the consent line and the result name (decision 135), e.g. CFNA for the Goodyear card.
  const lender = LENDERS[declined.appCode].issuer;
  const phone = lenderPhone(declined.appCode, declined.result);
  return (
    <section className="decline-notice" aria-labelledby="decline-notice-heading">
      <h2 id="decline-notice-heading">{m('results.declineNotice.heading')}</h2>
      <p>{m('results.declineNotice.decided', { lender })}</p>
      <p>{m('results.declineNotice.reasons', { lender })}</p>
      <p>
        {m('results.declineNotice.ask', { lender })}{' '}
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="nowrap">
          {phone}
        </a>
        .
      </p>
    </section>
  );
}
