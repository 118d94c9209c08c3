// Accept an invitation (?token=): shows who invited the person to what (organisation, locations, roles), asks
// their name and a password, and signs them in.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { STAFF_ROLE_NAMES, staffMeSchema, isStaffRole } from '@ttapply/domain/console';
import { callStaffApi, fieldError, messageOf } from '../console-api-client';
import { CONSOLE_PATHS } from '../console-paths';
import { useConsoleSession } from '../shell/console-session';
import { ConsoleField, FormAlert } from '../shell/console-field';
import { AuthForm, AuthFrame } from './auth-frame';
import { NewPasswordFields, newPasswordError } from './new-password';

interface Invitation {
  email: string;
  name: string;
  organisation: string;
  locations: { name: string; role: string }[];
}

const invitationShape = {
  parse(value: unknown): Invitation {
    const v = value as Partial<Invitation> & { organisation?: unknown };
    if (typeof v.email !== 'string' || !Array.isArray(v.locations)) throw new Error('not an invitation');
    const organisation =
      typeof v.organisation === 'string'
        ? v.organisation
        : ((v.organisation as { name?: string } | undefined)?.name ?? '');
    return { email: v.email, name: v.name ?? '', organisation, locations: v.locations };
  },
};

export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [loadError, setLoadError] = useState<string | null>(
    token ? null : 'This invitation link is not complete. Open the link from the e-mail again.',
  );
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string; confirm?: string; form?: string }>(
    {},
  );
  const [busy, setBusy] = useState(false);
  const { setMe } = useConsoleSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    let active = true;
    callStaffApi(`/invitations/${encodeURIComponent(token)}`, { public: true, schema: invitationShape })
      .then((found) => {
        if (!active) return;
        setInvitation(found);
        setName((typed) => typed || found.name);
      })
      .catch((e: unknown) => active && setLoadError(messageOf(e)));
    return () => {
      active = false;
    };
  }, [token]);

  const submit = async () => {
    const local = {
      name: name.trim() ? undefined : 'Enter your name as your team knows it.',
      ...newPasswordError(password, confirm),
    };
    setErrors(local);
    if (local.name || local.password || local.confirm) return;
    setBusy(true);
    try {
      const me = await callStaffApi('/invitations/accept', {
        method: 'POST',
        body: { token, name: name.trim(), password },
        public: true,
        schema: staffMeSchema,
      });
      setMe(me);
      void navigate(CONSOLE_PATHS.board, { replace: true });
    } catch (e) {
      const byField = { name: fieldError(e, 'name'), password: fieldError(e, 'password') };
      setErrors(byField.name || byField.password ? byField : { form: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title="Accept the invitation" heading="Join your team on Text To Apply">
      {loadError ? (
        <>
          <FormAlert message={loadError} />
          <p>Ask the person who invited you to send a new invitation.</p>
          <Link to={CONSOLE_PATHS.signIn}>Go to sign in</Link>
        </>
      ) : !invitation ? (
        <p role="status">Loading the invitation…</p>
      ) : (
        <AuthForm onSubmit={submit} error={errors.form} busy={busy} submitLabel="Join and sign in">
          <div className="panel">
            <p>
              <strong>{invitation.organisation}</strong> invited <strong>{invitation.email}</strong> to:
            </p>
            <ul>
              {invitation.locations.map((l) => (
                <li key={`${l.name}-${l.role}`}>
                  {l.name}: {isStaffRole(l.role) ? STAFF_ROLE_NAMES[l.role] : l.role}
                </li>
              ))}
            </ul>
          </div>
          <ConsoleField
            name="name"
            label="Your name"
            autoComplete="name"
            required
            value={name}
            onChange={setName}
            error={errors.name}
          />
          <NewPasswordFields
            labels={{ password: 'Choose a password', confirm: 'The password again' }}
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            errors={errors}
          />
        </AuthForm>
      )}
    </AuthFrame>
  );
}
