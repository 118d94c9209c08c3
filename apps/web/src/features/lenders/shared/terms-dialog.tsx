// The disclosure modal of the lender review pages (lenders §2 "An agreement checkbox opens a disclosure
// modal/iframe with print, download and email buttons"; §7 print/download/email calls; §8 texts):
// - while the terms load: 'Attempting to gather … details...' with a spinner;
// - a failed load: 'Retrieval Error' (with the provider's phone; DigniFi without), or 'Terms unavailable';
// - Print hidden on mobile, Email hidden for a lender whose definition says so (lenders §2);
// - CA residents: plural privacy wording and the extra 'CA Privacy Notice' document.
import { useRef, useState } from 'react';
import { useMessages } from '../../../i18n/messages';
import { AlertDialog, Dialog } from '../../../components/ui/dialog';
import { useJourney } from '../../../stores/journey-store';
import { isMobileDevice } from '../../../lib/platform';
import { documentsEmailed } from '../../../lib/domain';
import { emailTerms, termsPdfUrl, type TermsDocument } from './lender-api';
import { CallableText } from '../../../components/ui/callable-text';

export type TermsLoadFailure = 'retrieval' | 'unavailable';

export interface TermsDialogProps {
  open: boolean;
  /** The document's name: dialog title, frame label and the loading line. */
  title: string;
  /** What download and e-mail send (appType, template, state). */
  document: TermsDocument;
  /** A framed page (same origin or the lenders' pages origin). */
  src?: string;
  /** Already sanitised HTML, shown in a scrolling frame. */
  html?: string;
  /** Plain text terms from the message catalogue. */
  text?: string;
  loading?: boolean;
  failure?: TermsLoadFailure;
  /** The provider's phone for the retrieval error; undefined gives the DigniFi variant without it. */
  providerPhone?: string;
  onClose: () => void;
  /** With an agree action the primary button reads 'Agree' (else 'Close'). */
  onAgree?: () => void;
  /** Replaces the shop PDF link (a prequal offer's own PDF). */
  onDownload?: () => void;
}

/**
 * Lenders §7 "Send terms email" to the applicant's e-mail, and the §8 notice after it: 'Email Successful' /
 * 'Email has been sent to {email}' or 'Email Error' / 'An error occured sending an email to {email}'.
 */
export function useTermsEmail(document: TermsDocument) {
  const m = useMessages();
  const journey = useJourney();
  const [notice, setNotice] = useState<{ title: string; message: string }>();
  const [sending, setSending] = useState(false);
  const shopId = journey.shop?.keyId;
  const email = journey.values.EMAIL ?? '';
  const send = async () => {
    if (shopId === undefined || !email) return;
    setSending(true);
    try {
      await emailTerms(shopId, email, document);
      setNotice({
        title: m('lenders.terms.emailSuccessTitle'),
        message: m('lenders.terms.emailSuccess', { email }),
      });
    } catch {
      setNotice({
        title: m('lenders.terms.emailErrorTitle'),
        message: m('lenders.terms.emailError', { email }),
      });
    } finally {
      setSending(false);
    }
  };
  const noticeDialog = (
    <AlertDialog
      open={notice !== undefined}
      title={notice?.title ?? ''}
      message={notice?.message ?? ''}
      onClose={() => setNotice(undefined)}
    />
  );
  return { send, sending, canSend: Boolean(email) && shopId !== undefined, noticeDialog };
}

export function TermsDialog(props: TermsDialogProps) {
  const m = useMessages();
  const journey = useJourney();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { document } = props;
  const emailer = useTermsEmail(document);
  const shopId = journey.shop?.keyId;
  const residentState = (journey.values.STATE ?? '').toUpperCase();
  const showEmail = documentsEmailed(document.appType);
  const ready = !props.loading && !props.failure;

  const print = () => {
    try {
      if (frameRef.current?.contentWindow) frameRef.current.contentWindow.print();
      else window.print();
    } catch {
      // A cross-origin frame refuses print(): print the page, which holds the same text.
      window.print();
    }
  };

  let body;
  if (props.loading) {
    body = (
      <p className="loading-line" role="status">
        <span className="spinner" aria-hidden="true" />
        {m('lenders.terms.loading', { document: props.title })}
      </p>
    );
  } else if (props.failure) {
    body = (
      <div role="alert">
        <h3>{m('lenders.terms.retrievalTitle')}</h3>
        <p>
          {props.failure === 'unavailable' ? (
            m('lenders.terms.unavailable')
          ) : props.providerPhone ? (
            <CallableText text={m('lenders.terms.retrievalPhone', { phone: props.providerPhone })} />
          ) : (
            m('lenders.terms.retrieval')
          )}
        </p>
      </div>
    );
  } else if (props.src) {
    body = (
      <iframe
        ref={frameRef}
        className="document-frame"
        src={props.src}
        title={m('lenders.terms.frameTitle', { document: props.title })}
      />
    );
  } else if (props.text !== undefined) {
    body = <p>{props.text}</p>;
  } else {
    body = (
      <div
        className="terms-frame"
        tabIndex={0}
        role="region"
        aria-label={m('lenders.terms.frameTitle', { document: props.title })}
        // Sanitised by the caller with DOMPurify (lib/sanitize-html.ts, lenders §8).
        dangerouslySetInnerHTML={{ __html: props.html ?? '' }}
      />
    );
  }

  const privacyDoc = (state?: string): TermsDocument => ({
    appType: document.appType,
    template: 'privacy',
    state,
  });

  return (
    <>
      <Dialog
        open={props.open}
        title={props.title}
        onClose={props.onClose}
        wide
        actions={
          <>
            {ready && !isMobileDevice() ? (
              <button type="button" className="button button-secondary" onClick={print}>
                {m('lenders.terms.print')}
              </button>
            ) : null}
            {ready && props.onDownload ? (
              <button type="button" className="button button-secondary" onClick={props.onDownload}>
                {m('lenders.terms.download')}
              </button>
            ) : ready && shopId !== undefined ? (
              <a className="button button-secondary" href={termsPdfUrl(shopId, document)} download>
                {m('lenders.terms.download')}
              </a>
            ) : null}
            {ready && showEmail ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={!emailer.canSend || emailer.sending}
                onClick={() => void emailer.send()}
              >
                {m('lenders.terms.email')}
              </button>
            ) : null}
            {/* A document can be read without agreeing (E-SIGN §7001(c)): Close is always
                there, and with an Agree it is Close that takes the focus, so the dialog opens at its title. */}
            <button
              type="button"
              className={props.onAgree && ready ? 'button button-secondary' : 'button button-primary'}
              onClick={props.onClose}
              data-autofocus
            >
              {m('lenders.terms.close')}
            </button>
            {props.onAgree && ready ? (
              <button type="button" className="button button-primary" onClick={props.onAgree}>
                {m('lenders.terms.agree')}
              </button>
            ) : null}
          </>
        }
      >
        {body}
        {ready && shopId !== undefined ? (
          <>
            <p>
              {residentState === 'CA' ? m('lenders.terms.privacyPlural') : m('lenders.terms.privacySingular')}
            </p>
            <p className="document-links">
              <a href={termsPdfUrl(shopId, privacyDoc())} download>
                {m('lenders.terms.privacy')}
              </a>
              {residentState === 'CA' ? (
                <a href={termsPdfUrl(shopId, privacyDoc('CA'))} download>
                  {m('lenders.terms.caPrivacy')}
                </a>
              ) : null}
            </p>
          </>
        ) : null}
      </Dialog>
      {emailer.noticeDialog}
    </>
  );
}
