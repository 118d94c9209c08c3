import type { StepProps } from '../../../lib/step-props';
import { BrandedCardReviewPage, reviewTextsUnder } from '../shared/branded-card-review-page';

/** Big O Tires Credit Card: its 'Application Review' (docs/decisions/135). */
export function BigoReviewPage(props: StepProps) {
  return <BrandedCardReviewPage {...props} appCode="BIGO" texts={reviewTextsUnder('lenders.review.BIGO')} />;
}
