// A location's lender list and contact (decisions 195 and 199), for owners and managers:
// the lenders in the order consumers are offered them, chosen only from the organisation's agreements and
// checked by the domain's tier rules before saving (the server checks them again); the phone and hours.
// A change applies to new journeys only: a customer already applying keeps the list they began with.
import { useEffect, useId, useRef, useState } from 'react';
import {
  CONTACT_MESSAGES,
  lenderListRuleProblems,
  lenderTier,
  locationContactRequestSchema,
  placeDependentTierNote,
  locationSettingsSchema,
  type LocationSettings,
} from '@ttapply/domain/console';
import { Page } from '../../components/ui/page';
import { callStaffApi, fieldError, messageOf } from '../console-api-client';
import { ConsoleField, FormAlert } from '../shell/console-field';
import { ConsoleForm } from '../shell/console-form';
import { useSignedIn } from '../shell/console-session';
import { useRefusalFocus } from '../shell/use-refusal-focus';
import { useStaffQuery } from '../shell/use-staff-query';

const settingsPath = (shopKeyId: string) => `/locations/${encodeURIComponent(shopKeyId)}`;

function LenderList(props: { settings: LocationSettings; onSaved: (s: LocationSettings) => void }) {
  const { settings } = props;
  const [lenders, setLenders] = useState(settings.lenders);
  const [adding, setAdding] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const errorId = `lender-list-error-${useId().replace(/:/g, '')}`;
  const nameOf = (code: string) => settings.agreements.find((a) => a.appCode === code)?.lenderName ?? code;
  const addable = settings.agreements.filter((a) => !lenders.includes(a.appCode));
  // The organisation's lenders by tier, each as if it led the list (a lender's tier may depend on its place).
  const byTier = ['1', '2', '3']
    .map((tier) => [
      tier,
      settings.agreements.filter((a) => lenderTier(a.appCode, [a.appCode]) === tier).map((a) => a.lenderName),
    ])
    .filter((entry): entry is [string, string[]] => entry[1]!.length > 0);
  const tierText = (code: string, list: readonly string[]) => {
    const tier = lenderTier(code, list);
    return tier ? `tier ${tier}` : 'no tier';
  };
  // Where focus goes after a change the list redraws: the error after a refused save, the moved lender's
  // button after a move (a button that is disabled at the end of the list cannot keep it).
  const errorRef = useRef<HTMLParagraphElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [focusNext, setFocusNext] = useState<
    { kind: 'error' } | { kind: 'moved'; code: string; by: -1 | 1 } | null
  >(null);
  useEffect(() => {
    if (!focusNext) return;
    if (focusNext.kind === 'error') errorRef.current?.focus();
    else {
      const button = (direction: 'up' | 'down') =>
        listRef.current?.querySelector<HTMLButtonElement>(
          `button[aria-label="Move ${focusNext.code} ${direction}"]`,
        );
      const same = button(focusNext.by === 1 ? 'down' : 'up');
      (same && !same.disabled ? same : button(focusNext.by === 1 ? 'up' : 'down'))?.focus();
    }
    // Runs once per request: each is a new object, and nothing else changes it.
  }, [focusNext]);

  const change = (next: string[]) => {
    setLenders(next);
    setSaved(null);
    const problems = lenderListRuleProblems(next);
    setError(problems.length > 0 ? problems.join(' ') : undefined);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...lenders];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    change(next);
    setFocusNext({ kind: 'moved', code: lenders[index]!, by });
  };
  const submit = async () => {
    setFormError(null);
    const problems = lenderListRuleProblems(lenders);
    if (problems.length > 0) {
      setError(problems.join(' '));
      setFocusNext({ kind: 'error' });
      return;
    }
    try {
      const answer = await callStaffApi(`${settingsPath(settings.shopKeyId)}/lenders`, {
        method: 'PUT',
        body: { lenders },
        schema: locationSettingsSchema,
      });
      props.onSaved(answer);
      setSaved(
        'Saved. New customers are offered the lenders in this order; customers already applying keep theirs.',
      );
    } catch (e) {
      setError(fieldError(e, 'lenders'));
      setFormError(fieldError(e, 'lenders') ? null : messageOf(e));
      if (fieldError(e, 'lenders')) setFocusNext({ kind: 'error' });
    }
  };

  return (
    <ConsoleForm
      id="lender-list"
      heading="Lenders, in the order customers are offered them"
      onSubmit={submit}
    >
      <p className="field-hint">
        Tier 1 lenders first, then tier 2, then tier 3: each tier once, at most three. Your lenders’ tiers:{' '}
        {byTier.map(([tier, names]) => `tier ${tier}: ${names.join(', ')}`).join('; ')}.
        {settings.agreements
          .map((a) => placeDependentTierNote(a.appCode))
          .filter((note) => note !== undefined)
          .map((note) => ` ${note}`)
          .join('')}
      </p>
      <ol
        ref={listRef}
        className="console-plain-list"
        aria-label="Lender list"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {lenders.map((code, index) => (
          <li key={code}>
            <strong>{index + 1}.</strong> {nameOf(code)} ({code}), {tierText(code, lenders)}{' '}
            <button
              type="button"
              className="button button-secondary"
              aria-label={`Move ${code} up`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              Up
            </button>{' '}
            <button
              type="button"
              className="button button-secondary"
              aria-label={`Move ${code} down`}
              disabled={index === lenders.length - 1}
              onClick={() => move(index, 1)}
            >
              Down
            </button>{' '}
            <button
              type="button"
              className="button button-secondary"
              aria-label={`Remove ${code}`}
              onClick={() => change(lenders.filter((c) => c !== code))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      {error ? (
        <p id={errorId} ref={errorRef} tabIndex={-1} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {addable.length > 0 ? (
        <div className="field">
          <label htmlFor="add-lender" className="field-label">
            Add a lender the organisation has an agreement with
          </label>
          <select
            id="add-lender"
            className="field-control"
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
          >
            <option value="">Choose a lender</option>
            {addable.map((a) => (
              <option key={a.appCode} value={a.appCode}>
                {a.lenderName} ({a.appCode}), {tierText(a.appCode, [...lenders, a.appCode])} at the end
              </option>
            ))}
          </select>{' '}
          <button
            type="button"
            className="button button-secondary"
            disabled={!adding}
            onClick={() => {
              change([...lenders, adding]);
              setAdding('');
            }}
          >
            Add
          </button>
        </div>
      ) : null}
      <FormAlert message={formError} />
      {saved ? <p role="status">{saved}</p> : null}
      <button type="submit" className="button">
        Save the lender list
      </button>
    </ConsoleForm>
  );
}

function Contact(props: { settings: LocationSettings; onSaved: (s: LocationSettings) => void }) {
  const [phone, setPhone] = useState(props.settings.phoneNumber);
  const [hours, setHours] = useState(props.settings.contactHours);
  const [errors, setErrors] = useState<{ phoneNumber?: string; contactHours?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { formRef, refused } = useRefusalFocus();
  const submit = async () => {
    setFormError(null);
    setSaved(null);
    const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    const local = {
      ...(/^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? {} : { phoneNumber: CONTACT_MESSAGES.phone }),
      ...(locationContactRequestSchema.shape.contactHours.safeParse(hours).success
        ? {}
        : { contactHours: CONTACT_MESSAGES.hours }),
    };
    setErrors(local);
    if (Object.keys(local).length > 0) {
      refused();
      return;
    }
    try {
      const answer = await callStaffApi(`${settingsPath(props.settings.shopKeyId)}/contact`, {
        method: 'PUT',
        body: { phoneNumber: phone, contactHours: hours },
        schema: locationSettingsSchema,
      });
      props.onSaved(answer);
      setSaved('Saved.');
    } catch (e) {
      setErrors({ phoneNumber: fieldError(e, 'phoneNumber'), contactHours: fieldError(e, 'contactHours') });
      setFormError(messageOf(e));
      refused();
    }
  };
  return (
    <ConsoleForm id="contact" heading="How customers reach the shop" onSubmit={submit} formRef={formRef}>
      <ConsoleField
        label="Phone"
        name="shop-phone"
        type="tel"
        inputMode="tel"
        value={phone}
        onChange={setPhone}
        error={errors.phoneNumber}
        required
        maxLength={20}
      />
      <ConsoleField
        label="Hours"
        name="shop-hours"
        value={hours}
        onChange={setHours}
        hint="e.g. Mon–Sat 8am–6pm"
        error={errors.contactHours}
        maxLength={80}
      />
      <FormAlert message={formError} />
      {saved ? <p role="status">{saved}</p> : null}
      <button type="submit" className="button">
        Save the contact
      </button>
    </ConsoleForm>
  );
}

export function LocationPage() {
  const { location } = useSignedIn();
  const { data, error, update } = useStaffQuery<LocationSettings>(
    `${settingsPath(location.shopKeyId)}/settings`,
    locationSettingsSchema,
  );
  const onSaved = (settings: LocationSettings) => update(() => settings);
  return (
    <Page
      title="Location | Text To Apply shop console"
      heading={`${location.name}: lenders and contact`}
      wide
    >
      {data && data.shopKeyId === location.shopKeyId ? (
        <>
          <LenderList key={data.shopKeyId} settings={data} onSaved={onSaved} />
          <Contact key={data.shopKeyId} settings={data} onSaved={onSaved} />
        </>
      ) : error ? (
        <FormAlert message={error} />
      ) : (
        <p role="status">Loading the location…</p>
      )}
    </Page>
  );
}
