// Training (decision 198): every role trains, so anyone at the location starts the pay-link training or a
// training walk here; the consumer app opens in training with a short-lived ticket naming this user and
// location, never the console's session. Owners, managers and trainers see everyone's records and who is due;
// others see their own.
import { useState } from 'react';
import {
  trainingRecordsSchema,
  trainingTicketAnswerSchema,
  type TrainingPerson,
  type TrainingProgramme,
} from '@ttapply/domain/console';
import { Page } from '../../components/ui/page';
import { callStaffApi, messageOf } from '../console-api-client';
import { localDateTime } from '../console-time';
import { FormAlert } from '../shell/console-field';
import { can, useSignedIn } from '../shell/console-session';
import { useStaffQuery } from '../shell/use-staff-query';
import { ConsoleTable } from '../shell/console-table';

const TITLE = 'Training | Text To Apply shop console';

function lastDate(at: string | null): React.ReactNode {
  return at ? <time dateTime={at}>{localDateTime(at)}</time> : 'Never';
}

function PersonRow({ person }: { person: TrainingPerson }) {
  return (
    <tr>
      <th scope="row">
        {person.name || person.email}
        <br />
        <span className="fine-print">{person.email}</span>
      </th>
      <td>
        {person.payLink.completedSteps.length} of {person.payLink.total} steps
        <br />
        <span className="fine-print">Last: {lastDate(person.payLink.lastAt)}</span>
      </td>
      <td>
        {person.walks.length === 0 ? (
          'None'
        ) : (
          <ul className="console-plain-list">
            {person.walks.map((walk) => (
              <li key={walk.appCode}>
                {walk.appCode}: {lastDate(walk.lastAt)}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        {person.due ? (
          <>
            <strong>Due</strong>
            <ul className="console-plain-list">
              {person.dueReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </>
        ) : (
          'Up to date'
        )}
      </td>
    </tr>
  );
}

export function TrainingPage() {
  const { me, location } = useSignedIn();
  const shopKeyId = location.shopKeyId;
  const base = `/locations/${encodeURIComponent(shopKeyId)}/training`;
  const { data, error } = useStaffQuery(base, trainingRecordsSchema);
  const [startError, setStartError] = useState<string | null>(null);
  const seesEveryone = can(me, 'read-training', shopKeyId);

  const start = async (programme: TrainingProgramme) => {
    setStartError(null);
    // Opened before the call, so the browser does not treat it as an unasked popup.
    const opened = window.open('about:blank', '_blank');
    try {
      const { url } = await callStaffApi(`${base}/tickets`, {
        method: 'POST',
        body: { programme },
        schema: trainingTicketAnswerSchema,
      });
      if (opened) {
        opened.opener = null;
        opened.location.href = url;
      } else window.location.assign(url);
    } catch (e) {
      opened?.close();
      setStartError(messageOf(e));
    }
  };

  return (
    <Page title={TITLE} heading="Training" wide>
      <p>
        Lenders ask that everyone who offers financing is trained. The training opens in a new tab and records
        your progress for {location.name}.
      </p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => void start('pay-link')}>
          Start the pay-link training
        </button>
        <button type="button" className="button button-secondary" onClick={() => void start('walk')}>
          Start a training walk
        </button>
      </div>
      <FormAlert message={startError ?? error} />
      {data === null ? (
        error ? null : (
          <p role="status">Loading the training records…</p>
        )
      ) : (
        <>
          <h2 className="section-heading">{seesEveryone ? 'Who is due' : 'Your training'}</h2>
          <p className="fine-print">
            Up to date means every pay-link training step and a training walk with each lender this location
            offers ({data.walkLenders.join(', ') || 'none'}) within the last 12 months.
          </p>
          <ConsoleTable
            label="Training records"
            columns={['Person', 'Pay-link training', 'Training walks', 'Status']}
          >
            {data.people.map((person) => (
              <PersonRow key={person.userId} person={person} />
            ))}
          </ConsoleTable>
        </>
      )}
    </Page>
  );
}
