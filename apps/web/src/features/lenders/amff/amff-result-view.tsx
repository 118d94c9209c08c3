// AFF's view on the result page: its result (amff-result.tsx) with what only AFF's result does — Continue on to
// its finalize pages, a funding the shop cancelled, and 'Edit Application' (lenders §4 AFF item 9).
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../i18n/messages';
import { AlertDialog } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/api-client';
import { useJourneyStore } from '../../../stores/journey-store';
import type { ResultViewProps } from '../shared/result-view-props';
import { AmffResult, fundingCancelledByShop } from './amff-result';
import { editAffApplication } from './edit-application-api';

export function AmffResultView(props: ResultViewProps) {
  const m = useMessages();
  const [, dispatch] = useJourneyStore();
  const [editError, setEditError] = useState<string>();
  // The AFF result is dropped once this page has been left for About You: dropped while still here, the
  // route guard would see a result page without results and send the applicant to the first incomplete page.
  const removeOnLeave = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (removeOnLeave.current) dispatch({ type: 'applicationRemoved', appCode: removeOnLeave.current });
    },
    [dispatch],
  );
  const { application, applicationKey, goTo } = props;
  return (
    <>
      <AmffResult
        {...props}
        fundingCancelledByShop={fundingCancelledByShop(props.events)}
        onEditApplication={() => {
          // Decision 041: the server frees AFF's slot first, so the corrected application is not refused.
          editAffApplication(application.applicationKeyId).then(
            () => {
              removeOnLeave.current = applicationKey;
              goTo('about-you');
            },
            (error: unknown) => setEditError(errorText(error)),
          );
        }}
      />
      <AlertDialog
        open={editError !== undefined}
        title={m('affResult.editErrorTitle')}
        message={editError ?? ''}
        onClose={() => setEditError(undefined)}
      />
    </>
  );
}
