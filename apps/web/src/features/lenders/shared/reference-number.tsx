import { useMessages } from '../../../i18n/messages';
import { ResultFacts } from './result-layout';

/** 'Reference Number' shown when the lender returned one (lenders §4; the label can be swapped). */
export function ReferenceNumber({ value, label }: { value: string | undefined; label?: string }) {
  const m = useMessages();
  return <ResultFacts rows={[[label ?? m('results.referenceNumber'), value]]} />;
}
