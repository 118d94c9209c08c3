// Everything training mode adds around a screen (lenders §4): the TRAINING watermark on every screen and
// result, the demo toolbar, the page's guided popovers and the Application Type popup's host. Rendered by
// the layout only in training mode, so apply mode never loads or shows any of it.
import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { getToken } from '../../lib/api-client';
import { claimTrainingWalk, takeTrainingTicket } from '../../lib/training-ticket';
import { ApplicationTypeHost } from './application-type';
import { DemoToolbar } from './demo-toolbar';
import { TrainingGuide, trainingPageId } from './training-guide';

export function TrainingChrome({ pathname }: { pathname: string }) {
  const m = useMessages();
  const pageId = trainingPageId(pathname);
  const [ticket] = useState(takeTrainingTicket);
  // Opened from the console with a ticket: this walk counts for the associate (decision 198). Claimed again
  // on each page, since the journey exists only once the phone is verified at a shop; claiming twice is
  // harmless, and a refused ticket (403) leaves the trainee's own session alone.
  useEffect(() => {
    if (ticket && getToken()) void claimTrainingWalk().catch(() => undefined);
  }, [ticket, pathname]);
  return (
    <>
      {/* Decorative for sight; the note in the training panel says the same to a screen reader. */}
      <div className="training-watermark" aria-hidden="true" data-testid="training-watermark" />
      <aside className="training-panel" aria-label={m('common.trainingBadge')}>
        <p className="training-note">{m('training.watermarkNote')}</p>
        <DemoToolbar />
      </aside>
      {pageId ? <TrainingGuide pageId={pageId} /> : null}
      <ApplicationTypeHost />
    </>
  );
}
