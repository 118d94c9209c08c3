import type { StepProps } from '../../../lib/step-props';
import { BrandedCardReviewPage } from '../shared/branded-card-review-page';

/** Goodyear Credit Card, Credit First's Goodyear-branded card: its 'Application Review' (docs/decisions/135). */
export function GdyrReviewPage(props: StepProps) {
  return (
    <BrandedCardReviewPage
      {...props}
      appCode="GDYR"
      texts={{
        terms: 'lenders.review.GDYR.terms',
        openTerms: 'lenders.review.GDYR.openTerms',
        termsTitle: 'lenders.review.GDYR.termsTitle',
        termsBody: 'lenders.review.GDYR.termsBody',
      }}
    />
  );
}
