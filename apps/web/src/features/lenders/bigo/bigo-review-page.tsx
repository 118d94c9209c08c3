import type { StepProps } from '../../../lib/step-props';
import { BrandedCardReviewPage } from '../shared/branded-card-review-page';

/** Big O Tires Credit Card: its 'Application Review' (docs/decisions/135). */
export function BigoReviewPage(props: StepProps) {
  return (
    <BrandedCardReviewPage
      {...props}
      appCode="BIGO"
      texts={{
        terms: 'lenders.review.BIGO.terms',
        openTerms: 'lenders.review.BIGO.openTerms',
        termsTitle: 'lenders.review.BIGO.termsTitle',
        termsBody: 'lenders.review.BIGO.termsBody',
      }}
    />
  );
}
