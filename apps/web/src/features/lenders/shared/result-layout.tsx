import { CreditChecksList } from './credit-checks';
import { DeclineNotice } from './decline-notice';
import type { ReactNode } from 'react';
import { useMessages } from '../../../i18n/messages';
import { Page } from '../../../components/ui/page';
import { Unbreakable } from '../../../components/ui/unbreakable';

/** Every result view: 'Text To Apply | Result' with the outcome as the heading (lenders §2, §4). */
export function ResultLayout({ heading, children }: { heading: string; children: ReactNode }) {
  const m = useMessages();
  return (
    <Page title={m('title.result')} heading={heading}>
      <div className="result">{children}</div>
      <DeclineNotice />
      <CreditChecksList />
    </Page>
  );
}

/** Label/value rows (credit limit, card number, reference number). Rows without a value are left out. */
export function ResultFacts({ rows }: { rows: [label: string, value: string | undefined][] }) {
  const shown = rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="data-list panel">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <Unbreakable text={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A credit limit or approved amount, large (whole dollars, lenders §9). */
export function ResultFigure({ label, amount }: { label: string; amount: string | undefined }) {
  if (!amount) return null;
  return (
    <dl className="data-list panel">
      <div>
        <dt>{label}</dt>
        <dd className="result-figure">
          <Unbreakable text={amount} />
        </dd>
      </div>
    </dl>
  );
}
