// "Credit checks for this application" on every result screen (FCRA §604(a)(2), decision 190): each credit
// check the server made for this journey, soft or hard, by which lender, when, and the exact consent it rests
// on, folded so the result stays first; a consent given but never used says it was not made.
// AFF's funded screen shows it too (aff-funded-page.tsx).
import { createContext, useContext, useEffect, useState } from 'react';
import { useMessages } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/language';
import { dateAndTime } from '../../../i18n/formats';
import type { CreditCheckRecord } from '../../../lib/api-types';
import { LENDERS, normaliseAppCode } from '../../../lib/domain';
import { unbreakableNode } from '../../../components/ui/unbreakable';
import { fetchJourney } from './lender-api';

/** The result page gives the server's list; screens outside it show none. */
export const CreditChecksContext = createContext<readonly CreditCheckRecord[]>([]);

function lenderNameOf(appCode: string): string {
  const code = normaliseAppCode(appCode);
  return code ? LENDERS[code].name : appCode;
}

export function CreditChecksList() {
  const m = useMessages();
  const locale = useLocale();
  const checks = useContext(CreditChecksContext);
  if (checks.length === 0) return null;
  return (
    <section className="credit-checks" aria-labelledby="credit-checks-heading">
      <h2 id="credit-checks-heading">{m('results.creditChecks.heading')}</h2>
      <ul className="credit-checks-list">
        {checks.map((check) => (
          <li key={`${check.appCode}-${check.check}-${check.agreedAt}`}>
            <p>
              <strong>
                {m(check.check === 'soft' ? 'results.creditChecks.soft' : 'results.creditChecks.hard', {
                  lender: lenderNameOf(check.appCode),
                })}
              </strong>{' '}
              {check.checkedAt === null ? (
                <span className="credit-checks-not-made">
                  {m('results.creditChecks.notMade', { lender: lenderNameOf(check.appCode) })}
                </span>
              ) : check.checkedAt ? (
                <span className="credit-checks-when">
                  {unbreakableNode(
                    m('results.creditChecks.checked', { when: dateAndTime(check.checkedAt, locale) }),
                  )}
                </span>
              ) : null}{' '}
              <span className="credit-checks-when">
                {unbreakableNode(
                  m('results.creditChecks.agreed', { when: dateAndTime(check.agreedAt, locale) }),
                )}
              </span>
            </p>
            <details>
              <summary>{m('results.creditChecks.consent')}</summary>
              <p>{check.consentText}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The list on a result screen outside the result page (AFF's funded screen): read once from the server's
 * journey; nothing is shown until it is in, or if it cannot be read.
 */
export function JourneyCreditChecks({ shopKeyId }: { shopKeyId: string | undefined }) {
  const [checks, setChecks] = useState<readonly CreditCheckRecord[]>([]);
  useEffect(() => {
    if (!shopKeyId) return;
    let live = true;
    fetchJourney(shopKeyId).then(
      (answer) => live && setChecks(answer.creditChecks ?? []),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [shopKeyId]);
  return (
    <CreditChecksContext.Provider value={checks}>
      <CreditChecksList />
    </CreditChecksContext.Provider>
  );
}
