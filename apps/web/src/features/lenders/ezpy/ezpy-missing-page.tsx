// EZPY's missing-information page, 'Additional Information' (lenders §2 "EZPY additional info also asks:
// use email for all communications, monthly net and gross income, pay frequency, next payday, employer
// name, work phone and extension"; "EZPY missing goes to about you, financial and extra financial").
// Navigation shows it only while one of its answers is missing or invalid (domain isPageNeeded); the
// fields are the domain's PAGE_FIELDS with EZPY's requirements, checked by the domain validators.
import { useState, type FormEvent } from 'react';
import { useMessages, type MessageKey } from '../../../i18n/messages';
import { Page } from '../../../components/ui/page';
import type { StepProps } from '../../../lib/step-props';
import { useJourneyStore } from '../../../stores/journey-store';
import {
  applyAnswer,
  dropdownChange,
  FIELD_CATALOGUE,
  MISSING_INFO_TARGETS,
  type FieldName,
} from '../../../lib/domain';
import { EZPY_PAY_FREQUENCY_OPTIONS } from '@ttapply/domain/lenders/ezpy';
import { CatalogueField } from '../../application-form/catalogue-field';
import { FieldErrorSummary } from '../../application-form/field-error-summary';
import { incomeCompanions, useStepFields, validateStep } from '../../application-form/step-fields';

const PAGE_ID = 'ezpy-missing';

export function EzpyMissingPage({ goNext, goTo }: StepProps) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const { groups, requestStateOf } = useStepFields(PAGE_ID, journey, journey.values);
  const visible = groups.flatMap((g) => g.fields);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submits, setSubmits] = useState(0);

  const change = (name: FieldName, value: string) => {
    const updates = {
      ...applyAnswer(journey.values, name, value),
      ...incomeCompanions(name, value, visible),
    };
    dispatch({ type: 'setValues', values: updates });
    if (FIELD_CATALOGUE[name].inputType === 'DROPDOWN') {
      setErrors((prev) => ({ ...prev, [name]: dropdownChange(value, requestStateOf(name)).error }));
    } else if (errors[name]) {
      setErrors((prev) => ({
        ...prev,
        [name]: validateStep([name], requestStateOf, { ...journey.values, ...updates })[name],
      }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateStep(visible, requestStateOf, journey.values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setSubmits((n) => n + 1);
      return;
    }
    goNext();
  };

  return (
    <Page
      title={m('title.additionalInformation')}
      heading={m('ezpy.missing.heading')}
      lead={m('ezpy.missing.lead')}
    >
      <form onSubmit={submit} noValidate>
        <FieldErrorSummary errors={errors} order={visible} submits={submits} />
        {visible.map((name) => (
          <CatalogueField
            key={name}
            name={name}
            requestState={requestStateOf(name)}
            value={journey.values[name] ?? ''}
            error={errors[name]}
            onChange={(value) => change(name, value)}
            onBlur={() =>
              setErrors((prev) => ({
                ...prev,
                [name]: validateStep([name], requestStateOf, journey.values)[name],
              }))
            }
            // Lenders §3: EasyPay's own names for the pay frequencies (Semi-Monthly for twice monthly).
            options={name === 'PAY_FREQUENCY' ? EZPY_PAY_FREQUENCY_OPTIONS : undefined}
          />
        ))}
        <button type="submit" className="button button-primary button-block">
          {m('common.next')}
        </button>
      </form>
      <section className="review-section" aria-labelledby="ezpy-revisit">
        <h2 id="ezpy-revisit">{m('ezpy.missing.revisit')}</h2>
        <p className="field-hint">{m('ezpy.missing.revisitHint')}</p>
        <div className="button-row">
          {(MISSING_INFO_TARGETS[PAGE_ID] ?? []).map((target) => (
            <button
              key={target}
              type="button"
              className="button button-secondary"
              onClick={() => goTo(target, { returnHere: true })}
            >
              {m(`ezpy.page.${target}` as MessageKey)}
            </button>
          ))}
        </div>
      </section>
    </Page>
  );
}
