// 'Account Information' (page additional-financial, shared by the lenders that ask for it; lenders §2 "Extra
// financial / payment page"), whose form a lender's missing-information page may reuse. Fields, request states
// and messages are the domain's; Next shows 'Validating...' while the routing number (with the shop, lenders §5)
// and the lender's own account check (its web lender module's parts, e.g. lenders §4 "Card validation (AFF)")
// run, and is enabled only when the page's own validation passes.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { knownKey, useMessages, type MessageKey } from '../../../i18n/messages';
import { Page } from '../../../components/ui/page';
import { AlertDialog } from '../../../components/ui/dialog';
import type { StepProps } from '../../../lib/step-props';
import { useJourneyStore } from '../../../stores/journey-store';
import { errorText } from '../../../lib/api-client';
import {
  applyAnswer,
  cardExpiryYears,
  currentAppCode,
  dropdownChange,
  FIELD_CATALOGUE,
  MISSING_INFO_TARGETS,
  validateFieldValue,
  type AppCode,
  type FieldName,
} from '../../../lib/domain';
import { CatalogueField } from '../../application-form/catalogue-field';
import { FieldErrorSummary } from '../../application-form/field-error-summary';
import { incomeCompanions, useStepFields } from '../../application-form/step-fields';
import { useLenderParts } from './web-lender';
import { validateRoutingNumber } from './routing-check-api';
import { FieldGroupSections } from '../../application-form/field-group-sections';

type Errors = Partial<Record<FieldName, string>>;

/**
 * Card and bank numbers a lender asks before any decision: said why before the fields, by every lender that
 * asks them (EasyPay, AFF: GUIDE "Card data"; decision 075), in its own words
 * (`lender.<code>.whyWeAsk.*`).
 */
const PAYMENT_FIELDS: readonly FieldName[] = ['CC_NUMBER', 'CVV', 'ROUTING_NUMBER', 'ACCOUNT_NUMBER'];

function WhyWeAskPayment({ appCode }: { appCode: AppCode }) {
  const m = useMessages();
  const heading = knownKey(`lender.${appCode}.whyWeAsk.heading`);
  const why = knownKey(`lender.${appCode}.whyWeAsk.why`);
  const protectedText = knownKey(`lender.${appCode}.whyWeAsk.protected`);
  if (!heading || !why || !protectedText) return null;
  return (
    <section className="panel-info why-we-ask" aria-labelledby="why-we-ask-heading">
      <h2 id="why-we-ask-heading">{m(heading)}</h2>
      <p>{m(why)}</p>
      <p>{m(protectedText)}</p>
    </section>
  );
}

const SECTION_TARGET_LABELS: Record<string, MessageKey> = {
  resident: 'affAccount.edit.resident',
  financial: 'affAccount.edit.financial',
  'additional-financial': 'affAccount.edit.account',
};

/** A per-application request id for AFF (lenders §3 "app request id"); 128 random bits. */
function newAppRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function AccountInformationPage(props: StepProps) {
  return <AccountForm {...props} title="affAccount.title" heading="affAccount.heading" />;
}

export function AccountForm({
  pageId,
  goNext,
  goTo,
  title,
  heading,
  lead,
}: StepProps & { title: MessageKey; heading: MessageKey; lead?: MessageKey }) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const values = journey.values;
  const appCode = currentAppCode(journey) as AppCode | undefined;
  const { accountCheck, accountInformationDefaults } = useLenderParts(appCode);
  const { groups, requestStateOf } = useStepFields(pageId, journey, values);
  const visible = groups.flatMap((g) => g.fields);
  const [errors, setErrors] = useState<Errors>({});
  const [submits, setSubmits] = useState(0);
  const [validating, setValidating] = useState(false);
  const [alert, setAlert] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const years = useMemo(() => cardExpiryYears(new Date()).map((y) => ({ label: y, value: y })), []);

  // A lender's preset (lenders §4 "pre-sets billing same as resident") applies when the page is first opened for
  // it too, not only on the move to it; the lender's rule keeps an answer already given.
  const billingDefaults =
    pageId === 'additional-financial' ? (accountInformationDefaults?.(values) ?? {}) : {};
  const presetDue = Object.keys(billingDefaults).length > 0;
  useEffect(() => {
    if (presetDue) dispatch({ type: 'setValues', values: billingDefaults });
    // Once, when the page opens without a billing answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presetDue]);

  const validate = (names: readonly FieldName[], current: Record<string, string>): Errors => {
    const found: Errors = {};
    for (const name of names) {
      const error = validateFieldValue(
        name,
        current[name] ?? '',
        requestStateOf(name),
        current,
        new Date(),
        appCode ? { appCode } : {},
      );
      if (error) found[name] = error;
    }
    return found;
  };
  const pageErrors = validate(visible, values);
  const valid = Object.keys(pageErrors).length === 0;

  const change = (name: FieldName, value: string) => {
    // The domain's invalidations: the billing toggle copies lines 1, 2 and ZIP or clears them (lenders §4).
    const updates: Record<string, string> = {
      ...applyAnswer(values, name, value),
      ...incomeCompanions(name, value, visible),
    };
    dispatch({ type: 'setValues', values: updates });
    const next = { ...values, ...updates };
    setErrors((prev) => {
      const out: Errors = { ...prev };
      // Lenders §4: changing the expiry month or year clears the error on the other.
      if (name === 'CC_EXP_MONTH') delete out.CC_EXP_YEAR;
      if (name === 'CC_EXP_YEAR') delete out.CC_EXP_MONTH;
      if (FIELD_CATALOGUE[name].inputType === 'DROPDOWN') {
        out[name] = dropdownChange(value, requestStateOf(name)).error;
      } else if (prev[name]) {
        out[name] = validate([name], next)[name];
      }
      // A copied billing address is checked at once, so a stale error does not linger.
      for (const copied of Object.keys(updates) as FieldName[]) {
        if (copied !== name && prev[copied]) out[copied] = validate([copied], next)[copied];
      }
      return out;
    });
  };

  const blur = (name: FieldName) => {
    setErrors((prev) => ({ ...prev, [name]: validate([name], values)[name] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (validating) return;
    if (!valid) {
      setErrors(pageErrors);
      setSubmits((n) => n + 1);
      return;
    }
    if (!journey.shop) return;
    setValidating(true);
    const shopKeyId = String(journey.shop.keyId);
    const appReqId = values.APP_REQUEST_ID || newAppRequestId();
    const checkRouting = visible.includes('ROUTING_NUMBER') && values.ROUTING_NUMBER;
    const checkAccount = accountCheck && visible.includes('CC_NUMBER');
    try {
      const [routing, card] = await Promise.all([
        checkRouting
          ? validateRoutingNumber(shopKeyId, values.ROUTING_NUMBER!).catch(() => undefined)
          : undefined,
        checkAccount ? accountCheck({ values, shopKeyId, appReqId }) : undefined,
      ]);
      const found: Errors = {};
      const cleared: Record<string, string> = {};
      // Lenders §5: 'Invalid Routing Number' clears the field; a technical failure passes (no answer here).
      if (routing && routing.result.status !== 'accepted') {
        found.ROUTING_NUMBER = m('affAccount.invalidRouting');
        cleared.ROUTING_NUMBER = '';
      }
      if (card) {
        Object.assign(found, card.errors);
        for (const name of card.cleared) cleared[name] = '';
      }
      setValidating(false);
      if (Object.keys(found).length > 0) {
        dispatch({ type: 'setValues', values: { ...cleared, APP_REQUEST_ID: appReqId } });
        setErrors(found);
        // The lender's refusals (routing number, card) head the page too, like the form's own errors.
        setSubmits((n) => n + 1);
        return;
      }
      dispatch({ type: 'setValues', values: { APP_REQUEST_ID: appReqId } });
      goNext();
    } catch (error) {
      setValidating(false);
      setAlert(errorText(error));
    }
  };

  const renderField = (name: FieldName) => (
    <CatalogueField
      key={name}
      name={name}
      requestState={requestStateOf(name)}
      value={values[name] ?? ''}
      error={errors[name]}
      onChange={(v) => change(name, v)}
      onBlur={() => blur(name)}
      options={name === 'CC_EXP_YEAR' ? years : undefined}
    />
  );

  const targets = MISSING_INFO_TARGETS[pageId as keyof typeof MISSING_INFO_TARGETS] ?? [];

  return (
    <Page title={m(title)} heading={m(heading)} lead={lead ? m(lead) : undefined}>
      {appCode && visible.some((name) => PAYMENT_FIELDS.includes(name)) ? (
        <WhyWeAskPayment appCode={appCode} />
      ) : null}
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <FieldErrorSummary errors={errors} order={visible} submits={submits} />
        <FieldGroupSections groups={groups} renderField={renderField} />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={!valid || validating}
          aria-busy={validating}
        >
          {validating ? m('affAccount.validating') : m('common.next')}
        </button>
      </form>
      {targets.length > 0 ? (
        <section className="review-section" aria-labelledby="aff-missing-revisit">
          <h2 id="aff-missing-revisit">{m('affAccount.revisit')}</h2>
          {targets
            .filter((target) => target !== pageId)
            .map((target) => (
              <button
                key={target}
                type="button"
                className="button button-secondary button-block"
                onClick={() => goTo(target, { returnHere: true })}
              >
                {m(SECTION_TARGET_LABELS[target] ?? 'common.edit')}
              </button>
            ))}
        </section>
      ) : null}
      <AlertDialog
        open={alert !== undefined}
        title={m('affAccount.checkErrorTitle')}
        message={alert ?? ''}
        onClose={() => setAlert(undefined)}
      />
    </Page>
  );
}
