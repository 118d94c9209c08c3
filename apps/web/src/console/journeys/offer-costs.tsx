// What each offer costs (decision 261): the figures the consumer saw next to the accept button, as the lender
// gave them and as the server writes them out (staff/offer-cost-rows.ts), with the lender's own terms.
import type { JourneyDetail } from '@ttapply/domain/console';

export function OfferCosts({ applications }: { applications: JourneyDetail['applications'] }) {
  const offers = applications.filter((a) => a.offerCosts);
  if (offers.length === 0) return null;
  return (
    <>
      <h2 className="section-heading">What each offer costs</h2>
      {offers.map((a) => (
        <section
          key={`${a.appCode}-${a.kind}-${a.createdAt}`}
          aria-label={`${a.lenderName}: what the offer costs`}
        >
          <h3>{a.lenderName}</h3>
          <dl className="console-facts">
            {a.offerCosts?.rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p>
            <a href={a.offerCosts?.termsUrl} target="_blank" rel="noopener noreferrer">
              {a.lenderName}’s terms
            </a>
          </p>
        </section>
      ))}
    </>
  );
}
