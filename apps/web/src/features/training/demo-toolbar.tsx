// The demo toolbar of training mode (lenders §2 "Other screens": FILL ALL DATA, SIGN DOCUMENTS, RESTART,
// CONTINUE TO POS). SIGN DOCUMENTS belongs to the AFF e-sign page (another feature): the toolbar sits in the
// layout, so that page renders <DemoToolbarAction>{its button}</DemoToolbarAction> and the button appears in the
// toolbar's slot while the page is shown (or a caller passes `extra` directly).
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { LENDERS, trainingSampleFor, type AppCode } from '@ttapply/domain/training';
import { useJourneyStore } from '../../stores/journey-store';
import { paths, TRAINING_MODE } from '../../lib/routes';
import { endSession, setLinkCode } from '../../lib/api-client';
import { exitState } from '../session/session-exit';

const SLOT_ID = 'demo-toolbar-extra';

/** A page's own toolbar action (SIGN DOCUMENTS on the AFF e-sign page), shown only in training mode. */
export function DemoToolbarAction({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => {
    // The slot exists only while training mode's toolbar is on screen.
    queueMicrotask(() => setSlot(document.getElementById(SLOT_ID)));
  }, []);
  return slot ? createPortal(children, slot) : null;
}

export function DemoToolbar({ extra }: { extra?: ReactNode }) {
  const m = useMessages();
  const navigate = useNavigate();
  const [journey, dispatch] = useJourneyStore();
  const [status, setStatus] = useState('');
  const appCode = journey.appList[journey.appIndex] ?? journey.appList[0] ?? null;
  const lender = appCode ? (LENDERS[appCode as AppCode]?.name ?? appCode) : '';

  const fillAllData = () => {
    // lenders §4 'Demo shows a prefill of sample data': valid for the lender whose turn it is.
    dispatch({ type: 'setValues', values: trainingSampleFor(appCode) });
    setStatus(m('training.filled', { lender }));
  };
  // Both end the training customer's session (spec §4 "Reset clears the state") and start again from the
  // training landing; CONTINUE TO POS also says where the associate goes next.
  const startOver = (note: string) => {
    // Leave the screen first, then end the session: the step on screen must not see an empty journey and
    // send the associate elsewhere (the session exit resets the journey once on the landing).
    navigate(paths.landing(TRAINING_MODE), { state: exitState(false) });
    endSession('done');
    setLinkCode(null);
    setStatus(note);
  };
  const restart = () => startOver('');
  const continueToPos = () => startOver(m('training.posNote'));

  return (
    <section className="demo-toolbar" aria-label={m('training.toolbarLabel')}>
      <div className="demo-toolbar-buttons">
        <button
          type="button"
          className="button button-secondary"
          onClick={fillAllData}
          disabled={!journey.consumerId}
        >
          {m('training.fillAllData')}
        </button>
        <span id={SLOT_ID} className="demo-toolbar-slot">
          {extra}
        </span>
        <button type="button" className="button button-secondary" onClick={restart}>
          {m('training.restart')}
        </button>
        <button type="button" className="button button-secondary" onClick={continueToPos}>
          {m('training.continueToPos')}
        </button>
      </div>
      <p role="status" className="demo-toolbar-status">
        {status}
      </p>
    </section>
  );
}
