// The simulated screens of the pay-link training (lenders §4): the associate's side (the pay-link app, then
// the shop's POS) and the customer's phone. Each renders what its step needs from the one training state and
// marks the element the step's popover explains with `data-pay-guide` (the step table names it). Nothing
// here calls the server: no text is sent, no card is charged.
import { useState, type ReactNode } from 'react';
import { Field } from '../../components/ui/field';
import { Checkbox } from '../../components/ui/checkbox';
import { useMessages } from '../../i18n/messages';
import { digitsOnly, formatPhone } from '../../lib/domain';
import {
  PAY_TRAINING_SAMPLE as S,
  invoiceTotal,
  parseAmount,
  type PayTrainingState,
  type PayTrainingStepId,
} from './pay-training-steps';
import { unbreakableNode } from '../../components/ui/unbreakable';

export interface ScreenProps {
  step: PayTrainingStepId;
  state: PayTrainingState;
  update: (patch: Partial<PayTrainingState>) => void;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatCents = (cents: number) => usd.format(cents / 100);

const digits = (max: number) => (raw: string) => digitsOnly(raw).slice(0, max);
const groupCard = (value: string) => value.replace(/(\d{4})(?=\d)/g, '$1 ');
/** MM/YY as typed: the slash comes in after the month. */
const shapeExpiry = (raw: string) => {
  const d = digitsOnly(raw).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

function Guide({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="sim-guide" data-pay-guide={name}>
      {children}
    </div>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="data-list">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{unbreakableNode(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Done({ children }: { children: ReactNode }) {
  return (
    <p className="sim-done" role="status">
      {children}
    </p>
  );
}

const POS_SYSTEM_STEPS: readonly PayTrainingStepId[] = [
  'pos-create-link',
  'pos-customer-pays',
  'pos-close-out',
];

/** The associate's screen: the pay-link app, or the shop's POS for the close-out steps. */
export function PosScreen({ step, state, update }: ScreenProps) {
  const m = useMessages();
  const total = invoiceTotal(state);
  const phone = formatPhone(state.phone);
  const name = `${state.firstName} ${state.lastName}`.trim();
  const inPos = POS_SYSTEM_STEPS.includes(step);
  return (
    <section className="sim sim-pos" aria-label={m('payTraining.posLabel')}>
      <p className="sim-bar">
        {inPos
          ? m('payTraining.posSystem', { number: S.repairOrder })
          : m('payTraining.posTitle', { shop: S.shopName })}
      </p>
      <div className="sim-body">
        <PosBody step={step} state={state} update={update} total={total} phone={phone} name={name} />
      </div>
    </section>
  );
}

function PosBody({
  step,
  state,
  update,
  total,
  phone,
  name,
}: ScreenProps & { total: number; phone: string; name: string }) {
  const m = useMessages();
  switch (step) {
    case 'start':
      return (
        <Guide name="pos-home">
          <p>{m('payTraining.pos.homeText')}</p>
          <p className="sim-heading">{m('payTraining.pos.newLink')}</p>
        </Guide>
      );
    case 'get-phone':
      return (
        <Guide name="customer-phone">
          <Field
            name="payTrainingPhone"
            label={m('payTraining.pos.phone')}
            value={state.phone}
            onChange={(phone) => update({ phone })}
            filter={digits(10)}
            display={formatPhone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
          />
        </Guide>
      );
    case 'enter-details':
      return (
        <Guide name="customer-name">
          <Field
            name="payTrainingFirstName"
            label={m('payTraining.pos.firstName')}
            value={state.firstName}
            onChange={(firstName) => update({ firstName })}
            maxLength={50}
            autoComplete="off"
            required
          />
          <Field
            name="payTrainingLastName"
            label={m('payTraining.pos.lastName')}
            value={state.lastName}
            onChange={(lastName) => update({ lastName })}
            maxLength={50}
            autoComplete="off"
            required
          />
        </Guide>
      );
    case 'add-invoice':
      return <InvoiceEditor state={state} update={update} total={total} />;
    case 'review-details':
      return (
        <>
          <Facts
            rows={[
              [m('payTraining.pos.customer'), name],
              [m('payTraining.pos.mobile'), phone],
              ...state.lines.map((line): [string, ReactNode] => [line.description, formatCents(line.cents)]),
              [m('payTraining.pos.total'), formatCents(total)],
            ]}
          />
          <Guide name="review-confirm">
            <Checkbox
              checked={state.detailsConfirmed}
              onChange={(detailsConfirmed) => update({ detailsConfirmed })}
            >
              {m('payTraining.pos.confirm')}
            </Checkbox>
          </Guide>
        </>
      );
    case 'send-link':
      return (
        <>
          <Facts
            rows={[
              [m('payTraining.pos.customer'), name],
              [m('payTraining.pos.mobile'), phone],
              [m('payTraining.pos.total'), formatCents(total)],
            ]}
          />
          <Guide name="send-link">
            {state.linkSent ? (
              <Done>{m('payTraining.pos.linkSentTo', { phone })}</Done>
            ) : (
              <button
                type="button"
                className="button button-primary"
                onClick={() => update({ linkSent: true })}
              >
                {m('payTraining.pos.sendLink')}
              </button>
            )}
          </Guide>
        </>
      );
    case 'link-sent':
    case 'transition':
    case 'payment-received':
    case 'complete': {
      const paid = step === 'payment-received' || step === 'complete';
      const status = (
        <Facts
          rows={[
            [m('payTraining.pos.customer'), name],
            [m('payTraining.pos.amount'), formatCents(total)],
            [
              m('payTraining.pos.status'),
              paid ? m('payTraining.pos.statusPaid') : m('payTraining.pos.statusSent'),
            ],
            ...(paid ? [[m('payTraining.pos.confirmation'), S.reference] as [string, ReactNode]] : []),
          ]}
        />
      );
      return step === 'complete' ? status : <Guide name="link-status">{status}</Guide>;
    }
    case 'pos-create-link':
      return (
        <>
          <Facts
            rows={[
              [m('payTraining.pos.customer'), name],
              [m('payTraining.pos.balanceDue'), formatCents(total)],
              [m('payTraining.pos.tender'), m('payTraining.pos.tenderPayLink')],
            ]}
          />
          <Guide name="pos-reference">
            <Field
              name="payTrainingReference"
              label={m('payTraining.pos.reference')}
              value={state.posReference}
              onChange={(posReference) => update({ posReference: posReference.toUpperCase() })}
              maxLength={12}
              autoComplete="off"
              required
            />
          </Guide>
        </>
      );
    case 'pos-customer-pays':
      return (
        <>
          <Facts
            rows={[
              [m('payTraining.pos.tender'), `${m('payTraining.pos.tenderPayLink')} ${S.reference}`],
              [m('payTraining.pos.balanceDue'), formatCents(state.paymentApplied ? 0 : total)],
            ]}
          />
          <Guide name="apply-payment">
            {state.paymentApplied ? (
              <Done>{m('payTraining.pos.paymentApplied', { amount: formatCents(total) })}</Done>
            ) : (
              <button
                type="button"
                className="button button-primary"
                onClick={() => update({ paymentApplied: true })}
              >
                {m('payTraining.pos.applyPayment')}
              </button>
            )}
          </Guide>
        </>
      );
    case 'pos-close-out':
      return (
        <>
          <Facts rows={[[m('payTraining.pos.balanceDue'), formatCents(0)]]} />
          <Guide name="close-out">
            {state.closedOut ? (
              <Done>{m('payTraining.pos.closedOut', { number: S.repairOrder })}</Done>
            ) : (
              <button
                type="button"
                className="button button-primary"
                onClick={() => update({ closedOut: true })}
              >
                {m('payTraining.pos.closeOut')}
              </button>
            )}
          </Guide>
        </>
      );
    default:
      return null;
  }
}

function InvoiceEditor({ state, update, total }: Omit<ScreenProps, 'step'> & { total: number }) {
  const m = useMessages();
  const [errors, setErrors] = useState<{ description?: string; amount?: string }>({});
  const add = () => {
    const cents = parseAmount(state.lineAmount);
    const description = state.lineDescription.trim();
    const found = {
      description: description ? undefined : m('payTraining.pos.descriptionError'),
      amount: cents === undefined ? m('payTraining.pos.amountError') : undefined,
    };
    setErrors(found);
    if (found.description || found.amount || cents === undefined) return;
    update({ lines: [...state.lines, { description, cents }], lineDescription: '', lineAmount: '' });
  };
  return (
    <>
      <Guide name="invoice-line">
        <Field
          name="payTrainingLineDescription"
          label={m('payTraining.pos.lineDescription')}
          value={state.lineDescription}
          onChange={(lineDescription) => update({ lineDescription })}
          error={errors.description}
          maxLength={60}
          autoComplete="off"
          required
        />
        <Field
          name="payTrainingLineAmount"
          label={m('payTraining.pos.lineAmount')}
          value={state.lineAmount}
          onChange={(lineAmount) => update({ lineAmount })}
          error={errors.amount}
          inputMode="decimal"
          maxLength={10}
          autoComplete="off"
          required
        />
        <button type="button" className="button button-secondary" onClick={add}>
          {m('payTraining.pos.addLine')}
        </button>
      </Guide>
      <h2 className="sim-heading">{m('payTraining.pos.invoiceLabel')}</h2>
      {state.lines.length === 0 ? (
        <p>{m('payTraining.pos.invoiceEmpty')}</p>
      ) : (
        <ul className="sim-lines">
          {state.lines.map((line, index) => (
            <li key={`${index}-${line.description}`}>
              <span>{line.description}</span>
              <span>{formatCents(line.cents)}</span>
              <button
                type="button"
                className="link-button"
                onClick={() => update({ lines: state.lines.filter((_, i) => i !== index) })}
              >
                {m('payTraining.pos.removeLine', { description: line.description })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Facts rows={[[m('payTraining.pos.total'), formatCents(total)]]} />
    </>
  );
}

/** The customer's phone: the text message, then the pay page. */
export function PhoneScreen({ step, state, update }: ScreenProps) {
  const m = useMessages();
  return (
    <section className="sim sim-phone" aria-label={m('payTraining.phoneLabel')}>
      <div className="sim-body">
        <PhoneBody step={step} state={state} update={update} />
      </div>
    </section>
  );
}

function PhoneBody({ step, state, update }: ScreenProps) {
  const m = useMessages();
  const total = formatCents(invoiceTotal(state));
  const [codeError, setCodeError] = useState<string | undefined>();
  const textMessage = (
    <div className="sim-text">
      <p className="sim-text-from">{m('payTraining.phone.textFrom', { shop: S.shopName })}</p>
      <p>{m('payTraining.phone.payText', { shop: S.shopName, amount: total })}</p>
    </div>
  );
  switch (step) {
    case 'transition':
      return <Guide name="phone-screen">{textMessage}</Guide>;
    case 'open-link':
      return (
        <>
          {textMessage}
          <Guide name="text-link">
            {state.linkOpened ? (
              <Done>{m('payTraining.phone.linkOpened')}</Done>
            ) : (
              <button
                type="button"
                className="button button-primary"
                onClick={() => update({ linkOpened: true })}
              >
                {m('payTraining.phone.openLink')}
              </button>
            )}
          </Guide>
        </>
      );
    case 'get-started':
      return (
        <>
          <p className="sim-heading">{m('payTraining.phone.invoiceFrom', { shop: S.shopName })}</p>
          <Facts rows={[[m('payTraining.pos.total'), total]]} />
          <Guide name="get-started">
            {state.started ? (
              <Done>{m('payTraining.phone.started')}</Done>
            ) : (
              <button
                type="button"
                className="button button-primary"
                onClick={() => update({ started: true })}
              >
                {m('payTraining.phone.getStarted')}
              </button>
            )}
          </Guide>
        </>
      );
    case 'verification': {
      const verify = () => {
        if (state.code === S.code) {
          setCodeError(undefined);
          update({ verified: true });
        } else {
          setCodeError(m('payTraining.phone.codeWrong'));
        }
      };
      return (
        // The tip sits above what it explains; the text holding the code is part of it, so the tip never
        // covers the code it asks for.
        <Guide name="verification-code">
          <div className="sim-text">
            <p className="sim-text-from">{m('payTraining.phone.textFrom', { shop: S.shopName })}</p>
            <p>{m('payTraining.phone.codeText', { code: S.code })}</p>
          </div>
          <p>{m('payTraining.phone.codeSentTo', { phone: formatPhone(state.phone) })}</p>
          <Field
            name="payTrainingCode"
            label={m('payTraining.phone.code')}
            value={state.code}
            onChange={(code) => update({ code })}
            filter={digits(6)}
            error={codeError}
            inputMode="numeric"
            autoComplete="off"
            required
            readOnly={state.verified}
          />
          {state.verified ? (
            <Done>{m('payTraining.phone.verified')}</Done>
          ) : (
            <button type="button" className="button button-primary" onClick={verify}>
              {m('payTraining.phone.verify')}
            </button>
          )}
        </Guide>
      );
    }
    case 'gather-payment':
      return (
        <Guide name="card-number">
          <Field
            name="payTrainingCardNumber"
            label={m('payTraining.phone.cardNumber')}
            value={state.cardNumber}
            onChange={(cardNumber) => update({ cardNumber })}
            filter={digits(16)}
            display={groupCard}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <Field
            name="payTrainingCardExpiry"
            label={m('payTraining.phone.cardExpiry')}
            value={state.cardExpiry}
            onChange={(cardExpiry) => update({ cardExpiry })}
            filter={shapeExpiry}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <Field
            name="payTrainingCardCvv"
            label={m('payTraining.phone.cardCvv')}
            value={state.cardCvv}
            onChange={(cardCvv) => update({ cardCvv })}
            filter={digits(4)}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <Field
            name="payTrainingCardZip"
            label={m('payTraining.phone.cardZip')}
            value={state.cardZip}
            onChange={(cardZip) => update({ cardZip })}
            filter={digits(5)}
            inputMode="numeric"
            autoComplete="off"
            required
          />
        </Guide>
      );
    case 'invoice-review':
      return (
        <>
          <Facts
            rows={[
              ...state.lines.map((line): [string, ReactNode] => [line.description, formatCents(line.cents)]),
              [m('payTraining.pos.total'), total],
              [
                m('payTraining.phone.cardNumber'),
                m('payTraining.phone.cardEnding', { last4: state.cardNumber.slice(-4) }),
              ],
            ]}
          />
          <Guide name="pay-button">
            {state.paid ? (
              <Done>{m('payTraining.phone.paid')}</Done>
            ) : (
              <button type="button" className="button button-primary" onClick={() => update({ paid: true })}>
                {m('payTraining.phone.pay', { amount: total })}
              </button>
            )}
          </Guide>
        </>
      );
    case 'payment-success':
      return (
        <Guide name="confirmation">
          <p className="sim-heading">{m('payTraining.phone.success')}</p>
          <p>{m('payTraining.phone.thanks', { name: state.firstName, shop: S.shopName })}</p>
          <Facts
            rows={[
              [m('payTraining.pos.amount'), total],
              [m('payTraining.pos.confirmation'), S.reference],
            ]}
          />
        </Guide>
      );
    default:
      return null;
  }
}
