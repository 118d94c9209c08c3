import { useMessages } from '../../../i18n/messages';
import { ProcessingScreen } from '../../../components/ui/processing-screen';

/** Spec §2 "Please don't refresh. We're processing your request." with the lender being waited for. */
export function LenderProcessingScreen({ lender }: { lender: string | undefined }) {
  const m = useMessages();
  return <ProcessingScreen detail={lender ? m('lenders.processing.lender', { lender }) : undefined} />;
}
