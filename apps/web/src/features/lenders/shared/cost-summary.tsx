// Costs before commitment (decisions 226, 261): every offer and approval shows the figures the lender gave with
// it (`offerTerms`: APR, term, fees, the limit or amount), what kind of credit it is, and for a lease-purchase
// the cash price, the total cost to own, the difference and the early-purchase option; deferred interest says
// that interest is charged from the purchase date if the balance is not paid in full in time. The link opens
// the lender's own terms on the lender's origin. Where a lender gives no figures, it says so. The one home for
// showing a credit's cost; each lender's view only passes its result's terms.
import { Unbreakable } from '../../../components/ui/unbreakable';
import { useMessages, type MessageKey } from '../../../i18n/messages';
import {
  formatAprRange,
  formatMoney,
  leaseCostOverCashPrice,
  type AppCode,
  type OfferFeeKind,
  type OfferTerms,
} from '../../../lib/domain';
import { lenderName } from './result-values';

export interface CostFigures {
  /** The APR or its range as the lender states it ('39% to 180%', '29.99%'). */
  apr?: string | undefined;
  /** The term or its range ('6 to 24 months'). */
  term?: string | undefined;
  /** The payment and how often ('$112.50 every two weeks'). */
  payment?: string | undefined;
}

const FEE_LABELS: Readonly<Record<OfferFeeKind, MessageKey>> = {
  annual: 'results.cost.fee.annual',
  'annual-after-first-year': 'results.cost.fee.annualAfterFirstYear',
  'account-maintenance': 'results.cost.fee.accountMaintenance',
  origination: 'results.cost.fee.origination',
  processing: 'results.cost.fee.processing',
  'late-payment': 'results.cost.fee.latePayment',
  'returned-payment': 'results.cost.fee.returnedPayment',
};

const AMOUNT_LABELS: Readonly<Record<OfferTerms['product'], MessageKey>> = {
  'credit-card': 'results.cost.amount.creditLimit',
  loan: 'results.cost.amount.loanUpTo',
  'lease-purchase': 'results.cost.amount.leaseUpTo',
};

const FREQUENCY_KEYS: Readonly<Record<NonNullable<OfferTerms['lease']>['frequency'], MessageKey>> = {
  weekly: 'results.cost.lease.weekly',
  biweekly: 'results.cost.lease.biweekly',
  semimonthly: 'results.cost.lease.semimonthly',
  monthly: 'results.cost.lease.monthly',
};

export function CostSummary({
  appCode,
  name,
  terms,
  figures = {},
  accountOpen = false,
}: {
  appCode: AppCode;
  /** Who gives the credit when it is not the app code's lender (Versatile's provider, e.g. Acima). */
  name?: string | undefined;
  /** The figures the lender gave with this offer or approval. */
  terms?: OfferTerms | undefined;
  /** Figures the screen knows beyond the lender's terms (AFF's payment, shown once an amount is chosen). */
  figures?: CostFigures;
  /** The account is already open (an approval, not an offer): nothing is left to sign. */
  accountOpen?: boolean;
}) {
  const m = useMessages();
  const lender = name ?? lenderName(m, appCode);
  // Values never wrap inside (decision 211): every amount, alone or in a sentence, is set unbreakable.
  const money = (cents: number) => <Unbreakable text={formatMoney(cents)} />;
  const rows: [string, React.ReactNode][] = [];
  const apr = terms ? formatAprRange(terms.apr, m('results.cost.rangeJoiner')) : figures.apr;
  if (apr) rows.push([m('results.cost.apr'), apr]);
  const term = terms?.termMonths
    ? m('results.cost.termMonths', { min: terms.termMonths.min, max: terms.termMonths.max })
    : figures.term;
  if (term) rows.push([m('results.cost.term'), term]);
  if (figures.payment) rows.push([m('results.cost.payment'), figures.payment]);
  if (terms?.amountCents !== undefined && !terms.lease) {
    rows.push([m(AMOUNT_LABELS[terms.product]), money(terms.amountCents)]);
  }
  for (const fee of terms?.fees ?? []) {
    const amount = formatMoney(fee.cents);
    rows.push([
      m(FEE_LABELS[fee.kind]),
      <Unbreakable text={fee.upTo ? m('results.cost.upTo', { amount }) : amount} />,
    ]);
  }
  const lease = terms?.lease;
  const deferred = terms?.deferredInterest;
  // The server keeps terms only when their document is on the lender's own origin (decision 261).
  const href = terms?.termsUrl;
  const hasFigures = rows.length > 0 || Boolean(lease);

  return (
    <section className="cost-summary panel" aria-labelledby={`cost-${appCode}`}>
      <h2 id={`cost-${appCode}`}>{m('results.cost.heading')}</h2>
      {lease ? (
        <div className="lease-disclosure" data-testid="lease-disclosure">
          <p>
            <strong>{m('results.cost.lease.what', { lender })}</strong>
          </p>
          <dl className="data-list">
            <div>
              <dt>{m('results.cost.lease.cashPrice')}</dt>
              <dd>{money(lease.cashPriceCents)}</dd>
            </div>
            <div>
              <dt>{m('results.cost.lease.totalToOwn')}</dt>
              <dd>{money(lease.totalCostCents)}</dd>
            </div>
            <div>
              <dt>{m('results.cost.lease.difference')}</dt>
              <dd>{money(leaseCostOverCashPrice(lease))}</dd>
            </div>
            <div>
              <dt>{m('results.cost.lease.payments')}</dt>
              <dd>
                <Unbreakable
                  text={m(FREQUENCY_KEYS[lease.frequency], {
                    count: lease.paymentCount,
                    amount: formatMoney(lease.paymentCents),
                  })}
                />
              </dd>
            </div>
            <div>
              <dt>{m('results.cost.lease.earlyPurchase')}</dt>
              <dd>
                <Unbreakable
                  text={m('results.cost.lease.earlyPurchaseText', {
                    days: lease.earlyPurchase.days,
                    amount: formatMoney(lease.earlyPurchase.priceCents),
                  })}
                />
              </dd>
            </div>
          </dl>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <dl className="data-list">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              {/* Figures stay whole; a sentence in their place ('Shown once you choose an amount below')
                  wraps (a whole-line value pushed AFF's approval to 435 px at 390). The
                  lender's own figures come already set unbreakable. */}
              <dd>{typeof value === 'string' ? <Unbreakable text={value} /> : value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {deferred ? (
        <p className="deferred-interest">
          <Unbreakable
            text={
              deferred.minimumPurchaseCents
                ? m('results.cost.deferredInterestMinimum', {
                    days: deferred.days,
                    amount: formatMoney(deferred.minimumPurchaseCents),
                  })
                : m('results.cost.deferredInterest', { days: deferred.days })
            }
          />
        </p>
      ) : null}
      {!hasFigures ? (
        <p>{m(accountOpen ? 'results.cost.noFiguresOpen' : 'results.cost.noFigures', { lender })}</p>
      ) : !terms ? (
        <p className="legal">{m('results.cost.restInTerms', { lender })}</p>
      ) : null}
      {href ? (
        <p>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {m('results.cost.seeLenderTerms', { lender })}
          </a>
        </p>
      ) : null}
    </section>
  );
}
