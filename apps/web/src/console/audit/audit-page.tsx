// The audit log (issue item 5): owners read every staff action of the organisation, newest first, a page at a
// time (GET /audit?before=<id of the oldest shown>&limit=). People and targets by name, the e-mail and the id
// behind them. Nobody edits it, so the screen has no actions.
import { useState } from 'react';
import { auditEntrySchema, type AuditEntry } from '@ttapply/domain/console';
import { Page } from '../../components/ui/page';
import { localDateTime } from '../console-time';
import { FormAlert } from '../shell/console-field';
import { can, useSignedIn } from '../shell/console-session';
import { useStaffQuery } from '../shell/use-staff-query';
import { ConsoleTable } from '../shell/console-table';
export const AUDIT_PAGE_SIZE = 50;

const entriesShape = {
  parse: (v: unknown) => auditEntrySchema.array().parse((v as { entries: unknown }).entries),
};

/** "link-sent" → "Link sent". */
function actionText(action: string): string {
  const words = action.replace(/[-_.]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function AuditPage() {
  const { me } = useSignedIn();
  const names = new Map(me.locations.map((l) => [l.shopKeyId, l.name]));
  // Each page is known by the `before` it was asked with; the first page has none.
  const [pages, setPages] = useState<(string | null)[]>([null]);
  const before = pages[pages.length - 1] ?? null;
  const allowed = can(me, 'read-audit');
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (before) query.set('before', before);
  const { data: entries, error } = useStaffQuery<AuditEntry[]>(
    allowed ? `/audit?${query.toString()}` : null,
    entriesShape,
  );
  if (!allowed) {
    return (
      <Page title="Audit log | Text To Apply shop console" heading="Audit log" wide>
        <p className="notice">Only owners read the audit log.</p>
      </Page>
    );
  }

  return (
    <Page title="Audit log | Text To Apply shop console" heading="Audit log" wide>
      <p>Every action of your team, newest first. The log cannot be changed.</p>
      <FormAlert message={error} />
      {entries === null ? (
        error ? null : (
          <p role="status">Loading the log…</p>
        )
      ) : entries.length === 0 ? (
        <p>{pages.length > 1 ? 'No older entries.' : 'Nothing logged yet.'}</p>
      ) : (
        <ConsoleTable
          label="Audit log entries"
          columns={['Time', 'Who', 'Action', 'Location', 'Target', 'From']}
        >
          {entries.map((e) => (
            <tr key={e.id}>
              <td>
                <time dateTime={e.at}>{localDateTime(e.at)}</time>
              </td>
              <td>
                {e.actor}
                {e.actorEmail && e.actorEmail !== e.actor ? (
                  <>
                    {' '}
                    <span className="console-muted console-id">{e.actorEmail}</span>
                  </>
                ) : null}
              </td>
              <td>{actionText(e.action)}</td>
              <td>{e.shopKeyId ? (names.get(e.shopKeyId) ?? e.shopKeyId) : '—'}</td>
              <td>
                {e.target === null ? (
                  '—'
                ) : e.targetName ? (
                  <>
                    {e.targetName} <span className="console-muted console-id">{e.target}</span>
                  </>
                ) : (
                  e.target
                )}
              </td>
              <td>
                <span title={e.userAgent}>{e.ip}</span>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <nav className="button-row" aria-label="Audit log pages">
        <button
          type="button"
          className="button button-secondary"
          disabled={pages.length === 1}
          onClick={() => setPages((p) => p.slice(0, -1))}
        >
          Newer entries
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!entries || entries.length < AUDIT_PAGE_SIZE}
          onClick={() => entries && setPages((p) => [...p, entries[entries.length - 1]!.id])}
        >
          Older entries
        </button>
      </nav>
    </Page>
  );
}
