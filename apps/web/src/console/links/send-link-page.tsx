// Send a link (issue item 2): the associate types the customer's mobile number (and, optionally, the amount and
// a note); the customer gets the shop's apply link by SMS. The screen shows the link, its QR code and when it
// expires, with Re-send and Cancel; today's sends are listed below.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { linkSendViewSchema, type LinkSendView } from '@ttapply/domain/console';
import { Page } from '../../components/ui/page';
import { ConsoleApiError, fieldError, messageOf } from '../console-api-client';
import { CONSOLE_PATHS, journeyPath } from '../console-paths';
import { dollars, localDateTime, localTime } from '../console-time';
import { ConsoleField, FormAlert } from '../shell/console-field';
import { can, useSignedIn } from '../shell/console-session';
import { useStaffQuery } from '../shell/use-staff-query';
import { cancelLink, LINK_STATUS_TEXT, resendLink, sendLink } from './link-calls';
import { QrCode } from './qr-code';
import { ConsoleTable } from '../shell/console-table';

const linksShape = {
  parse: (value: unknown) => linkSendViewSchema.array().parse((value as { links: unknown }).links),
};

interface Typed {
  phone: string;
  amount: string;
  note: string;
  /** The language of the text and of the pages the link opens (decision 232). */
  locale: 'en' | 'es';
}
type Errors = Partial<Record<Exclude<keyof Typed, 'locale'> | 'form', string>>;

const EMPTY: Typed = { phone: '', amount: '', note: '', locale: 'en' };

/** US mobile: 10 digits, or 11 with the leading country code 1. */
function phoneDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

function validate(typed: Typed): {
  errors: Errors;
  body?: { phone: string; purchaseAmount?: number; note?: string; locale: 'en' | 'es' };
} {
  const errors: Errors = {};
  const phone = phoneDigits(typed.phone);
  if (!phone) errors.phone = 'Enter the customer’s 10-digit mobile number, for example (555) 123-4567.';
  let purchaseAmount: number | undefined;
  if (typed.amount.trim()) {
    purchaseAmount = Number(typed.amount.replace(/[$,\s]/g, ''));
    if (!Number.isFinite(purchaseAmount) || purchaseAmount <= 0 || purchaseAmount > 100_000) {
      errors.amount =
        'Enter the amount in dollars, for example 1250 or 1,250.00, up to $100,000; or leave it empty.';
    }
  }
  if (typed.note.trim().length > 280) errors.note = 'Keep the note to 280 characters.';
  if (Object.keys(errors).length > 0 || !phone) return { errors };
  const note = typed.note.trim();
  return {
    errors,
    body: {
      phone,
      ...(purchaseAmount ? { purchaseAmount } : {}),
      ...(note ? { note } : {}),
      locale: typed.locale,
    },
  };
}

function SentLink(props: {
  sent: LinkSendView;
  canSend: boolean;
  onChanged: (link: LinkSendView) => void;
  shopKeyId: string;
}) {
  const { sent } = props;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (call: typeof resendLink) => {
    setBusy(true);
    setError(null);
    try {
      props.onChanged(await call(props.shopKeyId, sent.id));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="panel console-sent" aria-labelledby="sent-heading">
      <h2 id="sent-heading" className="section-heading">
        {sent.status === 'cancelled'
          ? 'Link cancelled'
          : `Link texted to the phone ending ${sent.phoneLast4}`}
      </h2>
      <div className="console-sent-body">
        <div>
          <p>
            Link: <a href={sent.link}>{sent.link}</a>
          </p>
          <p>
            {sent.status === 'live'
              ? `Works until ${localDateTime(sent.expiresAt)} (24 hours after sending).`
              : sent.status === 'cancelled'
                ? 'The link no longer opens; the customer sees that the shop cancelled it.'
                : 'This link has expired. Send a new one.'}
          </p>
          <p className="console-muted">
            Texted {sent.sendCount === 1 ? 'once' : `${sent.sendCount} times`}, last at{' '}
            {localTime(sent.lastSentAt)}.
          </p>
          {props.canSend && sent.status === 'live' ? (
            <div className="button-row">
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                onClick={() => void act(resendLink)}
              >
                Re-send
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                onClick={() => void act(cancelLink)}
              >
                Cancel link
              </button>
            </div>
          ) : null}
          <FormAlert message={error} />
        </div>
        {sent.status === 'live' ? (
          <QrCode
            text={sent.link}
            label={`QR code of the apply link for the phone ending ${sent.phoneLast4}`}
          />
        ) : null}
      </div>
    </section>
  );
}

export function SendLinkPage() {
  const { me, location } = useSignedIn();
  const shopKeyId = location.shopKeyId;
  const canSend = can(me, 'send-link', shopKeyId);
  const [typed, setTyped] = useState<Typed>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<LinkSendView | null>(null);
  const todayQuery = useStaffQuery(`/locations/${encodeURIComponent(shopKeyId)}/links`, linksShape);
  const { data: today, error: listError } = todayQuery;
  const putFirst = (link: LinkSendView) =>
    todayQuery.update((list) => [link, ...(list ?? []).filter((l) => l.id !== link.id)]);
  const changed = (link: LinkSendView) => {
    setSent((current) => (current?.id === link.id || current === null ? link : current));
    putFirst(link);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { errors: local, body } = validate(typed);
    setErrors(local);
    if (!body) return;
    setBusy(true);
    try {
      const link = await sendLink(shopKeyId, body);
      setSent(link);
      putFirst(link);
      // Sent: the next customer starts from an empty form.
      setTyped(EMPTY);
    } catch (e) {
      if (e instanceof ConsoleApiError && e.status === 409) setErrors({ phone: e.message });
      else {
        const byField = {
          phone: fieldError(e, 'phone'),
          amount: fieldError(e, 'purchaseAmount'),
          note: fieldError(e, 'note'),
        };
        setErrors(byField.phone || byField.amount || byField.note ? byField : { form: messageOf(e) });
      }
    } finally {
      setBusy(false);
    }
  };

  const set = (key: Exclude<keyof Typed, 'locale'>) => (value: string) =>
    setTyped((t) => ({ ...t, [key]: value }));

  return (
    <Page title="Send a link | Text To Apply shop console" heading="Text the apply link" wide>
      {canSend ? (
        <form className="stack console-form" noValidate onSubmit={(e) => void submit(e)}>
          <ConsoleField
            name="phone"
            label="Customer’s mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            value={typed.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
          <ConsoleField
            name="amount"
            label="Purchase amount in dollars"
            inputMode="decimal"
            value={typed.amount}
            onChange={set('amount')}
            error={errors.amount}
          />
          <ConsoleField
            name="note"
            label="Note for your team"
            hint="Not sent to the customer. For example: two tyres, Michelin."
            multiline
            maxLength={280}
            value={typed.note}
            onChange={set('note')}
            error={errors.note}
          />
          <fieldset className="field">
            <legend className="field-label">Customer’s language</legend>
            {(
              [
                ['en', 'English'],
                ['es', 'Español'],
              ] as const
            ).map(([locale, name]) => (
              <label key={locale} lang={locale === 'es' ? 'es-US' : 'en-US'} className="console-radio">
                <input
                  type="radio"
                  name="locale"
                  value={locale}
                  checked={typed.locale === locale}
                  onChange={() => setTyped((t) => ({ ...t, locale }))}
                />{' '}
                {name}
              </label>
            ))}
            <p className="fine-print">The text and the pages the link opens are in this language.</p>
          </fieldset>
          <FormAlert message={errors.form ?? null} />
          <p className="fine-print">
            The customer gets one text from Text To Apply with your shop’s name and the link. Message and data
            rates may apply; they can reply HELP for help or STOP to stop texts.
          </p>
          <button type="submit" className="button button-primary" disabled={busy}>
            Text the link
          </button>
        </form>
      ) : (
        <p className="notice">
          Your role at {location.name} reads the board only. Ask a manager to send links.
        </p>
      )}
      {sent ? <SentLink sent={sent} canSend={canSend} onChanged={changed} shopKeyId={shopKeyId} /> : null}
      <h2 className="section-heading">Sent today</h2>
      <FormAlert message={listError} />
      {today === null ? (
        listError ? null : (
          <p role="status">Loading today’s links…</p>
        )
      ) : today.length === 0 ? (
        <p>No links sent today yet.</p>
      ) : (
        <ConsoleTable
          label="Today’s links"
          columns={['Sent', 'Phone', 'Amount', 'Sent by', 'Note for the team', 'Status', 'Customer']}
        >
          {today.map((l) => (
            <tr key={l.id}>
              <td>{localTime(l.createdAt)}</td>
              <td>ending {l.phoneLast4}</td>
              <td>{l.purchaseAmount === null ? '—' : dollars(l.purchaseAmount)}</td>
              <td>{l.sentBy}</td>
              <td>{l.note || '—'}</td>
              <td>
                {LINK_STATUS_TEXT[l.status]}
                {/* With its date: a link sent this morning lives until tomorrow morning. */}
                {l.status === 'live' ? ` until ${localDateTime(l.expiresAt)}` : ''}
              </td>
              <td>
                {l.id === sent?.id ? (
                  <span className="console-muted">Shown above</span>
                ) : (
                  <button type="button" className="link-button" onClick={() => setSent(l)}>
                    Show link and QR code{' '}
                    <span className="visually-hidden">for the phone ending {l.phoneLast4}</span>
                  </button>
                )}{' '}
                <Link to={journeyPath(shopKeyId, l.consumerId)}>
                  Journey <span className="visually-hidden">of the phone ending {l.phoneLast4}</span>
                </Link>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <p>
        <Link to={CONSOLE_PATHS.board}>Back to the board</Link>
      </p>
    </Page>
  );
}
