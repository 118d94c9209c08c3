import { useState } from 'react';
import { useMessages } from '../../../i18n/messages';
import { Page } from '../../../components/ui/page';
import { TermsDialog } from '../shared/terms-dialog';

/**
 * Test page that shows the CFNA test terms (lenders §2 "/cfna/term-testing"): the same terms modal the CFNA
 * review page opens, with the same document (download, e-mail) and text, open on arrival so whoever tests the
 * terms sees exactly what an applicant sees.
 */
export function TermTestingPage() {
  const m = useMessages();
  const [open, setOpen] = useState(true);
  return (
    <Page title={m('title.demo')} heading={m('demo.termHeading')} lead={m('demo.termText')}>
      <button type="button" className="button button-secondary button-block" onClick={() => setOpen(true)}>
        {m('review.termsTitle')}
      </button>
      <TermsDialog
        open={open}
        title={m('review.termsTitle')}
        document={{ appType: 'CFNA', template: 'terms' }}
        text={m('review.termsBody')}
        onClose={() => setOpen(false)}
      />
    </Page>
  );
}
