// A lender's own small print (bank, Member FDIC, state rules) inside that lender's block, labelled with its
// name, so it never reads as the small print of the next lender offered below it (decision 225).
import type { ReactNode } from 'react';
import { useMessages } from '../../../i18n/messages';
import type { AppCode } from '../../../lib/domain';
import { lenderName } from './result-values';

export function LenderNotes({ appCode, children }: { appCode: AppCode; children: ReactNode }) {
  const m = useMessages();
  return (
    <section className="lender-notes" aria-label={m('results.notesOf', { lender: lenderName(m, appCode) })}>
      {children}
    </section>
  );
}
