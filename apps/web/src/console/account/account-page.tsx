// Account: the user's passkeys (add with the browser's WebAuthn prompt, remove), sign out here or everywhere.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../components/ui/page';
import { passkeyErrorMessage, splitOptions } from '../auth/passkey';
import { callStaffApi, messageOf } from '../console-api-client';
import { CONSOLE_PATHS } from '../console-paths';
import { localDateTime } from '../console-time';
import { ConsoleField, FormAlert } from '../shell/console-field';
import { useSignedInUser } from '../shell/console-session';
import { useStaffQuery } from '../shell/use-staff-query';
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const passkeysShape = {
  parse(value: unknown): PasskeyView[] {
    const list = Array.isArray(value) ? value : (value as { passkeys?: unknown }).passkeys;
    if (!Array.isArray(list)) throw new Error('not a passkey list');
    return list.map((p: Partial<PasskeyView>) => ({
      id: String(p.id),
      name: p.name || 'Passkey',
      createdAt: String(p.createdAt),
      lastUsedAt: p.lastUsedAt ?? null,
    }));
  },
};
const anything = { parse: (v: unknown) => v };

export function AccountPage() {
  const { me, setMe } = useSignedInUser();
  const navigate = useNavigate();
  const passkeyQuery = useStaffQuery('/passkeys', passkeysShape);
  const passkeys = passkeyQuery.data;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      setDone(await work());
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const addPasskey = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { challengeId, options } = splitOptions(
        await callStaffApi('/passkeys/registration-options', { method: 'POST', body: {}, schema: anything }),
      );
      const { startRegistration } = await import('@simplewebauthn/browser');
      let response: unknown;
      try {
        response = await startRegistration({ optionsJSON: options as never });
      } catch (e) {
        setError(passkeyErrorMessage(e, 'add'));
        return null;
      }
      await callStaffApi('/passkeys/registration', {
        method: 'POST',
        body: { challengeId, response, ...(name.trim() ? { name: name.trim() } : {}) },
        schema: anything,
      });
      setName('');
      passkeyQuery.reload();
      return 'Passkey added. Next time, choose "Sign in with a passkey".';
    });
  };

  const remove = (passkey: PasskeyView) =>
    void run(async () => {
      await callStaffApi(`/passkeys/${encodeURIComponent(passkey.id)}`, { method: 'DELETE' });
      passkeyQuery.update((list) => (list ?? []).filter((p) => p.id !== passkey.id));
      return `Passkey “${passkey.name}” removed.`;
    });

  const signOut = (everywhere: boolean) =>
    void run(async () => {
      await callStaffApi(everywhere ? '/sign-out-everywhere' : '/sign-out', { method: 'POST' });
      setMe(null);
      void navigate(CONSOLE_PATHS.signIn, { replace: true });
      return null;
    });

  return (
    <Page title="Account | Text To Apply shop console" heading="Your account" wide>
      <dl className="console-facts">
        <div>
          <dt>Name</dt>
          <dd>{me.user.name}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{me.user.email}</dd>
        </div>
        <div>
          <dt>Signed in with</dt>
          <dd>{me.session.method === 'passkey' ? 'a passkey' : 'password'}</dd>
        </div>
      </dl>{' '}
      <FormAlert message={error ?? passkeyQuery.error} />
      {done ? <p role="status">{done}</p> : null}
      <h2 className="section-heading">Passkeys</h2>
      <p>
        A passkey signs you in with this device’s screen lock instead of a password, and cannot be phished.
      </p>
      {passkeys === null ? (
        <p role="status">Loading your passkeys…</p>
      ) : passkeys.length === 0 ? (
        <p>You have no passkey yet.</p>
      ) : (
        <ul className="console-plain-list">
          {passkeys.map((p) => (
            <li key={p.id} className="console-passkey">
              <strong>{p.name}</strong>, added {localDateTime(p.createdAt)}
              {p.lastUsedAt ? `, last used ${localDateTime(p.lastUsedAt)}` : ', not used yet'}{' '}
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                onClick={() => remove(p)}
              >
                Remove <span className="visually-hidden">passkey {p.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="stack console-form" noValidate onSubmit={addPasskey}>
        <ConsoleField
          name="passkey-name"
          label="Name for the new passkey"
          hint="So you know it later, for example: counter laptop."
          maxLength={60}
          value={name}
          onChange={setName}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          Add a passkey
        </button>
      </form>
      <h2 className="section-heading">Sign out</h2>
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => signOut(false)}
        >
          Sign out
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => signOut(true)}
        >
          Sign out everywhere
        </button>
      </div>
      <p className="fine-print">
        “Sign out everywhere” ends your sessions on every computer and tablet at once.
      </p>
    </Page>
  );
}
