// The live board (issue item 3): today's journeys at the chosen location, newest first, updated in place from
// Server-Sent Events without a reload. Filters and search run in the browser over the rows held, so a filtered
// view stays live too.
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { boardSchema, type BoardJourney } from '@ttapply/domain/console';
import { Page } from '../../components/ui/page';
import { CONSOLE_PATHS, journeyPath, signInPath } from '../console-paths';
import { minutesAgoText } from '../console-time';
import { can, useSignedIn } from '../shell/console-session';
import { useStaffQuery } from '../shell/use-staff-query';
import { combineBoard, mergeJourney, useBoardEvents, type LiveStatus } from './use-board-events';
import { ConsoleTable } from '../shell/console-table';

const STATUS_TEXT: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  'signed-out': 'Your session has ended. Please sign in again.',
};

/** "on-page" → "On page": the stage code as a filter option; the row itself shows the server's stageText. */
function stageLabel(stage: string): string {
  const words = stage.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const boardRows = {
  parse: (value: unknown) => boardSchema.parse(value).journeys.reduce<BoardJourney[]>(mergeJourney, []),
};

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function matchesSearch(journey: BoardJourney, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const digits = q.replace(/\D/g, '');
  if (digits.length > 0 && digits.length === q.replace(/[\s()-]/g, '').length) {
    return journey.phoneLast4.endsWith(digits.slice(-4)) || journey.phoneLast4.includes(digits);
  }
  return journey.customerName.toLowerCase().includes(q);
}

export function BoardPage() {
  const { me, location } = useSignedIn();
  const shopKeyId = location.shopKeyId;
  const [stage, setStage] = useState('');
  const [sentBy, setSentBy] = useState('');
  const [query, setQuery] = useState('');
  const now = useNow(30_000);
  const ids = { stage: useId(), sentBy: useId(), search: useId() };
  const board = useStaffQuery(`/locations/${encodeURIComponent(shopKeyId)}/board`, boardRows);
  const { error, reload, reloadInBackground } = board;
  // Live events of this location, kept apart from the loaded board so a late GET answer cannot undo them.
  const [live, setLive] = useState<{ shopKeyId: string; rows: BoardJourney[] }>({ shopKeyId, rows: [] });
  const rows = useMemo(
    () => combineBoard(board.data, live.shopKeyId === shopKeyId ? live.rows : []),
    [board.data, live, shopKeyId],
  );

  const onJourney = useCallback(
    (journey: BoardJourney) =>
      setLive((current) => ({
        shopKeyId,
        rows: mergeJourney(current.shopKeyId === shopKeyId ? current.rows : [], journey),
      })),
    [shopKeyId],
  );
  // After a reconnect the board is asked again: events sent while the connection was down are not replayed.
  const status = useBoardEvents(shopKeyId, onJourney, reloadInBackground);
  const stages = useMemo(() => [...new Set((rows ?? []).map((r) => r.stage))].sort(), [rows]);
  const senders = useMemo(() => {
    const found = new Map<string, string>();
    for (const r of rows ?? []) if (r.sentByUserId && r.sentBy) found.set(r.sentByUserId, r.sentBy);
    return [...found].sort((a, b) => a[1].localeCompare(b[1]));
  }, [rows]);
  const shown = (rows ?? []).filter(
    (r) => (!stage || r.stage === stage) && (!sentBy || r.sentByUserId === sentBy) && matchesSearch(r, query),
  );

  return (
    <Page title="Board | Text To Apply shop console" heading={`Today at ${location.name}`} wide>
      <p className={`console-live console-live-${status}`} role="status" aria-live="polite">
        <span aria-hidden="true" className="console-live-dot" />
        {STATUS_TEXT[status]}
        {status === 'signed-out' && (
          <>
            {' '}
            <Link to={signInPath(CONSOLE_PATHS.board)}>Sign in again</Link>
          </>
        )}
      </p>
      <form className="console-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={ids.search}>Search by name or last four of the phone</label>
          <input
            id={ids.search}
            className="field-control"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.stage}>Stage</label>
          <select
            id={ids.stage}
            className="field-control"
            value={stage}
            onChange={(e) => setStage(e.target.value)}
          >
            <option value="">All stages</option>
            {stages.map((s) => (
              <option key={s} value={s}>
                {stageLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.sentBy}>Sent by</label>
          <select
            id={ids.sentBy}
            className="field-control"
            value={sentBy}
            onChange={(e) => setSentBy(e.target.value)}
          >
            <option value="">Everyone</option>
            {senders.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </form>
      {error ? (
        <div className="notice console-notice-error" role="alert">
          <p>{error}</p>
          <button type="button" className="button button-secondary" onClick={reload}>
            Load the board again
          </button>
        </div>
      ) : null}
      {rows === null ? (
        error ? null : (
          <p role="status">Loading today’s customers…</p>
        )
      ) : rows.length === 0 ? (
        <div className="notice">
          <p>No customers yet today. Send a link to start.</p>
          {can(me, 'send-link', shopKeyId) ? <Link to={CONSOLE_PATHS.sendLink}>Send a link</Link> : null}
        </div>
      ) : shown.length === 0 ? (
        <p className="notice">No customer matches these filters. Clear the search or choose “All stages”.</p>
      ) : (
        <ConsoleTable
          label="Today’s customers"
          caption="Today’s customers, newest first"
          columns={['Customer', 'Stage', 'Lenders', 'Last step', 'Sent by', 'Your next step']}
        >
          {shown.map((r) => (
            <tr key={r.consumerId} data-consumer={r.consumerId}>
              <th scope="row">
                <Link to={journeyPath(shopKeyId, r.consumerId)}>
                  {r.customerName || 'Name not given yet'}
                </Link>
                <span className="console-muted"> · phone ending {r.phoneLast4}</span>
                {r.training ? <span className="console-badge">Training</span> : null}
              </th>
              <td>{r.stageText}</td>
              <td>
                {r.lenders.length === 0 ? (
                  <span className="console-muted">None yet</span>
                ) : (
                  <ul className="console-plain-list">
                    {r.lenders.map((l) => (
                      <li key={l.appCode}>
                        {l.lenderName}: {l.outcome}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <time dateTime={r.lastStepAt}>{minutesAgoText(r.lastStepAt, now)}</time>
              </td>
              <td>
                {r.sentBy ?? <span className="console-muted">Opened in the shop</span>}
                {r.linkNote ? <p className="console-muted">Note: {r.linkNote}</p> : null}
              </td>
              <td>{r.associateNextStep}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </Page>
  );
}
