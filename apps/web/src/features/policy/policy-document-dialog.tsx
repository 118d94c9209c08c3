// The policy documents in an overlay (spec §2 screen 5 and 13): the real document served under /terms in a
// same-origin iframe, with Print and Download. Print is hidden on iOS and on mobile (see showPrint);
// Download is the shop's own PDF when a shop is chosen (spec §7), else the generic /terms PDF.
import { useRef } from 'react';
import { termsDependOnResidence } from '@ttapply/domain/shop-selection';
import { currentLocale, useMessages, type MessageKey } from '../../i18n/messages';
import { withLang } from '../../i18n/locales';
import { termsPdfUrl } from '../lenders/shared/lender-api';
import { Dialog } from '../../components/ui/dialog';
import { useJourney } from '../../stores/journey-store';

export type PolicyDocument = 'privacy' | 'terms' | 'sms' | 'esign';

const DOCUMENTS: Record<PolicyDocument, { slug: string; template: string; title: MessageKey }> = {
  privacy: { slug: 'privacy', template: 'privacy', title: 'documents.privacy' },
  terms: { slug: 'terms-and-conditions', template: 'terms', title: 'documents.terms' },
  sms: { slug: 'sms-terms', template: 'sms-terms', title: 'documents.sms' },
  // Ours alone (decision 189): never a shop's or lender's version, so Download is the /terms PDF.
  esign: { slug: 'electronic-records-consent', template: '', title: 'documents.esign' },
};

/**
 * Spec §2: print is hidden on iOS and on mobile. "Mobile" = a coarse primary pointer (touch screen) or a
 * viewport narrower than 768 px: phones print badly from an embedded frame and offer Download/share instead
 * (docs/decisions/032-getting-in.md). iOS is detected separately because iPads report a wide viewport.
 */
export function showPrint(): boolean {
  if (typeof window === 'undefined') return false;
  const ua = navigator.userAgent;
  const iOS = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  const mobile = window.matchMedia?.('(pointer: coarse), (max-width: 767px)').matches ?? false;
  return !iOS && !mobile;
}

export function documentDownloadUrl(
  document: PolicyDocument,
  shop: { keyId: string | number } | null,
  firstLender: string | undefined,
  residenceState?: string,
): string {
  const { slug, template } = DOCUMENTS[document];
  // A document with no shop template (the E-SIGN Consent) is ours alone: the generic PDF, in the language on
  // screen (decision 232).
  if (!shop || !firstLender || !template) return withLang(`/terms/${slug}.pdf`, currentLocale());
  // Spec §7: some lenders' terms depend on the residence state.
  const state = template === 'terms' && termsDependOnResidence(firstLender) ? residenceState : undefined;
  return termsPdfUrl(shop.keyId, { appType: firstLender, template, ...(state ? { state } : {}) });
}

export function PolicyDocumentDialog({
  document,
  onClose,
}: {
  document: PolicyDocument | null;
  onClose: () => void;
}) {
  const m = useMessages();
  const journey = useJourney();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const doc = document ? DOCUMENTS[document] : null;
  const title = doc ? m(doc.title) : '';

  return (
    <Dialog
      open={document !== null}
      title={title}
      onClose={onClose}
      wide
      actions={
        <>
          {showPrint() ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => frameRef.current?.contentWindow?.print()}
            >
              {m('documents.print')}
            </button>
          ) : null}
          {document ? (
            <a
              className="button button-secondary"
              href={documentDownloadUrl(document, journey.shop, journey.appList[0], journey.values.STATE)}
              download={`${doc!.slug}.pdf`}
            >
              {m('documents.download')}
            </a>
          ) : null}
          <button type="button" className="button button-primary" onClick={onClose} data-autofocus>
            {m('common.close')}
          </button>
        </>
      }
    >
      {doc ? (
        <iframe
          ref={frameRef}
          className="document-frame"
          src={withLang(`/terms/${doc.slug}.html`, currentLocale())}
          title={m('documents.frameLabel', { title })}
        />
      ) : null}
    </Dialog>
  );
}
