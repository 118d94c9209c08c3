// Costs before commitment (decision 226): every approval and offer shows the APR (or its range), the term and
// the payment where the lender gives them; where it gives none, it says so and points at the terms that do.
// The one home for showing a credit's cost; each lender's view only says which figures it has.
import { useMessages } from '../../../i18n/messages';
import type { AppCode } from '../../../lib/domain';
import type { Shop } from '../../../lib/api-types';
import { termsPdfUrl } from './lender-api';
import { lenderName } from './result-values';
import { Unbreakable } from '../../../components/ui/unbreakable';

export interface CostFigures {
  /** The APR or its range as the lender states it ('39% to 180%', '29.99%'). */
  apr?: string | undefined;
  /** The term or its range ('6 to 24 months'). */
  term?: string | undefined;
  /** The payment and how often ('$112.50 every two weeks'). */
  payment?: string | undefined;
}

export interface CostTerms {
  href: string;
  /** The link's text; 'See the terms' when not given. */
  label?: string;
}

export function CostSummary({
  appCode,
  name,
  figures = {},
  terms,
}: {
  appCode: AppCode;
  /** Who gives the credit when it is not the app code's lender (Versatile's provider, e.g. Acima). */
  name?: string | undefined;
  figures?: CostFigures;
  terms?: CostTerms | undefined;
}) {
  const m = useMessages();
  const lender = name ?? lenderName(m, appCode);
  const rows: [string, string | undefined][] = [
    [m('results.cost.apr'), figures.apr],
    [m('results.cost.term'), figures.term],
    [m('results.cost.payment'), figures.payment],
  ];
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  // A document opens beside the screen; terms further down the same page are reached in place.
  const inPage = terms?.href.startsWith('#');
  const link = terms ? (
    <a href={terms.href} {...(inPage ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
      {terms.label ?? m('results.cost.seeTerms')}
    </a>
  ) : null;
  return (
    <section className="cost-summary panel" aria-labelledby={`cost-${appCode}`}>
      <h2 id={`cost-${appCode}`}>{m('results.cost.heading')}</h2>
      {shown.length > 0 ? (
        <dl className="data-list">
          {shown.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              {/* Figures stay whole; a sentence in their place ('Shown once you choose an amount below')
                  wraps (issue 36 item 10: a whole-line value pushed AFF's approval to 435 px at 390). */}
              <dd>
                <Unbreakable text={value} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{m(terms ? 'results.cost.noFiguresTerms' : 'results.cost.noFigures', { lender })}</p>
      )}
      {shown.length > 0 && shown.length < rows.length ? (
        <p className="legal">{m('results.cost.restInTerms', { lender })}</p>
      ) : null}
      {link ? <p>{link}</p> : null}
    </section>
  );
}

/**
 * The lender's terms as the shop hands them over (lenders §7 "Print or download terms": the shop's document
 * for this app type, with the resident state for DigniFi), the same document the review page offers.
 */
export function shopTermsLink(
  shop: Pick<Shop, 'keyId'> | null | undefined,
  appCode: AppCode,
  state?: string,
): CostTerms | undefined {
  if (!shop) return undefined;
  return {
    href: termsPdfUrl(shop.keyId, { appType: appCode, template: 'terms', ...(state ? { state } : {}) }),
  };
}
