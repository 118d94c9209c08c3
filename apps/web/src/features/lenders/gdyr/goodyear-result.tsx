// Goodyear result (lenders §1: result only): the shared store card's result with the Goodyear card and the
// credit application print view (lenders §2 "Other screens": 'About You' and 'Account Terms'). The card
// number follows the same result rule as Credit First, the issuer of the Goodyear card; the limit is in whole
// dollars (§9).
import { useMessages } from '../../../i18n/messages';
import { formatPhoneDashed } from '../../../lib/domain';
import { ResultFacts } from '../shared/result-layout';
import type { ResultViewProps } from '../shared/result-view-props';
import { StoreCardResult } from '../shared/store-card-result';

/** The print view: what the applicant gave (About You) and what the account is (Account Terms). */
function GoodyearPrintView({
  values,
  limit,
  card,
  reference,
}: {
  values: Record<string, string>;
  limit: string | undefined;
  card: string | undefined;
  reference: string | undefined;
}) {
  const m = useMessages();
  const address = [values.ADDRESS1, values.ADDRESS2, values.CITY, values.STATE, values.ZIP]
    .filter(Boolean)
    .join(', ');
  const phone = values.MOBILE_PHONE ? formatPhoneDashed(values.MOBILE_PHONE) : undefined;
  return (
    <section className="print-view" aria-label={m('results.goodyear.printHeading')}>
      <h2>{m('results.goodyear.printHeading')}</h2>
      <h3>{m('results.goodyear.aboutYou')}</h3>
      <ResultFacts
        rows={[
          [
            m('results.goodyear.name'),
            [values.FIRST_NAME, values.LAST_NAME].filter(Boolean).join(' ') || undefined,
          ],
          [m('results.goodyear.address'), address || undefined],
          [m('results.goodyear.phone'), phone],
          [m('results.goodyear.email'), values.EMAIL || undefined],
        ]}
      />
      <h3>{m('results.goodyear.accountTerms')}</h3>
      <ResultFacts
        rows={[
          [m('results.creditLimit'), limit],
          [m('results.cardNumber'), card],
          [m('results.referenceNumber'), reference],
        ]}
      />
      <button
        type="button"
        className="button button-secondary button-block no-print"
        onClick={() => window.print()}
      >
        {m('results.goodyear.print')}
      </button>
    </section>
  );
}

export function GoodyearResult({ values, ...props }: ResultViewProps) {
  return (
    <StoreCardResult
      {...props}
      referredCode="GOODYEAR"
      texts={{ approvedLead: 'results.goodyear.approvedLead', declinedText: 'results.goodyear.declinedText' }}
      cardArt={{ label: 'lender.GOODYEAR.name', brand: 'Goodyear' }}
      approvalDetails={({ card, limit, reference }) => (
        <GoodyearPrintView values={values} limit={limit} card={card} reference={reference} />
      )}
    />
  );
}
