// AFF's missing-information page (aff-missing, lenders §2 "AFF missing-information screen"): the shared
// Account Information form with its own heading and lead, and the pages to revisit.
import type { StepProps } from '../../../lib/step-props';
import { AccountForm } from '../shared/account-information-page';

/** Lenders §2: the missing-info pages are titled 'Text To Apply | Additional Information'. */
export function AffMissingPage(props: StepProps) {
  return (
    <AccountForm
      {...props}
      title="title.additionalInformation"
      heading="affAccount.missingHeading"
      lead="affAccount.missingLead"
    />
  );
}
