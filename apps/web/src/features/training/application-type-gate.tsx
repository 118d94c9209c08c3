// Lenders whose own page decides (Versatile's widget, Synchrony's form) have no submit button of ours that
// could ask training's 'Application Type' (lenders §4). In training their page is opened behind this gate: it
// asks once, presets the chosen result's test SSN (SSN, confirm SSN, last four), waits the spec's 250 ms, then
// shows the lender's page, which sends that SSN to the partner. Outside training, or once the lender has
// answered, the page shows at once (decision 100).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TRAINING_MODE } from '../../lib/routes';
import { Page } from '../../components/ui/page';
import { useMessages } from '../../i18n/messages';
import { trainingResultChoices, trainingSsnValues, type AppCode } from '@ttapply/domain/training';
import { useJourneyStore } from '../../stores/journey-store';
import { APPLICATION_TYPE_SUBMIT_DELAY_MS, askApplicationType } from './application-type';

type GateState = 'asking' | 'closed' | 'open';

export function ApplicationTypeGate({ appCode, children }: { appCode: AppCode; children: ReactNode }) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const choices = journey.mode === TRAINING_MODE ? trainingResultChoices(appCode) : [];
  const needed = choices.length > 0 && !journey.applications[appCode];
  const [state, setState] = useState<GateState>(needed ? 'asking' : 'open');
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (state !== 'asking') return;
    void askApplicationType(appCode, choices).then(async (choice) => {
      if (!alive.current) return;
      if (!choice) {
        setState('closed');
        return;
      }
      dispatch({ type: 'setValues', values: trainingSsnValues(choice.ssn) });
      await new Promise((resolve) => window.setTimeout(resolve, APPLICATION_TYPE_SUBMIT_DELAY_MS));
      if (alive.current) setState('open');
    });
    // Asked once per 'asking'; the choices are the domain's constant table.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, appCode]);

  if (state === 'open') return <>{children}</>;
  return (
    <Page title={m('title.applicationInformation')} heading={m('training.applicationTypeTitle')}>
      <p role="status">{m('training.applicationTypeGate')}</p>
      {state === 'closed' ? (
        <button
          type="button"
          className="button button-primary button-block"
          onClick={() => setState('asking')}
        >
          {m('training.applicationTypeChoose')}
        </button>
      ) : null}
    </Page>
  );
}
