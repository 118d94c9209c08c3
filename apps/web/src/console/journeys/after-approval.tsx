// After the approval: each lender's approved amount and what the associate does next, AFF's
// loan (approved, finalized, signed, funded) with the virtual card's last four and the amount to charge — the
// card's number stays with the customer —, cancel funding (manager and up, with a reason; the server asks AFF
// as the customer's own cancel does), and how the visit ended: sale completed with the invoice amount, or
// customer left.
import { useState, type FormEvent } from 'react';
import {
  cancelFundingRequestSchema,
  journeyDetailSchema,
  markSaleRequestSchema,
  SALE_MESSAGES,
  type JourneyDetail,
  type SaleOutcome,
} from '@ttapply/domain/console';
import { callStaffApi, fieldError, messageOf } from '../console-api-client';
import { dollars, localDateTime } from '../console-time';
import { ConsoleField, FormAlert } from '../shell/console-field';
import { ConsoleTable } from '../shell/console-table';

const AFF_STATE_TEXT = {
  approved: 'Approved: the customer chooses the amount',
  finalized: 'Finalized: waiting for the customer to sign',
  signed: 'Signed: AFF is funding',
  funded: 'Funded: charge the virtual card',
} as const;

const journeyBase = (shopKeyId: string, consumerId: string) =>
  `/locations/${encodeURIComponent(shopKeyId)}/journeys/${encodeURIComponent(consumerId)}`;

/**
 * One action on the journey (the sale, the funding cancel): POSTs the body, hands the answer's journey back,
 * and keeps the busy flag and the form's message; answers the field's own message when the server gave one.
 */
function useJourneyAction(
  journey: JourneyDetail,
  action: 'sale' | 'cancel-funding',
  field: string,
  onChanged: (j: JourneyDetail) => void,
) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const run = async (body: unknown): Promise<{ ok: boolean; fieldError?: string }> => {
    setFormError(null);
    setBusy(true);
    try {
      onChanged(
        await callStaffApi(`${journeyBase(journey.shopKeyId, journey.consumerId)}/${action}`, {
          method: 'POST',
          body,
          schema: journeyDetailSchema,
        }),
      );
      return { ok: true };
    } catch (e) {
      setFormError(messageOf(e));
      return { ok: false, fieldError: fieldError(e, field) };
    } finally {
      setBusy(false);
    }
  };
  return { busy, formError, setFormError, run };
}

function CancelFunding(props: { journey: JourneyDetail; onChanged: (j: JourneyDetail) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, formError, setFormError, run } = useJourneyAction(
    props.journey,
    'cancel-funding',
    'reason',
    props.onChanged,
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = cancelFundingRequestSchema.safeParse({ reason });
    setError(parsed.success ? undefined : SALE_MESSAGES.reason);
    if (!parsed.success) return;
    const done = await run(parsed.data);
    setError(done.fieldError);
    if (done.ok) setReason('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="console-form">
      <h3 className="section-heading">Cancel the AFF funding</h3>
      <ConsoleField
        label="Reason for cancelling"
        name="cancel-reason"
        value={reason}
        onChange={setReason}
        hint="Kept in the audit log. Do not type the customer’s personal details."
        error={error}
        required
        maxLength={300}
      />
      <FormAlert message={formError} />
      <button type="submit" className="button button-secondary" disabled={busy}>
        Cancel funding
      </button>
    </form>
  );
}

function MarkSale(props: { journey: JourneyDetail; onChanged: (j: JourneyDetail) => void }) {
  const [outcome, setOutcome] = useState<SaleOutcome>('sale-completed');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, formError, setFormError, run } = useJourneyAction(
    props.journey,
    'sale',
    'invoiceAmount',
    props.onChanged,
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const typed = amount.replace(/[$,\s]/g, '');
    const body =
      outcome === 'sale-completed'
        ? { outcome, invoiceAmount: /^\d+(\.\d{1,2})?$/.test(typed) ? Number(typed) : Number.NaN }
        : { outcome };
    const parsed = markSaleRequestSchema.safeParse(body);
    setError(parsed.success ? undefined : SALE_MESSAGES.invoiceAmount);
    if (!parsed.success) return;
    setError((await run(parsed.data)).fieldError);
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="console-form">
      <fieldset className="field">
        <legend className="field-label">How did the visit end?</legend>
        <label>
          <input
            type="radio"
            name="sale-outcome"
            checked={outcome === 'sale-completed'}
            onChange={() => setOutcome('sale-completed')}
          />{' '}
          Sale completed
        </label>{' '}
        <label>
          <input
            type="radio"
            name="sale-outcome"
            checked={outcome === 'customer-left'}
            onChange={() => setOutcome('customer-left')}
          />{' '}
          Customer left
        </label>
      </fieldset>
      {outcome === 'sale-completed' ? (
        <ConsoleField
          label="Invoice amount"
          name="invoice-amount"
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          hint="In dollars, e.g. 1234.56"
          error={error}
          required
          maxLength={12}
        />
      ) : null}
      <FormAlert message={formError} />
      <button type="submit" className="button" disabled={busy}>
        Mark the visit
      </button>
    </form>
  );
}

export function AfterApproval(props: {
  journey: JourneyDetail;
  canCancelFunding: boolean;
  canMarkSale: boolean;
  onChanged: (journey: JourneyDetail) => void;
}) {
  const { journey } = props;
  const loan = journey.affLoan;
  return (
    <section aria-labelledby="after-approval">
      <h2 id="after-approval" className="section-heading">
        After the approval
      </h2>
      {journey.lenderSteps.length === 0 ? (
        <p>No lender has answered yet.</p>
      ) : (
        <ConsoleTable
          label="Lenders and next steps"
          caption="Each lender’s answer and your next step"
          columns={['Lender', 'Answer', 'Approved amount', 'What you do next']}
        >
          {journey.lenderSteps.map((step) => (
            <tr key={step.appCode}>
              <th scope="row">{step.lenderName}</th>
              <td>{step.outcome}</td>
              <td>{step.approvedAmount === null ? '—' : dollars(step.approvedAmount)}</td>
              <td>{step.nextStep}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      {loan ? (
        <>
          <h3 className="section-heading">AFF loan</h3>
          <dl className="console-facts" aria-label="AFF loan">
            <div>
              <dt>Loan state</dt>
              <dd>{AFF_STATE_TEXT[loan.state]}</dd>
            </div>
            <div>
              <dt>Approved up to</dt>
              <dd>{loan.approvedAmount === null ? '—' : dollars(loan.approvedAmount)}</dd>
            </div>
            <div>
              <dt>Amount to charge</dt>
              <dd>{loan.amountToCharge === null ? 'not chosen yet' : dollars(loan.amountToCharge)}</dd>
            </div>
            <div>
              <dt>Virtual card</dt>
              <dd>
                {loan.cardLast4
                  ? `ending ${loan.cardLast4} (the customer shows the full number on their phone)`
                  : 'not issued yet'}
              </dd>
            </div>
          </dl>
          {props.canCancelFunding && loan.state !== 'approved' ? (
            <CancelFunding journey={journey} onChanged={props.onChanged} />
          ) : null}
        </>
      ) : null}
      <h3 className="section-heading">The sale</h3>
      {journey.sale ? (
        <p role="status">
          {journey.sale.outcome === 'sale-completed'
            ? `Sale completed for ${dollars(journey.sale.amount ?? 0)}`
            : 'Customer left without buying'}
          , marked by {journey.sale.markedBy} at {localDateTime(journey.sale.markedAt)}.
        </p>
      ) : (
        <p>Not marked yet.</p>
      )}
      {props.canMarkSale ? <MarkSale journey={journey} onChanged={props.onChanged} /> : null}
    </section>
  );
}
