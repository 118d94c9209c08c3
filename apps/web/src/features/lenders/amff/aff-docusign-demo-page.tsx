// /demo/aff-docusign (lenders §2 "demo only"): the real e-sign screen on demo data — the loan details in plain
// words and AFF's signing page in its frame from the lenders' origin — reachable only in development and
// training builds. Signing there changes nothing: the sandbox's demo page only sends the frame back.
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useMessages } from '../../../i18n/messages';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../lib/routes';
import { useClientConfig } from '../../../lib/client-config';
import type { FinanceEstimate } from '../../../lib/api-types';
import { EsignFrame, ESIGN_RETURN_PATH } from './esign-frame';
import { LoanDetails } from './loan-details';

export const AFF_DOCUSIGN_ENABLED = import.meta.env.DEV || import.meta.env.VITE_TRAINING_BUILD === 'true';

/** A $500 loan as AFF's sandbox quotes it (12 months, bi-weekly). */
const DEMO_ESTIMATE: FinanceEstimate = {
  acctApproval: '500.00',
  acctApprovalPay: '28.07',
  acctApprovalPayTotal: '729.80',
  acctApprovalPayFreq: 'Bi-Weekly',
  acctApprovalTerm: '12',
  acctApprovalApr: '89.99',
  acctApprovalFirstPayDue: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
  iTotalPayments: 26,
  iMainPayments: 25,
  iMainPaymentsAmount: '28.07',
  iFinalPayment: 1,
  iFinalPaymentAmount: '28.05',
  productType: 'loan',
};

export function AffDocusignPage() {
  const m = useMessages();
  const config = useClientConfig();
  const [signed, setSigned] = useState(false);
  if (!AFF_DOCUSIGN_ENABLED) return <Navigate to={paths.landing()} replace />;
  const returnUrl = `${window.location.origin}${ESIGN_RETURN_PATH}`;
  const url = config.lenderPagesOrigin
    ? `${config.lenderPagesOrigin}/lenders/AMFF/esign-demo?${new URLSearchParams({ returnUrl }).toString()}`
    : undefined;
  return (
    <Page title={m('title.demo')} heading={m('demo.affHeading')} lead={m('demo.affText')} wide>
      <LoanDetails estimate={DEMO_ESTIMATE} amount={500} />
      {signed ? (
        <p role="status" className="panel">
          {m('demo.affSigned')}
        </p>
      ) : url ? (
        <EsignFrame url={url} onReturned={(event) => setSigned(event === 'signing_complete')} />
      ) : (
        <p role="status">{m('common.loading')}</p>
      )}
    </Page>
  );
}
