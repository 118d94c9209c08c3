import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMessages, type MessageKey } from '../../i18n/messages';
import { Page } from '../../components/ui/page';
import type { StepProps } from '../../lib/step-props';
import { lazyWithTexts, preloadQuietly } from '../../lib/lazy-with-texts';
import { useJourneyStore } from '../../stores/journey-store';
import { AlertDialog } from '../../components/ui/dialog';
import {
  applyAnswer,
  coappPhoneError,
  dropdownChange,
  FIELD_CATALOGUE,
  PAGE_FIELDS,
  type FieldName,
} from '../../lib/domain';
import { CatalogueField } from './catalogue-field';
import { FieldErrorSummary } from './field-error-summary';
import { incomeCompanions, useStepFields, validateStep } from './step-fields';
import { FieldGroupSections } from './field-group-sections';

// Fetched as Residence opens (below), so Next shows it in the same render: a first render that waited for the
// chunk would be held back by React for 300 ms more (decision 251).
const AddressConfirmationDialog = lazyWithTexts(
  async () => (await import('../address-confirmation/address-confirmation-dialog')).AddressConfirmationDialog,
);
const DobSelect = lazy(async () => ({
  default: (await import('../edit-panels/dob-select')).DobSelect,
}));

const HEADINGS: Record<string, MessageKey> = {
  'about-you': 'step.aboutYou.heading',
  resident: 'step.resident.heading',
  financial: 'step.financial.heading',
  email: 'step.email.heading',
  phone: 'step.phone.heading',
  id: 'step.id.heading',
  ssn: 'step.ssn.heading',
  'coapp-select': 'step.coappSelect.heading',
  'coapp-about-you': 'step.coappAboutYou.heading',
  'coapp-resident': 'step.coappResident.heading',
  'coapp-financial': 'step.coappFinancial.heading',
};

/** Stand-alone edit panels of spec §2 screen 9: Cancel (back to summary) and Continue. */
const EDIT_PANELS = new Set(['email', 'phone', 'id', 'ssn']);

/**
 * About You, Residence, Financial and the edit panels, all built from the domain's PAGE_FIELDS, catalogue
 * and the current lender's requirements, validated by the domain validators with their exact messages.
 * An edit panel works on a copy of the answers: Cancel discards it, Continue writes it to the store.
 */
export function FormStepPage({ pageId, goNext, goTo }: StepProps) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const editPanel = EDIT_PANELS.has(pageId);
  const [panelValues, setPanelValues] = useState<Record<string, string>>(() => journey.values);
  const values = editPanel ? panelValues : journey.values;
  const { groups, requestStateOf } = useStepFields(pageId, journey, values);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  // Presses of Next with errors: the error summary lists them from the first and takes focus on each.
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [phoneAlert, setPhoneAlert] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (pageId === 'resident') void preloadQuietly(AddressConfirmationDialog);
  }, [pageId]);

  // After the coapplicant phone alert closes, focus goes to the first invalid field (WCAG 3.3.1); after any
  // other failed Next the error summary takes it (ErrorSummary).
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const visible = groups.flatMap((g) => g.fields);
  const valueOf = (name: FieldName) => values[name] ?? '';

  const change = (name: FieldName, value: string) => {
    // The domain's invalidation rules clear or copy dependent answers (e.g. more than 1 year at the address
    // clears the previous address, spec §4); the income partner field is filled by the domain conversion.
    const updates: Record<string, string> = {
      ...applyAnswer(values, name, value),
      ...incomeCompanions(name, value, visible),
    };
    if (editPanel) setPanelValues((prev) => ({ ...prev, ...updates }));
    else dispatch({ type: 'setValues', values: updates });
    // Spec §5: a dropdown set back to its placeholder clears the value and, if required, shows the error.
    if (FIELD_CATALOGUE[name].inputType === 'DROPDOWN') {
      const { error } = dropdownChange(value, requestStateOf(name));
      setErrors((prev) => ({ ...prev, [name]: error }));
      return;
    }
    // Re-check live only once a field shows an error, so people are not scolded mid-typing.
    if (errors[name]) {
      const next = { ...values, ...updates };
      setErrors((prev) => ({ ...prev, [name]: validateStep([name], requestStateOf, next)[name] }));
    }
  };

  const blur = (name: FieldName) => {
    const found = validateStep([name], requestStateOf, values)[name];
    setErrors((prev) => ({ ...prev, [name]: found }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateStep(visible, requestStateOf, values);
    setErrors(found);
    if (visible.some((name) => found[name])) {
      // Spec §5/§8: no coapplicant phone at all is also announced in an alert titled 'Phone Number Error'.
      if (visible.includes('COAPP_HOME_PHONE') && coappPhoneError(journey.values)) setPhoneAlert(true);
      else setSummaryFocus((n) => n + 1);
      return;
    }
    // Spec §2 screen 7: Next on Residence opens the address confirmation modal.
    if (pageId === 'resident') {
      setConfirming(true);
      return;
    }
    if (editPanel) {
      const pageFields = (PAGE_FIELDS as Record<string, readonly string[]>)[pageId] ?? [];
      const saved: Record<string, string> = {};
      for (const name of pageFields) if (name in panelValues) saved[name] = panelValues[name] ?? '';
      dispatch({ type: 'setValues', values: saved });
    }
    goNext();
  };

  const hintFor = (name: FieldName): string | undefined => {
    if (name === 'MOBILE_PHONE' && journey.phoneLocked) return m('step.lockedHint');
    // Each coapplicant phone is optional on its own, but one of them is needed (spec §5): say so up front.
    if (name === 'COAPP_HOME_PHONE' && requestStateOf(name) !== 'NOT_REQUESTED') return m('coapp.phonesHint');
    return undefined;
  };

  const heading = m(HEADINGS[pageId] ?? 'step.generic.heading');
  const renderField = (name: FieldName) => {
    if (name === 'DOB' && pageId === 'id') {
      return (
        <DobSelect
          key={name}
          value={valueOf(name)}
          error={errors[name]}
          onChange={(v) => change(name, v)}
          onBlur={() => undefined}
        />
      );
    }
    return (
      <CatalogueField
        key={name}
        name={name}
        requestState={requestStateOf(name)}
        value={valueOf(name)}
        error={errors[name]}
        onChange={(v) => change(name, v)}
        onBlur={() => blur(name)}
        readOnly={name === 'MOBILE_PHONE' && journey.phoneLocked}
        badge={name === 'MOBILE_PHONE' && journey.phoneLocked ? m('step.locked') : undefined}
        hint={hintFor(name)}
      />
    );
  };

  return (
    <Page
      title={m('title.applicationInformation')}
      heading={heading}
      lead={pageId === 'coapp-select' ? m('step.coappSelect.lead') : undefined}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <FieldErrorSummary errors={errors} order={visible} submits={summaryFocus} />
        <Suspense fallback={null}>
          <FieldGroupSections groups={groups} renderField={renderField} />
        </Suspense>
        {editPanel ? (
          <div className="button-row">
            <button type="button" className="button button-secondary" onClick={() => goTo('summary')}>
              {m('common.cancel')}
            </button>
            <button type="submit" className="button button-primary">
              {m('common.continue')}
            </button>
          </div>
        ) : (
          <button type="submit" className="button button-primary button-block">
            {m('common.next')}
          </button>
        )}
      </form>
      {confirming ? (
        <Suspense fallback={null}>
          <AddressConfirmationDialog
            values={journey.values}
            onEdit={() => setConfirming(false)}
            onContinue={(updates) => {
              setConfirming(false);
              dispatch({ type: 'setValues', values: updates });
              goNext();
            }}
          />
        </Suspense>
      ) : null}
      <AlertDialog
        open={phoneAlert}
        title={m('coapp.phoneErrorTitle')}
        message={m('coapp.phoneError')}
        onClose={() => {
          setPhoneAlert(false);
          setFocusRequest((n) => n + 1);
        }}
      />
    </Page>
  );
}
