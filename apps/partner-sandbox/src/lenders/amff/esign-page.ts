import { escapeHtml } from '../../documents/lender-document.js';
import type { AffAccount, AffContract } from './contracts.js';

const dollars = (value: string) =>
  `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * AFF's hosted signing page (lenders §4 AFF step 4), served on the sandbox's own origin and framed by the
 * app. No script: one form whose nonce signs once; the answer redirects the frame to the return URL the way
 * DocuSign's recipient view does (GUIDE 12).
 */
export function esignPage(account: AffAccount, contract: AffContract, action: string, nonce: string): string {
  const { title, rows } = contractTerms(contract);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>American First Finance | Sign Documents</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px;color:#1b1b1b;background:#fff}
h1{font-size:1.25rem;margin:0 0 8px} dl{margin:0 0 16px} dt{font-weight:600} dd{margin:0 0 8px}
button{font:inherit;font-weight:600;padding:12px 20px;border:0;border-radius:6px;background:#ffc820;color:#1b1b1b;width:100%}
.ref{color:#555;font-size:.875rem}
</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p class="ref">American First Finance · Contract ${escapeHtml(contract.repairOrderId)} · Envelope ${escapeHtml(contract.envelopeId)}</p>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<p>By signing you agree to the terms above. Payments are taken from the account ending ${escapeHtml(account.accountLast4 || '----')}.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="nonce" value="${escapeHtml(nonce)}">
<button type="submit">Sign</button>
</form>
</main></body></html>`;
}

/**
 * The signed agreement as AFF keeps it (the funded screen offers the consumer a copy): the
 * same terms the signing page showed, with when it was signed. An HTML fragment the app sanitises.
 */
export function signedAgreement(account: AffAccount, contract: AffContract, signedAt: string): string {
  const { title, rows } = contractTerms(contract);
  return `<h2>${escapeHtml(title)}</h2>
<p>American First Finance · Contract ${escapeHtml(contract.repairOrderId)} · Envelope ${escapeHtml(contract.envelopeId)}</p>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<p>By signing you agreed to the terms above. Payments are taken from the account ending ${escapeHtml(account.accountLast4 || '----')}.</p>
<p>Signed electronically on ${escapeHtml(signedAt)}. Keep this copy; you may also ask American First Finance for a paper copy, free of charge, at 1-800-555-0144.</p>`;
}

function contractTerms(contract: AffContract): { title: string; rows: Array<[string, string]> } {
  const e = contract.estimate;
  const lease = e.productType === 'lease';
  const title = lease ? 'Lease-Purchase Agreement' : 'Retail Installment Loan Agreement';
  const rows: Array<[string, string]> = [
    // The contract's own amount: acctApproval is the approved credit limit, not what this contract finances.
    ['Amount financed', dollars(String(contract.amount))],
    ['Approved credit limit', dollars(e.acctApproval)],
    [
      'Payments',
      `${e.iMainPayments} ${e.acctApprovalPayFreq.toLowerCase()} payments of ${dollars(e.iMainPaymentsAmount)} and 1 final payment of ${dollars(e.iFinalPaymentAmount)}`,
    ],
    ['First payment due', e.acctApprovalFirstPayDue],
    ['Total of payments', dollars(e.acctApprovalPayTotal)],
    ...(lease
      ? ([
          ['Total cost of the lease', dollars(e.leaseTotalCost ?? e.acctApprovalPayTotal)],
          ['Early buyout', dollars(e.earlyBuyout ?? e.acctApproval)],
        ] as Array<[string, string]>)
      : ([['Annual percentage rate (APR)', `${e.acctApprovalApr}%`]] as Array<[string, string]>)),
    ['Term', `${e.acctApprovalTerm} months`],
  ];
  return { title, rows };
}

/** What a spent or expired signing URL shows when it has no return URL to go to. */
export const EXPIRED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>American First Finance</title></head>
<body><p>This signing link has expired.</p></body></html>`;

/** The funded virtual card as an image (lenders §3 "card image (base64)"): the last four only. */
export function cardImage(last4: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="340" height="214" viewBox="0 0 340 214"><rect width="340" height="214" rx="16" fill="#0b3d6e"/><text x="20" y="40" fill="#fff" font-family="sans-serif" font-size="18" font-weight="700">American First Finance</text><text x="20" y="64" fill="#ffc820" font-family="sans-serif" font-size="14">Virtual Debit Card</text><text x="20" y="150" fill="#fff" font-family="monospace" font-size="22">•••• •••• •••• ${last4}</text><text x="270" y="196" fill="#fff" font-family="sans-serif" font-size="18" font-weight="700">VISA</text></svg>`;
  return Buffer.from(svg, 'utf8').toString('base64');
}
