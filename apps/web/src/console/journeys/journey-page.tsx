// One journey's page (issue item 4): header with the stage and the associate's next step, the timeline (each
// consent with its exact text), credit checks, applications with lender references, the lenders' numbers to
// call, and the link sends with Re-send. The server never sends a full SSN, date of birth, ID, card or bank
// number here (journeyDetailSchema), so nothing needs hiding in the browser.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { journeyDetailSchema, type JourneyDetail, type LinkSendView } from '@ttapply/domain/console';
import { Page } from '../../components/ui/page';
import { messageOf } from '../console-api-client';
import { CONSOLE_PATHS } from '../console-paths';
import { dollars, localDateTime, localTime } from '../console-time';
import { FormAlert } from '../shell/console-field';
import { can, useSignedIn } from '../shell/console-session';
import { useStaffQuery } from '../shell/use-staff-query';
import { LINK_STATUS_TEXT, resendLink } from '../links/link-calls';
import { AfterApproval } from './after-approval';
import { OfferCosts } from './offer-costs';
import { ConsoleTable } from '../shell/console-table';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function LinkSends(props: { shopKeyId: string; sends: LinkSendView[]; canSend: boolean }) {
  const [sends, setSends] = useState(props.sends);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const resend = async (id: string) => {
    setError(null);
    setDone(null);
    try {
      const link = await resendLink(props.shopKeyId, id);
      setSends((list) => list.map((l) => (l.id === link.id ? link : l)));
      setDone(`Link texted again to the phone ending ${link.phoneLast4}.`);
    } catch (e) {
      setError(messageOf(e));
    }
  };
  if (sends.length === 0)
    return <p>No link was texted for this customer; they opened the shop’s link themselves.</p>;
  return (
    <>
      <ul className="console-plain-list">
        {sends.map((l) => (
          <li key={l.id} className="console-send">
            Texted by {l.sentBy} at {localDateTime(l.createdAt)}
            {l.purchaseAmount === null ? '' : ` for ${dollars(l.purchaseAmount)}`}
            {l.sendCount > 1 ? `, sent ${l.sendCount} times (last ${localTime(l.lastSentAt)})` : ''} ·{' '}
            {LINK_STATUS_TEXT[l.status]}
            {l.status === 'live' ? ` until ${localDateTime(l.expiresAt)}` : ''}
            {props.canSend && l.status === 'live' ? (
              <>
                {' '}
                <button type="button" className="button button-secondary" onClick={() => void resend(l.id)}>
                  Re-send
                </button>
              </>
            ) : null}
            {l.note ? <p className="console-muted">Note for the team: {l.note}</p> : null}
          </li>
        ))}
      </ul>
      {done ? <p role="status">{done}</p> : null}
      <FormAlert message={error} />
    </>
  );
}

export function JourneyPage() {
  const { shopKeyId = '', consumerId = '' } = useParams();
  const { me } = useSignedIn();
  const {
    data: journey,
    error,
    reload,
    update,
  } = useStaffQuery<JourneyDetail>(
    `/locations/${encodeURIComponent(shopKeyId)}/journeys/${encodeURIComponent(consumerId)}`,
    journeyDetailSchema,
  );
  if (!journey) {
    return (
      <Page title="Customer | Text To Apply shop console" heading="Customer" wide>
        {error ? (
          <div className="notice console-notice-error" role="alert">
            <p>{error}</p>
            <button type="button" className="button button-secondary" onClick={reload}>
              Try again
            </button>{' '}
            <Link to={CONSOLE_PATHS.board}>Back to the board</Link>
          </div>
        ) : (
          <p role="status">Loading the customer’s journey…</p>
        )}
      </Page>
    );
  }

  const name = journey.customerName || 'Name not given yet';
  // What the associate typed with the link: the newest send that has it (the list is newest first).
  const purchaseAmount = journey.linkSends.find((l) => l.purchaseAmount !== null)?.purchaseAmount ?? null;
  const note = journey.linkSends.find((l) => l.note)?.note;
  return (
    <Page title={`${name} | Text To Apply shop console`} heading={name} wide>
      <p>
        <Link to={CONSOLE_PATHS.board}>Back to the board</Link>
      </p>
      <dl className="console-facts">
        <div>
          <dt>Phone</dt>
          <dd>ending {journey.phoneLast4}</dd>
        </div>
        <div>
          <dt>Stage</dt>
          <dd>{journey.stageText}</dd>
        </div>
        <div>
          <dt>Your next step</dt>
          <dd>
            <strong>{journey.associateNextStep}</strong>
          </dd>
        </div>
        {purchaseAmount === null ? null : (
          <div>
            <dt>Purchase amount</dt>
            <dd>{dollars(purchaseAmount)}</dd>
          </div>
        )}
        {note ? (
          <div>
            <dt>Note for the team</dt>
            <dd>{note}</dd>
          </div>
        ) : null}
        <div>
          <dt>Started</dt>
          <dd>{localDateTime(journey.startedAt)}</dd>
        </div>
        {journey.training ? (
          <div>
            <dt>Mode</dt>
            <dd>Training (no real credit check)</dd>
          </div>
        ) : null}
      </dl>
      <AfterApproval
        journey={journey}
        canCancelFunding={can(me, 'cancel-funding', shopKeyId)}
        canMarkSale={can(me, 'mark-sale', shopKeyId)}
        onChanged={(changed) => update(() => changed)}
      />
      <h2 className="section-heading">Lenders to call</h2>
      {journey.contacts.length === 0 ? (
        <p>No lender has this customer yet.</p>
      ) : (
        <ul className="console-plain-list">
          {journey.contacts.map((c) => (
            <li key={c.appCode}>
              {c.lenderName}: <a href={telHref(c.phone)}>{c.phone}</a>
            </li>
          ))}
        </ul>
      )}
      <h2 className="section-heading">Applications</h2>
      {journey.applications.length === 0 ? (
        <p>No application sent yet.</p>
      ) : (
        <ConsoleTable
          label="Applications"
          columns={['Lender', 'Kind', 'Status', 'Amount', 'Lender’s reference', 'Sent']}
        >
          {journey.applications.map((a) => (
            <tr key={`${a.appCode}-${a.kind}-${a.createdAt}`}>
              <th scope="row">{a.lenderName}</th>
              <td>{a.kind === 'prequal' ? 'Pre-qualification' : 'Application'}</td>
              <td>{a.status}</td>
              <td>{a.amount === null ? '—' : dollars(a.amount)}</td>
              <td>{a.lenderReference ?? '—'}</td>
              <td>{localTime(a.createdAt)}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <OfferCosts applications={journey.applications} />
      <h2 className="section-heading">Credit checks</h2>
      {journey.creditChecks.length === 0 ? (
        <p>No credit check yet.</p>
      ) : (
        <ul className="console-plain-list console-checks">
          {journey.creditChecks.map((c) => (
            <li key={`${c.appCode}-${c.check}-${c.agreedAt}`}>
              <p>
                <strong>
                  {c.lenderName}:{' '}
                  {c.check === 'soft' ? 'soft check (no effect on the credit score)' : 'hard check'}
                </strong>
                , agreed at <time dateTime={c.agreedAt}>{localDateTime(c.agreedAt)}</time>
              </p>
              <blockquote className="console-consent">{c.consentText}</blockquote>
            </li>
          ))}
        </ul>
      )}
      <h2 className="section-heading">Timeline</h2>
      <ol className="console-timeline">
        {journey.events.map((e, i) => (
          <li key={`${e.at}-${i}`}>
            <time dateTime={e.at}>{localTime(e.at)}</time> <span className="console-muted">{e.actor}</span>{' '}
            {e.text}
            {e.consentText ? <blockquote className="console-consent">{e.consentText}</blockquote> : null}
          </li>
        ))}
      </ol>
      <h2 className="section-heading">Link sends</h2>{' '}
      <LinkSends
        key={consumerId}
        shopKeyId={shopKeyId}
        sends={journey.linkSends}
        canSend={can(me, 'send-link', shopKeyId)}
      />
    </Page>
  );
}
