import type { StepProps } from '../../../lib/step-props';
import { BrandedCardReviewPage, reviewTextsUnder } from '../shared/branded-card-review-page';

/** Bread Financing (ALNC: Alliance Data, now Bread Financial): its 'Application Review' (docs/decisions/135). */
export function AlncReviewPage(props: StepProps) {
  return <BrandedCardReviewPage {...props} appCode="ALNC" texts={reviewTextsUnder('lenders.review.ALNC')} />;
}
