import { useMessages } from '../../../i18n/messages';

/** A tap-to-call button for a referral or error ('Call {phone}'); tel: links dial on a phone. */
export function CallLenderButton({ phone, label }: { phone: string; label?: string }) {
  const m = useMessages();
  return (
    <a className="button button-primary button-block" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      {label ?? m('results.call', { phone })}
    </a>
  );
}
