import { AlertDialog } from '../../../components/ui/dialog';
import type { LenderSubmission } from './use-lender-submission';

/** The alert a lender's submit page shows when its submission fails (lenders §4 "Application Error"). */
export function SubmissionErrorDialog({ submission }: { submission: LenderSubmission }) {
  return (
    <AlertDialog
      open={submission.error !== undefined}
      title={submission.error?.title ?? ''}
      message={submission.error?.message ?? ''}
      onClose={submission.dismissError}
    />
  );
}
