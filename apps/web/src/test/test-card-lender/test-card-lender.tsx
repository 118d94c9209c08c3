// A card lender that exists only in the tests (GUIDE 9): this folder and one entry in a registry are all it
// takes on the web side. No shared file names it, so the step table and the result page can only know it from
// the registry they are given: a registry value in the unit tests, the registry of the e2e's test composition
// (e2e/test-lender/, docs/decisions/312), where the domain knows it too. Its texts are its own, in English: a
// product lender's would be in the catalogues.
import { useState, type FormEvent } from 'react';
import type { AppCode, FieldName, PageId } from '../../lib/domain';
import { applyAnswer, determineResult } from '../../lib/domain';
import type { StepProps } from '../../lib/step-props';
import { useMessages } from '../../i18n/messages';
import { Checkbox } from '../../components/ui/checkbox';
import { Page } from '../../components/ui/page';
import { useJourneyStore } from '../../stores/journey-store';
import { CatalogueField } from '../../features/application-form/catalogue-field';
import { useStepFields, validateStep } from '../../features/application-form/step-fields';
import { ConsentedSubmit, useCreditCheckConsent } from '../../features/lenders/shared/credit-check-consent';
import { DeclineWayOn } from '../../features/lenders/shared/financing-still-possible';
import { LenderProcessingScreen } from '../../features/lenders/shared/lender-processing-screen';
import { ResultLayout } from '../../features/lenders/shared/result-layout';
import type { ResultViewProps } from '../../features/lenders/shared/result-view-props';
import { ReviewPage } from '../../features/lenders/shared/review-page';
import { useLenderSubmission } from '../../features/lenders/shared/use-lender-submission';
import { lenderResult, lenderStep, type WebLender } from '../../features/lenders/shared/web-lender';

/** The domain's test card lender (packages/domain/src/test/test-card-lender.fixture.ts): outside the product's
 * codes and pages, so cast. */
export const TEST_CARD_CODE = 'TSTC' as AppCode;
export const TEST_CARD_PAY_PAGE = 'tstc-pay' as PageId;
export const TEST_CARD_PAGE = 'tstc-submission' as PageId;

/** Its pay page: the fields its definition lists for the page, as the shared steps show them. */
function TestCardPayPage({ goNext }: StepProps) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const { groups, requestStateOf } = useStepFields(TEST_CARD_PAY_PAGE, journey, journey.values);
  const fields = groups.flatMap((group) => group.fields);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateStep(fields, requestStateOf, journey.values);
    setErrors(found);
    if (!Object.values(found).some(Boolean)) goNext();
  };
  return (
    <Page title="Test Card pay" heading="How often are you paid?">
      <form onSubmit={submit} noValidate>
        {fields.map((name) => (
          <CatalogueField
            key={name}
            name={name}
            requestState={requestStateOf(name)}
            value={journey.values[name] ?? ''}
            error={errors[name]}
            onChange={(value) =>
              dispatch({ type: 'setValues', values: applyAnswer(journey.values, name, value) })
            }
            onBlur={() => undefined}
          />
        ))}
        <button type="submit" className="button button-primary button-block">
          {m('common.next')}
        </button>
      </form>
    </Page>
  );
}

/** Its review: the shared review, its terms agreed, the hard check's consent line and the submit. */
function TestCardReviewPage({ goNext, goTo }: StepProps) {
  const m = useMessages();
  const [agreed, setAgreed] = useState(false);
  const submitLabel = 'Submit to Test Card';
  const consentText = useCreditCheckConsent(TEST_CARD_CODE, 'application', submitLabel);
  const submission = useLenderSubmission(TEST_CARD_CODE, { onSettled: goNext });

  if (submission.busy) return <LenderProcessingScreen lender={submission.processingLender} />;
  return (
    <ReviewPage appCode={TEST_CARD_CODE} goTo={goTo} heading="Test Card review" lead={m('review.lead')}>
      <Checkbox checked={agreed} onChange={setAgreed} name="TERMS_ACCEPTED">
        I agree to the Test Card terms.
      </Checkbox>
      <ConsentedSubmit
        consentText={consentText}
        label={submitLabel}
        disabled={!agreed}
        onPress={() => submission.submit({ kind: 'application', consentText })}
      />
      {submission.error ? <p role="alert">{submission.error.message}</p> : null}
    </ReviewPage>
  );
}

function TestCardResult({ result, nextApp, onNext }: ResultViewProps) {
  if (determineResult(result) === 'approved') {
    return <ResultLayout heading="Test Card approved you.">{null}</ResultLayout>;
  }
  return (
    <ResultLayout heading="Test Card declined you.">
      <DeclineWayOn nextApp={nextApp} onNext={onNext} />
    </ResultLayout>
  );
}

export const testCardLender: WebLender = {
  appCode: TEST_CARD_CODE,
  steps: {
    [TEST_CARD_PAGE]: lenderStep('step.review', async () => ({ TestCardReviewPage }), 'TestCardReviewPage'),
    [TEST_CARD_PAY_PAGE]: lenderStep('step.financial', async () => ({ TestCardPayPage }), 'TestCardPayPage'),
  },
  result: lenderResult(async () => ({ TestCardResult }), 'TestCardResult'),
};
