// /pay-training/{payTrainingPage} (lenders §2, §4 "Pay-link training (19 steps)", §6): an interactive
// simulation of the associate's pay-by-link flow, one step per path so any step can be linked to. It exists
// only in the training build: the server's client configuration says so (TRAINING_BUILD, decision 085);
// otherwise, or while that answer is unknown and then missing, the path redirects to '/'.
import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { RouteFallback } from '../../components/ui/route-fallback';
import { paths } from '../../lib/routes';
import { useMessages } from '../../i18n/messages';
import { loadClientConfig } from '../../lib/client-config';
import { recordPayLinkStep, takeTrainingTicket } from '../../lib/training-ticket';
import { GuidePopover, useHiddenBetweenSteps } from '../training/guide-popover';
import { PhoneScreen, PosScreen } from './pay-training-screens';
import {
  FIRST_PAY_TRAINING_STEP,
  INITIAL_PAY_TRAINING_STATE,
  PAY_TRAINING_STEP_COUNT,
  PAY_TRAINING_STEP_IDS,
  isPayTrainingStepId,
  isStepDone,
  nextStepId,
  previousStepId,
  stateForStep,
  stepFor,
  stepNumber,
  type PayTrainingState,
  type PayTrainingStepId,
} from './pay-training-steps';
import './pay-training.css';

/** Whether this is the training build: undefined until the client configuration has answered. */
export function useTrainingBuild(): boolean | undefined {
  const [enabled, setEnabled] = useState<boolean>();
  useEffect(() => {
    let live = true;
    void loadClientConfig().then((config) => {
      if (live) setEnabled(config.trainingBuild === true);
    });
    return () => {
      live = false;
    };
  }, []);
  return enabled;
}

export function PayTrainingPage() {
  const enabled = useTrainingBuild();
  const { payTrainingPage } = useParams();
  if (enabled === undefined) return <RouteFallback />;
  // lenders §2: without the training build flag the route redirects to '/'.
  if (!enabled) return <Navigate to={paths.landing()} replace />;
  // An unknown step starts the training from its first step (decision 087).
  if (!isPayTrainingStepId(payTrainingPage)) {
    return <Navigate to={paths.payTraining(FIRST_PAY_TRAINING_STEP)} replace />;
  }
  return <PayTraining step={payTrainingPage} />;
}

const GUIDED_STEPS = PAY_TRAINING_STEP_IDS.slice(1, -1);

function PayTraining({ step }: { step: PayTrainingStepId }) {
  const m = useMessages();
  const navigate = useNavigate();
  // Opened from the console: the trainee's finished steps count for them (decision 198).
  const [ticket] = useState(takeTrainingTicket);
  const [notRecorded, setNotRecorded] = useState(false);
  const record = useCallback((id: PayTrainingStepId) => {
    void recordPayLinkStep(id).then((recorded) => setNotRecorded(!recorded));
  }, []);
  useEffect(() => {
    if (ticket && step === 'complete') record(step);
  }, [ticket, step, record]);
  // One state for the whole training; this component stays mounted while the step in the path changes.
  const [stored, setStored] = useState<PayTrainingState>(() =>
    stateForStep(INITIAL_PAY_TRAINING_STATE, step),
  );
  // Start Again empties the training once the path is back at the first step (the navigation may render
  // after this component's own update, and an earlier reset would be refilled with the samples).
  const [restarting, setRestarting] = useState(false);
  if (restarting && step === FIRST_PAY_TRAINING_STEP) {
    setRestarting(false);
    setStored(INITIAL_PAY_TRAINING_STATE);
  }
  const state = stateForStep(stored, step);
  if (state !== stored && !restarting) setStored(state);
  const update = useCallback(
    (patch: Partial<PayTrainingState>) => setStored((s) => ({ ...s, ...patch })),
    [],
  );

  // The popover is per step: dismissing it hides it for this step only.
  const [dismissedStep, setDismissedStep] = useState<PayTrainingStepId | null>(null);
  // lenders §4: the pay training popover hides 200 ms between steps.
  const hidden = useHiddenBetweenSteps(step);

  const definition = stepFor(step);
  const number = stepNumber(step);
  const done = isStepDone(step, state);
  const previous = previousStepId(step);
  const next = nextStepId(step);
  const dismissed = dismissedStep === step;

  const restart = () => {
    setRestarting(true);
    void navigate(paths.payTraining(FIRST_PAY_TRAINING_STEP));
  };

  return (
    <Page
      title={m('title.payTraining')}
      heading={m(`payTraining.${step}.title`)}
      lead={m(`payTraining.${step}.lead`)}
    >
      <p className="pay-training-progress">
        {m('payTraining.progress', { current: number, total: PAY_TRAINING_STEP_COUNT })}
      </p>
      <div className="pay-training-bar" aria-hidden="true">
        <span style={{ width: `${(number / PAY_TRAINING_STEP_COUNT) * 100}%` }} />
      </div>

      <div className="pay-training-stage">
        {definition.screens.map((screen) =>
          screen === 'pos' ? (
            <PosScreen key={screen} step={step} state={state} update={update} />
          ) : (
            <PhoneScreen key={screen} step={step} state={state} update={update} />
          ),
        )}
      </div>

      {step === 'complete' ? (
        <div className="panel" data-pay-guide="training-summary">
          <h2 className="section-heading">{m('payTraining.summaryLabel')}</h2>
          <ul className="pay-training-summary">
            {GUIDED_STEPS.map((id) => (
              <li key={id}>{m(`payTraining.${id}.title`)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {dismissed ? (
        <button type="button" className="link-button" onClick={() => setDismissedStep(null)}>
          {m('payTraining.showTip')}
        </button>
      ) : (
        // Above the element it explains, so it does not cover Back and Next below the screens (it flips below
        // only when there is no room above).
        <GuidePopover
          anchor={`[data-pay-guide="${definition.guide}"]`}
          title={m(`payTraining.${step}.tipTitle`)}
          onDismiss={() => setDismissedStep(step)}
          hidden={hidden}
          placement="top"
          testId="pay-training-popover"
        >
          <p>{m(`payTraining.${step}.tip`)}</p>
        </GuidePopover>
      )}

      {notRecorded ? (
        <p className="notice" role="alert">
          {m('payTraining.notRecorded')}
        </p>
      ) : null}
      {done ? null : (
        <p className="fine-print" id="pay-training-todo">
          {m('payTraining.todo')}
        </p>
      )}
      <div className="button-row">
        {previous ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void navigate(paths.payTraining(previous))}
          >
            {m('payTraining.back')}
          </button>
        ) : null}
        {next ? (
          <button
            type="button"
            className="button button-primary"
            disabled={!done}
            aria-describedby={done ? undefined : 'pay-training-todo'}
            onClick={() => {
              if (ticket) record(step);
              void navigate(paths.payTraining(next));
            }}
          >
            {m('payTraining.next')}
          </button>
        ) : (
          <button type="button" className="button button-primary" onClick={restart}>
            {m('payTraining.restart')}
          </button>
        )}
      </div>
      {next ? null : (
        <p>
          <Link to={paths.landing()} className="text-link">
            {m('payTraining.exit')}
          </Link>
        </p>
      )}
    </Page>
  );
}
