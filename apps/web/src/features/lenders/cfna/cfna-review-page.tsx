import type { StepProps } from '../../../lib/step-props';
import { BrandedCardReviewPage, reviewTextsUnder } from '../shared/branded-card-review-page';

/**
 * CFNA 'Application Review' (lenders §2 "Review and submission pages", §4 "Submission pages"): the review the
 * branded cards it issues share (docs/decisions/135), in the review's own texts.
 */
export function CfnaReviewPage(props: StepProps) {
  return (
    <BrandedCardReviewPage
      {...props}
      appCode="CFNA"
      texts={reviewTextsUnder('review')}
      // Lenders §4: CFNA's own text when there is no consumer.
      noConsumer={{ title: 'review.errorTitle', message: 'review.noConsumer' }}
    />
  );
}
