// AFF finalize (lenders §4 AFF step 1, §5 finance amount): 'Congrats! You're Approved Up To $X!', the finance
// amount ($300 up to the limit, 'Amount Error') and the last four of the SSN ('For security purposes', locked
// when the SSN is known). Calculate needs an amount; Finalize needs an amount, calculated amounts and no
// request in flight, and shows 'Finalizing...'. Success with a result URL moves on to the loan details.
import { useEffect, useState } from 'react';
import { AlertDialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { useMessages } from '../../../i18n/messages';
import type { FinanceEstimate } from '../../../lib/api-types';
import {
  digitsOnly,
  formatWholeDollars,
  lenderAmountTexts,
  validateFinanceAmount,
} from '../../../lib/domain';
import { validationMessage } from '../../../i18n/domain-texts';
import type { StepProps } from '../../../lib/step-props';
import { fetchApplication } from '../shared/lender-api';
import { estimatePayments, finalizeRepairOrder } from './aff-funding-api';
import { calculationError, finalizationError, finalizationWithoutUrl, type AffAlert } from './aff-errors';
import { LoanDetails } from './loan-details';
import { useAffApplication } from './use-aff-application';
import { chosenAmount } from './chosen-amount';

export function AffFinalizePage({ goNext }: StepProps) {
  const m = useMessages();
  const { application, save, journey, phone, creditLimit } = useAffApplication();
  // The SSN typed in this session, else the last four the server kept with the application.
  const knownLast4 = (journey.values.SSN ?? '').replace(/\D/g, '').slice(-4) || (application?.last4 ?? '');
  const locked = /^\d{4}$/.test(knownLast4);
  const id = application?.applicationKeyId;
  // The amount chosen in the approval's calculator is filled in, not asked again (WCAG 2.2 3.3.7).
  const [amount, setAmount] = useState(() => (id === undefined ? '' : (chosenAmount(String(id)) ?? '')));
  const [last4, setLast4] = useState(locked ? knownLast4 : '');
  const [calculated, setEstimate] = useState<FinanceEstimate>();
  // The estimate of the amount the page opened with, shown only while that amount stands.
  const [opening, setOpening] = useState<FinanceEstimate>();
  const [busy, setBusy] = useState<'calculating' | 'finalizing'>();
  const [alert, setAlert] = useState<AffAlert>();
  const [amountProblem, setAmountProblem] = useState<string>();

  // The server's copy, e.g. unsigned again after a cancelled funding.
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    fetchApplication(id).then(
      (fresh) => live && save(fresh),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, save]);

  const checkAmount = (): boolean => {
    const problem = validateFinanceAmount(amount, creditLimit);
    setAmountProblem(problem);
    if (problem) setAlert({ title: m('aff.error.amountTitle'), message: problem });
    return problem === undefined;
  };

  const calculate = async () => {
    if (id === undefined || !checkAmount()) return;
    setBusy('calculating');
    try {
      setEstimate((await estimatePayments(id, amount)).result);
    } catch (error) {
      setEstimate(undefined);
      setAlert(calculationError(m, error, phone));
    } finally {
      setBusy(undefined);
    }
  };

  // A filled-in amount shows its payments at once, so Finalize is ready without a second entry or Calculate.
  const [openedWith] = useState(amount);
  useEffect(() => {
    if (id === undefined || openedWith === '' || validateFinanceAmount(openedWith, creditLimit)) return;
    let live = true;
    estimatePayments(id, openedWith).then(
      ({ result }) => live && setOpening(result),
      // Not shown: Calculate is there, as for an amount typed here.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, openedWith, creditLimit]);
  const estimate = calculated ?? (amount === openedWith ? opening : undefined);

  const finalize = async () => {
    if (id === undefined || !checkAmount()) return;
    setBusy('finalizing');
    try {
      const answer = await finalizeRepairOrder(id, amount, last4);
      if (!answer.success) {
        setAlert({ title: m('aff.error.serviceTitle'), message: m('aff.error.service') });
        return;
      }
      if (!answer.result?.url) {
        setAlert(finalizationWithoutUrl(m, phone));
        return;
      }
      save(answer.application);
      goNext();
    } catch (error) {
      setAlert(finalizationError(m, error, phone));
    } finally {
      setBusy(undefined);
    }
  };

  const last4Valid = /^\d{4}$/.test(last4);
  return (
    <Page
      title={m('title.affFinalize')}
      heading={m('aff.finalize.heading', { amount: formatWholeDollars(creditLimit) })}
      lead={m('aff.finalize.lead', lenderAmountTexts('AMFF'))}
    >
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void finalize();
        }}
      >
        <Field
          name="FINANCE_AMOUNT"
          label={m('aff.finalize.amountLabel')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setEstimate(undefined);
            setAmountProblem(undefined);
          }}
          filter={(raw) => digitsOnly(raw).slice(0, 5)}
          inputMode="numeric"
          required
          error={amountProblem && validationMessage(amountProblem)}
        />
        <Field
          name="LAST_FOUR"
          label={m('aff.finalize.last4Label')}
          hint={m('aff.finalize.last4Hint')}
          value={last4}
          onChange={setLast4}
          filter={(raw) => digitsOnly(raw).slice(0, 4)}
          inputMode="numeric"
          autoComplete="off"
          readOnly={locked}
          required
        />
        <button
          type="button"
          className="button button-secondary button-block"
          disabled={amount === '' || busy !== undefined}
          onClick={() => void calculate()}
        >
          {busy === 'calculating' ? m('aff.finalize.calculating') : m('aff.finalize.calculate')}
        </button>
        {estimate ? <LoanDetails estimate={estimate} amount={amount} /> : null}
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={amount === '' || !estimate || !last4Valid || busy !== undefined}
        >
          {busy === 'finalizing' ? m('aff.finalize.finalizing') : m('aff.finalize.finalize')}
        </button>
      </form>
      <AlertDialog
        open={alert !== undefined}
        title={alert?.title ?? ''}
        // The amount's refusal is the domain's message (from here or the server), shown in the screen's language.
        message={alert ? validationMessage(alert.message) : ''}
        onClose={() => setAlert(undefined)}
      />
    </Page>
  );
}
