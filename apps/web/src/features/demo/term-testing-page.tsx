import { useMessages } from '../../i18n/messages';
import { Page } from '../../components/ui/page';

/** Test page that shows the CFNA test terms (lenders §2 "/cfna/term-testing"). */
export function TermTestingPage() {
  const m = useMessages();
  return (
    <Page title={m('title.demo')} heading={m('demo.termHeading')} lead={m('demo.termText')}>
      <div className="terms-box" tabIndex={0} role="region" aria-label={m('review.termsTitle')}>
        <p>{m('review.termsBody')}</p>
      </div>
    </Page>
  );
}
