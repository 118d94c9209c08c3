import type { StepProps } from '../../../lib/step-props';
import { BrandedCardReviewPage, reviewTextsUnder } from '../shared/branded-card-review-page';

/** Goodyear Credit Card, Credit First's Goodyear-branded card: its 'Application Review' (docs/decisions/135). */
export function GdyrReviewPage(props: StepProps) {
  return <BrandedCardReviewPage {...props} appCode="GDYR" texts={reviewTextsUnder('lenders.review.GDYR')} />;
}
