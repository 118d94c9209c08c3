import { useMessages } from '../../../i18n/messages';
import type { AppCode, LenderResult } from '../../../lib/domain';
import { CallLenderButton } from './call-lender-button';
import { ReferenceNumber } from './reference-number';
import { ResultLayout } from './result-layout';
import { lenderName, lenderPhone, text } from './result-values';
import { CallableText } from '../../../components/ui/callable-text';

/**
 * A referral for a lender whose paragraph gives no referral text of its own (DigniFi, Bread, Goodyear):
 * lenders §4 "referral … referred" — the lender needs more before deciding, so the way on is a call.
 */
export function ReferredView({ code, result }: { code: AppCode; result: LenderResult }) {
  const m = useMessages();
  const phone = lenderPhone(code, result);
  return (
    <ResultLayout heading={m('results.referredHeading')}>
      <p>
        <CallableText text={m('results.referredText', { lender: lenderName(m, code), phone })} />
      </p>
      <CallLenderButton phone={phone} />
      <ReferenceNumber value={text(result.confirmationnumber)} />
    </ResultLayout>
  );
}
