// Spec §4 "Address modal": each of the resident, mailing (when distinct) and previous addresses is checked
// by the postal address call and must be confirmed; only then does Continue enable. §8 "Address check":
// 'Searching for address...' while waiting, 'Error finding address:' + reason + 'Please try another … address.'
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { useMessages, type MessageKey } from '../../i18n/messages';
import { errorText } from '../../lib/api-client';
import { hasMailingAddress, needsPreviousAddress } from '../../lib/domain';
import {
  addressFrom,
  checkAddress,
  formatAddress,
  formatStandard,
  valuesFromStandard,
  type AddressKind,
  type StandardAddress,
} from './address-api';

type Check =
  | { status: 'searching' }
  | { status: 'found'; address: StandardAddress; confirmed: boolean }
  | { status: 'failed'; reason: string };

const KIND_LABEL: Record<AddressKind, MessageKey> = {
  resident: 'address.kind.resident',
  mailing: 'address.kind.mailing',
  previous: 'address.kind.previous',
};
const TRY_ANOTHER: Record<AddressKind, MessageKey> = {
  resident: 'address.tryAnother.resident',
  mailing: 'address.tryAnother.mailing',
  previous: 'address.tryAnother.previous',
};

/** The addresses the modal checks: resident always, mailing when distinct, previous when asked. */
export function addressesToCheck(values: Record<string, string>): AddressKind[] {
  const kinds: AddressKind[] = ['resident'];
  if (hasMailingAddress(values)) {
    const same =
      formatAddress(addressFrom('mailing', values)).toUpperCase() ===
      formatAddress(addressFrom('resident', values)).toUpperCase();
    if (!same) kinds.push('mailing');
  }
  if (needsPreviousAddress(values)) kinds.push('previous');
  return kinds;
}

export function AddressConfirmationDialog(props: {
  values: Record<string, string>;
  /** Called with the standardised field values once every address is confirmed. */
  onContinue: (updates: Record<string, string>) => void;
  /** Back to the Residence form to edit. */
  onEdit: () => void;
}) {
  const m = useMessages();
  const [kinds] = useState(() => addressesToCheck(props.values));
  const [typed] = useState(() => props.values);
  const [checks, setChecks] = useState<Partial<Record<AddressKind, Check>>>(() =>
    Object.fromEntries(kinds.map((k) => [k, { status: 'searching' }])),
  );

  useEffect(() => {
    const controller = new AbortController();
    for (const kind of kinds) {
      checkAddress(kind, addressFrom(kind, typed), controller.signal).then(
        (address) =>
          setChecks((prev) => ({ ...prev, [kind]: { status: 'found', address, confirmed: false } })),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setChecks((prev) => ({ ...prev, [kind]: { status: 'failed', reason: errorText(error) } }));
        },
      );
    }
    return () => controller.abort();
  }, [kinds, typed]);

  const confirm = (kind: AddressKind) =>
    setChecks((prev) => {
      const check = prev[kind];
      return check?.status === 'found' ? { ...prev, [kind]: { ...check, confirmed: true } } : prev;
    });

  const allConfirmed = kinds.every((k) => {
    const check = checks[k];
    return check?.status === 'found' && check.confirmed;
  });
  const finish = () => {
    let updates: Record<string, string> = {};
    for (const kind of kinds) {
      const check = checks[kind];
      if (check?.status === 'found') updates = { ...updates, ...valuesFromStandard(kind, check.address) };
    }
    props.onContinue(updates);
  };

  return (
    <Dialog
      open
      title={m('address.title')}
      onClose={props.onEdit}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={props.onEdit}>
            {m('address.editAddress')}
          </button>
          <button type="button" className="button button-primary" disabled={!allConfirmed} onClick={finish}>
            {m('common.continue')}
          </button>
        </>
      }
    >
      <p>{m('address.lead')}</p>
      {kinds.map((kind) => (
        <AddressCheckCard
          key={kind}
          kind={kind}
          label={m(KIND_LABEL[kind])}
          typed={formatAddress(addressFrom(kind, typed))}
          check={checks[kind] ?? { status: 'searching' }}
          tryAnother={m(TRY_ANOTHER[kind])}
          onConfirm={() => confirm(kind)}
        />
      ))}
    </Dialog>
  );
}

function AddressCheckCard(props: {
  kind: AddressKind;
  label: string;
  typed: string;
  check: Check;
  tryAnother: string;
  onConfirm: () => void;
}) {
  const m = useMessages();
  const headingId = useId();
  const { check } = props;
  return (
    <section className="address-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="address-card-title">
        {props.label}
      </h3>
      <div aria-live="polite">
        {check.status === 'searching' ? (
          <p className="address-card-status" role="status">
            {m('address.searching')}
          </p>
        ) : null}
        {check.status === 'failed' ? (
          <div className="address-card-error" role="alert">
            <p>
              {m('address.error')} {check.reason}
            </p>
            <p>{props.tryAnother}</p>
            <p className="fine-print">{m('address.youEntered', { address: props.typed })}</p>
          </div>
        ) : null}
        {check.status === 'found' ? (
          <>
            <address className="address-card-address">
              {formatStandard(check.address).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            {check.confirmed ? (
              <p className="address-card-confirmed" role="status">
                <span aria-hidden="true">✓ </span>
                {m('address.confirmed')}
              </p>
            ) : (
              <button
                type="button"
                className="button button-primary address-card-confirm"
                aria-label={m('address.confirmNamed', { kind: props.label })}
                onClick={props.onConfirm}
              >
                {m('address.confirm')}
              </button>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}
