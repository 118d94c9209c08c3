// Goodyear result (lenders §1: result only) with the credit application print view (lenders §2 "Other
// screens": 'About You' and 'Account Terms'). The card number follows the same result rule as CFNA, the
// issuer of the Goodyear card; the limit is in whole dollars (§9).
import { useMessages } from '../../../i18n/messages';
import {
  determineResult,
  formatCardNumberForResult,
  formatPhoneDashed,
  formatWholeDollars,
} from '../../../lib/domain';
import { CardArt } from '../shared/card-art';
import { ApprovedFinish } from '../shared/finish-buttons';
import { DeclineWayOn } from '../shared/financing-still-possible';
import { ReferenceNumber } from '../shared/reference-number';
import { ResultFacts, ResultLayout } from '../shared/result-layout';
import { text } from '../shared/result-values';
import type { ResultViewProps } from '../shared/result-view-props';
import { UnknownResultView } from '../shared/application-error-view';
import { ReferredView } from '../shared/referred-view';

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

export function GoodyearResult({ result, nextApp, onNext, shop, values }: ResultViewProps) {
  const m = useMessages();
  const reference = text(result.confirmationnumber);
  switch (determineResult(result)) {
    case 'approved':
    case 'approved-in-store': {
      const raw = text(result.cardnumber);
      const card = raw ? formatCardNumberForResult(raw) : undefined;
      const rawLimit = text(result.creditlimit);
      const limit = rawLimit ? formatWholeDollars(rawLimit) : undefined;
      return (
        <ResultLayout heading={m('results.approvedHeading')}>
          <p>{m('results.goodyear.approvedLead', { shop: shop?.name ?? m('results.yourShop') })}</p>
          <CardArt
            cardNumber={card}
            shopName={shop?.name}
            label={m('lender.GOODYEAR.name')}
            brand="Goodyear"
          />
          <GoodyearPrintView values={values} limit={limit} card={card} reference={reference} />
          <ApprovedFinish />
        </ResultLayout>
      );
    }
    case 'declined':
      return (
        <ResultLayout heading={m('results.declinedPlain')}>
          <p>{m('results.goodyear.declinedText')}</p>
          <ReferenceNumber value={reference} />
          <DeclineWayOn nextApp={nextApp} onNext={onNext} />
        </ResultLayout>
      );
    case 'referred':
      return <ReferredView code="GOODYEAR" result={result} />;
    default:
      return <UnknownResultView />;
  }
}
