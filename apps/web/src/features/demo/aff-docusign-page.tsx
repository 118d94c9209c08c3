import { useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { Page } from '../../components/ui/page';

/** Demo stand-in for the AFF e-sign frame (lenders §2 "/demo/aff-docusign (demo only)"). */
export function AffDocusignPage() {
  const m = useMessages();
  const [signed, setSigned] = useState(false);
  return (
    <Page title={m('title.demo')} heading={m('demo.affHeading')} lead={m('demo.affText')}>
      <div className="panel">
        {signed ? (
          <p role="status">{m('demo.affSigned')}</p>
        ) : (
          <button
            type="button"
            className="button button-primary button-block"
            onClick={() => setSigned(true)}
          >
            {m('demo.affSign')}
          </button>
        )}
      </div>
    </Page>
  );
}
