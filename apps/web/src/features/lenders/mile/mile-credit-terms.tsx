// MILE's Summary of Credit Terms agreement (lenders §2 "MILE screens", §4 "MILE", §7 "MILE credit terms"):
// ticking the box first opens the Summary of Credit Terms overlay; pressing Agree there ticks it; ticking it
// before that shows "You must open and review the 'Summary of Credit Terms' before checking this box.". A
// failed load shows the spec's apology and cannot be agreed. Used on the MILE review and on a result that
// offers MILE next ("MILE requires terms agreed first").
import { useEffect, useState } from 'react';
import { useMessages } from '../../../i18n/messages';
import { Checkbox } from '../../../components/ui/checkbox';
import { api } from '../../../lib/api-client';
import { useJourney } from '../../../stores/journey-store';
import { TermsDialog } from '../shared/terms-dialog';
import type { TermsGateProps } from '../shared/lender-parts';

interface TermsDocumentUrls {
  documentImageHtmlURL: string;
  documentImageURL: string;
}

type TermsLoad = { state: 'loading' | 'failed' } | { state: 'loaded'; urls: TermsDocumentUrls };

/** GET /api/v1/mile/summaryOfCreditTerms for the selected shop, once the overlay is first opened. */
function useSummaryOfCreditTerms(wanted: boolean): TermsLoad {
  const shop = useJourney().shop;
  const [answer, setAnswer] = useState<TermsLoad>();
  const [started, setStarted] = useState(false);
  const acctId = shop?.acctId;
  const subId = shop?.subId ?? '';
  const start = wanted && !started && Boolean(acctId);
  useEffect(() => {
    if (!start || !acctId) return;
    let live = true;
    api
      .get<TermsDocumentUrls>('/api/v1/mile/summaryOfCreditTerms', { query: { acctId, subId } })
      .then(
        (urls) => live && setAnswer({ state: 'loaded', urls }),
        () => live && setAnswer({ state: 'failed' }),
      )
      .finally(() => live && setStarted(true));
    return () => {
      live = false;
    };
  }, [start, acctId, subId]);
  // A shop without its lender account cannot have MILE's terms (lenders §2: the apology).
  if (!acctId) return { state: 'failed' };
  return answer ?? { state: 'loading' };
}

export function MileCreditTermsAgreement(props: {
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
  label: string;
}) {
  const m = useMessages();
  const [open, setOpen] = useState(false);
  const [showError, setShowError] = useState(false);
  const terms = useSummaryOfCreditTerms(open);
  const title = m('mile.review.openTerms');

  const onCheck = (checked: boolean) => {
    if (!checked) {
      props.onAgreed(false);
      return;
    }
    // Lenders §4: the box is ticked by agreeing in the overlay, which the first click opens.
    setShowError(true);
    setOpen(true);
  };

  return (
    <>
      <p>
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          {title}
        </button>
      </p>
      <Checkbox checked={props.agreed} onChange={onCheck} name="MILE_TERMS_AGREED">
        {props.label}
      </Checkbox>
      {showError && !props.agreed ? (
        <p className="field-error" role="alert">
          {m('mile.review.termsError')}
        </p>
      ) : null}
      <TermsDialog
        open={open}
        title={title}
        document={{ appType: 'MILE', template: 'terms' }}
        loading={terms.state === 'loading'}
        src={terms.state === 'loaded' ? terms.urls.documentImageHtmlURL : undefined}
        text={terms.state === 'failed' ? m('mile.terms.failure') : undefined}
        onDownload={
          terms.state === 'loaded'
            ? () => window.open(terms.urls.documentImageURL, '_blank', 'noopener,noreferrer')
            : undefined
        }
        onClose={() => setOpen(false)}
        onAgree={
          terms.state === 'loaded'
            ? () => {
                props.onAgreed(true);
                setShowError(false);
                setOpen(false);
              }
            : undefined
        }
      />
    </>
  );
}

/** On a decline that offers MILE next (lenders §4 "MILE requires terms agreed first"); listed in the lender
 * registry so the shared 'BUT FINANCING IS STILL POSSIBLE.' block names no lender. */
export function MileNextLenderTermsGate(props: TermsGateProps) {
  const m = useMessages();
  return <MileCreditTermsAgreement {...props} label={m('mile.next.termsCheckbox')} />;
}
