import { useContext, useEffect } from 'react';
import { knownKey, useMessages, type MessageKey } from '../../i18n/messages';
import { Page } from '../../components/ui/page';
import type { StepProps } from '../../lib/step-props';
import { useJourneyStore } from '../../stores/journey-store';
import {
  canApplyToApps,
  currentAppCode,
  lenderAmountTexts,
  LENDERS,
  remainingAppCodes,
  type AppCode,
} from '../../lib/domain';
import { LenderLogo } from './lender-logo';
import { useClientConfig } from '../../lib/client-config';
import { lenderTermsUrl } from '../lenders/shared/lender-api';
import { lenderShowing, WebLendersContext } from '../lenders/shared/web-lender';

function lenderText(code: string, part: string): MessageKey | undefined {
  return knownKey(`lender.${code}.${part}`);
}

/** App selection ('Get The Financing You Need', spec §2 screen 12; lenders §4 "Application selection"). */
export function AppSelectPage({ goNext }: StepProps) {
  const m = useMessages();
  const { lenderPagesOrigin } = useClientConfig();
  const [journey, dispatch] = useJourneyStore();
  // Spec §4: a lender removed for the resident state is skipped; with none left, 'no providers'.
  const code = currentAppCode(journey);
  const lenders = useContext(WebLendersContext);
  const lender = code ? lenderShowing(lenders, code) : undefined;
  // Lenders §4 "Application selection": a lender leading the list may continue by itself (its own rule).
  const continuesByItself =
    code !== undefined &&
    journey.appList[0] === code &&
    lender?.continuesFromAppSelect?.(journey.values) === true;
  useEffect(() => {
    if (!continuesByItself || !code) return;
    dispatch({ type: 'selectApps', selectedApps: [code] });
    goNext();
  }, [code, continuesByItself, dispatch, goNext]);

  if (!code) {
    return (
      <Page title={m('title.financingProviders')} heading={m('appSelect.heading')}>
        <p className="notice">{m('appSelect.noApps')}</p>
      </Page>
    );
  }

  const nameKey = lenderText(code, 'name');
  const lenderName = nameKey ? m(nameKey) : (LENDERS[code as AppCode]?.name ?? code);
  const description = lenderText(code, 'description');
  const legal = lenderText(code, 'legal') ?? 'lender.generic.legal';
  // A lender whose legal line says "See the terms" links them: the lender's own rates and fees, on its origin
  // (our own Terms PDF has no rates).
  const termsLink = lenderText(code, 'termsLink');
  const termsHref = lenderTermsUrl(lenderPagesOrigin, code);
  const termsAfter = lenderText(code, 'termsAfter');
  // The amounts a lender's texts state, from its definition (AFF's one minimum, decision 266).
  const amounts = code in LENDERS ? lenderAmountTexts(code as AppCode) : {};
  const bullets = ['bullet1', 'bullet2', 'bullet3']
    .map((b) => lenderText(code, b))
    .filter((k): k is MessageKey => k !== undefined);

  const apply = () => {
    dispatch({ type: 'selectApps', selectedApps: [code] });
    goNext();
  };

  return (
    <Page title={m('title.financingProviders')} heading={m('appSelect.heading')}>
      <article className="offer" aria-labelledby="offer-name">
        <LenderLogo appCode={code} label={lenderName} logo={lender?.logo} />
        <h2 id="offer-name" className="section-heading">
          {lenderName}
        </h2>
        {journey.shop ? <p className="tag">{m('appSelect.offeredBy', { shop: journey.shop.name })}</p> : null}
        {description ? <p>{m(description)}</p> : null}
        {bullets.length > 0 ? (
          <ul className="offer-bullets">
            {bullets.map((b) => (
              <li key={b}>{m(b, amounts)}</li>
            ))}
          </ul>
        ) : null}
        <p className="legal">
          {m(legal, amounts)}
          {termsLink && termsHref ? (
            <>
              {' '}
              <a href={termsHref} target="_blank" rel="noopener noreferrer">
                {m(termsLink)}
              </a>{' '}
              {termsAfter ? m(termsAfter) : null}
            </>
          ) : null}
        </p>
        <button
          type="button"
          className="button button-primary button-block"
          onClick={apply}
          disabled={!canApplyToApps(remainingAppCodes(journey))}
        >
          {m(lender?.appSelectButton ?? 'appSelect.apply')}
        </button>
      </article>
    </Page>
  );
}
