// The 'Application Type' popup of training (lenders §4): on a lender's first submit the associate picks the
// result to see; the choice overwrites SSN, confirm SSN and last four with that result's test SSN, and after
// 250 ms the submit runs. The submission hook asks through askApplicationType; the host in the layout shows
// the popup, so every lender page that submits through useLenderSubmission gets it without its own code.
import { useEffect, useState } from 'react';
import { LENDERS, type AppCode, type TrainingResultChoice } from '@ttapply/domain/training';
import { useMessages } from '../../i18n/messages';
import { Dialog } from '../../components/ui/dialog';

/** lenders §4: 'After close there is a 250 ms delay, then submit runs.' */
export const APPLICATION_TYPE_SUBMIT_DELAY_MS = 250;

/** Shown to the associate as written on a test card: 111-11-1111. */
const formatSsn = (ssn: string) => `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`;

interface PendingQuestion {
  appCode: string;
  choices: readonly TrainingResultChoice[];
  answer: (choice: TrainingResultChoice | null) => void;
}

let host: ((question: PendingQuestion) => void) | null = null;

/**
 * Asks which result to see. Resolves with the choice, or null when the associate closed the popup (nothing
 * is submitted). Without a host on the page (never in the app, which always mounts one) it resolves with the
 * lender's first choice so a submit is never lost.
 */
export function askApplicationType(
  appCode: string,
  choices: readonly TrainingResultChoice[],
): Promise<TrainingResultChoice | null> {
  return new Promise((resolve) => {
    if (!host) {
      resolve(choices[0] ?? null);
      return;
    }
    host({ appCode, choices, answer: resolve });
  });
}

export function ApplicationTypeHost() {
  const m = useMessages();
  const [question, setQuestion] = useState<PendingQuestion | null>(null);

  useEffect(() => {
    host = (next) => setQuestion(next);
    return () => {
      host = null;
    };
  }, []);

  const answer = (choice: TrainingResultChoice | null) => {
    question?.answer(choice);
    setQuestion(null);
  };

  const lender = question ? (LENDERS[question.appCode as AppCode]?.name ?? question.appCode) : '';
  return (
    <Dialog
      open={question !== null}
      title={m('training.applicationTypeTitle')}
      onClose={() => answer(null)}
      actions={
        <button type="button" className="button button-secondary" onClick={() => answer(null)}>
          {m('common.cancel')}
        </button>
      }
    >
      <p>{m('training.applicationTypeText')}</p>
      <p className="application-type-lender">{m('training.applicationTypeLender', { lender })}</p>
      <ul className="application-type-choices">
        {question?.choices.map((choice, index) => (
          <li key={choice.outcome}>
            <button
              type="button"
              className="button button-primary button-block"
              onClick={() => answer(choice)}
              {...(index === 0 ? { 'data-autofocus': true } : {})}
            >
              {m(`training.outcome.${choice.outcome}`)}
              <span className="application-type-ssn">
                {m('training.testSsn', { ssn: formatSsn(choice.ssn) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
