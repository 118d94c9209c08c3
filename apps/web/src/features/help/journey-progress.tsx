// "Step 3 of 7" (docs/decisions/215): the count comes from the domain's journeyProgress,
// over the page stack navigation uses, so it follows the lender being applied to. The text carries the
// meaning; the bar beside it only repeats it. A lender reached after an earlier one's answer adds its steps
// to the count, and the counter says so: a total that grows is explained, never a surprise.
import { useContext } from 'react';
import { useMessages } from '../../i18n/messages';
import {
  currentApp,
  isPageId,
  journeyProgress,
  journeySteps,
  LENDERS,
  toDomainJourney,
  type JourneyProgress,
  type PageId,
} from '../../lib/domain';
import { useJourneyStore } from '../../stores/journey-store';
import { WebLendersContext } from '../lenders/shared/web-lender';
import { stepName } from './step-names';

interface ProgressView {
  progress: JourneyProgress;
  steps: readonly PageId[];
  lender?: string;
}

/** The progress of the application page `stateId`, or undefined where there is none to show. */
export function useJourneyProgress(stateId: string | undefined): ProgressView | undefined {
  const [journey] = useJourneyStore();
  if (!stateId || !isPageId(stateId) || !journey.shop) return undefined;
  const state = toDomainJourney(journey, stateId);
  const progress = journeyProgress(state);
  if (!progress) return undefined;
  const app = currentApp(state);
  return { progress, steps: journeySteps(state), lender: app ? LENDERS[app].name : undefined };
}

/** The compact counter above the form (phones and tablets; the side panel's list replaces it on a desktop). */
export function StepCounter({ progress }: { progress: JourneyProgress }) {
  const m = useMessages();
  const text = m('progress.step', { step: progress.step, of: progress.of });
  return (
    <div className="step-counter">
      <p id="step-counter-text" className="step-counter-text">
        {text}
      </p>
      <StepsAdded progress={progress} />
      <progress
        className="step-counter-bar"
        value={progress.step}
        max={progress.of}
        aria-labelledby="step-counter-text"
      />
    </div>
  );
}

/** Why the total grew: the lender reached after an earlier one's answer, and the steps it added. */
function StepsAdded({ progress }: { progress: JourneyProgress }) {
  const m = useMessages();
  if (!progress.added) return null;
  const { app, steps } = progress.added;
  return <p className="step-counter-added">{m('progress.added', { lender: LENDERS[app].name, steps })}</p>;
}

/** Every step of the lender's stack for the desktop side panel; the current one marked in text too. */
export function StepList({ view }: { view: ProgressView }) {
  const m = useMessages();
  const current = view.progress.step - 1;
  const lenders = useContext(WebLendersContext);
  return (
    <nav className="step-list" aria-label={m('progress.label')}>
      <p className="step-list-count">
        {m('progress.step', { step: view.progress.step, of: view.progress.of })}
      </p>
      <StepsAdded progress={view.progress} />
      {view.lender ? (
        <p className="step-list-lender">{m('progress.applyingWith', { lender: view.lender })}</p>
      ) : null}
      <ol>
        {view.steps.map((page, index) => (
          <li
            // a later lender may pass the summary again: the same page twice in the list
            key={`${index}-${page}`}
            className={index === current ? 'is-current' : index < current ? 'is-done' : undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            {/* Every page has a name (app/lender-registry.test.tsx); 'Review' only stands in for a mistake. */}
            {m(stepName(lenders, page) ?? 'step.review')}
            {index < current ? <span className="visually-hidden"> ({m('progress.done')})</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
