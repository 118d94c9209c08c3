// A card lender that exists only in the tests (GUIDE 9): this folder and one entry in a registry value are all it
// takes on the web side. No shared file names it, so the step table and the result page can only know it from
// the registry they are given.
import type { AppCode, PageId } from '../../lib/domain';
import { determineResult } from '../../lib/domain';
import type { StepProps } from '../../lib/step-props';
import { DeclineWayOn } from '../../features/lenders/shared/financing-still-possible';
import { ResultLayout } from '../../features/lenders/shared/result-layout';
import type { ResultViewProps } from '../../features/lenders/shared/result-view-props';
import { lenderResult, lenderStep, type WebLender } from '../../features/lenders/shared/web-lender';

/** Codes the domain does not know: the web side must not need it to. */
export const TEST_CARD_CODE = 'TCRD' as AppCode;
export const TEST_CARD_PAGE = 'tcrd-submission' as PageId;

function TestCardReviewPage({ goNext }: StepProps) {
  return (
    <section>
      <h1>Test Card review</h1>
      <button type="button" onClick={goNext}>
        Submit to Test Card
      </button>
    </section>
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
  },
  result: lenderResult(async () => ({ TestCardResult }), 'TestCardResult'),
};
