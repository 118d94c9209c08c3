// EZPY 'Payment Information' (lenders §2 "The EZPY payment page is titled 'Payment Information' and also
// asks the method of payment"; "EZPY payment goes to extra financial"; §4 "EZPY pre-sets billing same as
// resident, copies the resident address, and makes CVV required if a Florida stamp tax flag is 1. Toggling
// marketing and recurring-debit consent flips '0'/'1' unless locked").
// The card and bank account were typed and checked (Luhn, ABA, the lender's card check) on 'Account
// Information': here they are shown masked with an Edit back to that page, never typed twice. The CVV is
// asked here, right before the submission, because it is kept nowhere (docs/decisions/075).
import { useEffect, useState, type FormEvent } from 'react';
import { useMessages } from '../../../i18n/messages';
import { Page } from '../../../components/ui/page';
import { Checkbox } from '../../../components/ui/checkbox';
import type { StepProps } from '../../../lib/step-props';
import { useJourneyStore } from '../../../stores/journey-store';
import {
  applyAnswer,
  dropdownChange,
  FIELD_CATALOGUE,
  lastFour,
  MISSING_INFO_TARGETS,
  type FieldName,
} from '../../../lib/domain';
import { ezpyBillingPreset } from '@ttapply/domain/lenders/ezpy';
import { CatalogueField } from '../../application-form/catalogue-field';
import { FieldErrorSummary } from '../../application-form/field-error-summary';
import { useStepFields, validateStep } from '../../application-form/step-fields';

const PAGE_ID = 'ezpy-payment';
const BILLING: FieldName[] = [
  'BILLING_MATCH_RESIDENT',
  'BILLING_ADDRESS1',
  'BILLING_ADDRESS2',
  'BILLING_ZIP',
];
const ACCOUNT: FieldName[] = ['CC_NUMBER', 'CC_EXP_MONTH', 'CC_EXP_YEAR', 'ROUTING_NUMBER', 'ACCOUNT_NUMBER'];
const CONSENTS: FieldName[] = ['AFF_TCPA', 'AFF_REC_DEBITS'];

export function EzpyPaymentPage({ goNext, goTo }: StepProps) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const values = journey.values;
  const { groups, requestStateOf } = useStepFields(PAGE_ID, journey, values);
  const requested = groups.flatMap((g) => g.fields);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submits, setSubmits] = useState(0);

  // Lenders §4: billing starts as the resident address; consents start as not given ('0').
  const needsPreset = values.BILLING_MATCH_RESIDENT === undefined || values.BILLING_MATCH_RESIDENT === '';
  const needsConsents = CONSENTS.some((name) => values[name] === undefined || values[name] === '');
  useEffect(() => {
    if (!needsPreset && !needsConsents) return;
    dispatch({
      type: 'setValues',
      values: {
        ...(needsPreset ? ezpyBillingPreset(values) : {}),
        ...Object.fromEntries(CONSENTS.filter((n) => !values[n]).map((n) => [n, '0'])),
      },
    });
  }, [dispatch, needsConsents, needsPreset, values]);

  const billingSame = values.BILLING_MATCH_RESIDENT === '1';
  const shown = (name: FieldName) =>
    requested.includes(name) &&
    !ACCOUNT.includes(name) &&
    !CONSENTS.includes(name) &&
    // The CVV only when EasyPay needs it (Florida stamp tax), see above.
    (name !== 'CVV' || requestStateOf('CVV') === 'REQUIRED');
  const method = requested.filter((n) => n === 'PAYMENT_METHOD');
  const billing = BILLING.filter(shown);
  const cvv = shown('CVV') ? (['CVV'] as FieldName[]) : [];
  const checked = [...method, ...billing, ...cvv];

  const change = (name: FieldName, value: string) => {
    const updates = applyAnswer(values, name, value);
    dispatch({ type: 'setValues', values: updates });
    if (FIELD_CATALOGUE[name].inputType === 'DROPDOWN') {
      setErrors((prev) => ({ ...prev, [name]: dropdownChange(value, requestStateOf(name)).error }));
    } else if (errors[name]) {
      setErrors((prev) => ({
        ...prev,
        [name]: validateStep([name], requestStateOf, { ...values, ...updates })[name],
      }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateStep(checked, requestStateOf, values);
    // The account fields belong to 'Account Information': a gap there sends the applicant back to it.
    const accountGap = validateStep(
      ACCOUNT.filter((n) => requested.includes(n)),
      requestStateOf,
      values,
    );
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setSubmits((n) => n + 1);
      return;
    }
    if (Object.values(accountGap).some(Boolean)) {
      goTo('additional-financial', { returnHere: true });
      return;
    }
    goNext();
  };

  const field = (name: FieldName, options: { readOnly?: boolean; hint?: string } = {}) => (
    <CatalogueField
      key={name}
      name={name}
      requestState={requestStateOf(name)}
      value={values[name] ?? ''}
      error={errors[name]}
      onChange={(value) => change(name, value)}
      onBlur={() =>
        setErrors((prev) => ({ ...prev, [name]: validateStep([name], requestStateOf, values)[name] }))
      }
      readOnly={options.readOnly}
      hint={options.hint}
    />
  );
  const [editTarget] = MISSING_INFO_TARGETS[PAGE_ID] ?? ['additional-financial'];

  return (
    <Page
      title={m('title.applicationInformation')}
      heading={m('ezpy.payment.heading')}
      lead={m('ezpy.payment.lead')}
    >
      <form onSubmit={submit} noValidate>
        <FieldErrorSummary errors={errors} order={requested} submits={submits} />
        {method.map((name) => field(name))}

        <section className="review-section" aria-labelledby="ezpy-account">
          <div className="review-section-header">
            <h2 id="ezpy-account">{m('ezpy.payment.accountHeading')}</h2>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => goTo(editTarget ?? 'additional-financial', { returnHere: true })}
            >
              {m('ezpy.payment.editAccount')}
            </button>
          </div>
          <dl className="data-list">
            {values.CC_NUMBER ? (
              <div>
                <dt>{m('ezpy.payment.card')}</dt>
                <dd>
                  {m('ezpy.payment.cardValue', {
                    last4: lastFour(values.CC_NUMBER),
                    month: values.CC_EXP_MONTH ?? '',
                    year: values.CC_EXP_YEAR ?? '',
                  })}
                </dd>
              </div>
            ) : null}
            {values.ACCOUNT_NUMBER ? (
              <div>
                <dt>{m('ezpy.payment.bank')}</dt>
                <dd>
                  {m('ezpy.payment.bankValue', {
                    routing: values.ROUTING_NUMBER ?? '',
                    last4: lastFour(values.ACCOUNT_NUMBER),
                  })}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>

        {billing.length > 0 ? (
          <fieldset className="fieldset">
            <legend>{m('ezpy.payment.billingHeading')}</legend>
            {billing.map((name) =>
              field(name, { readOnly: billingSame && name !== 'BILLING_MATCH_RESIDENT' }),
            )}
          </fieldset>
        ) : null}

        {cvv.map((name) => field(name, { hint: m('ezpy.payment.cvvHint') }))}

        <fieldset className="fieldset">
          <legend>{m('ezpy.payment.consentsHeading')}</legend>
          <Checkbox
            name="EZPY_MARKETING_CONSENT"
            checked={values.AFF_TCPA === '1'}
            onChange={(on) => dispatch({ type: 'setValues', values: { AFF_TCPA: on ? '1' : '0' } })}
          >
            {m('ezpy.payment.marketing')}
          </Checkbox>
          <Checkbox
            name="EZPY_RECURRING_DEBIT_CONSENT"
            checked={values.AFF_REC_DEBITS === '1'}
            onChange={(on) => dispatch({ type: 'setValues', values: { AFF_REC_DEBITS: on ? '1' : '0' } })}
          >
            {m('ezpy.payment.recurring')}
          </Checkbox>
        </fieldset>

        <button type="submit" className="button button-primary button-block">
          {m('common.next')}
        </button>
      </form>
    </Page>
  );
}
