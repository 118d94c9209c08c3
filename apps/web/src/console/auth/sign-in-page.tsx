// Sign in (docs/console-api.md "Public"): e-mail and password, or a passkey. The server's messages (wrong
// password, lockout, rate limit) are shown as given; what was typed stays.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { staffMeSchema, type StaffMe } from '@ttapply/domain/console';
import { callStaffApi, ConsoleApiError, fieldError, messageOf } from '../console-api-client';
import { CONSOLE_PATHS, safeNext } from '../console-paths';
import { useConsoleSession } from '../shell/console-session';
import { ConsoleField } from '../shell/console-field';
import { AuthForm, AuthFrame } from './auth-frame';
import { passkeyErrorMessage, splitOptions } from './passkey';

export function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const { setMe } = useConsoleSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));

  const signedIn = (me: StaffMe) => {
    setMe(me);
    void navigate(next, { replace: true });
  };

  const submit = async () => {
    const local = {
      email: email.trim() ? undefined : 'Enter the e-mail address you sign in with.',
      password: password ? undefined : 'Enter your password.',
    };
    if (local.email || local.password) {
      setErrors(local);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      signedIn(
        await callStaffApi('/sign-in', {
          method: 'POST',
          body: { email, password },
          public: true,
          schema: staffMeSchema,
        }),
      );
    } catch (e) {
      if (e instanceof ConsoleApiError && e.status === 401) setErrors({ password: e.message });
      else if (e instanceof ConsoleApiError && Object.keys(e.fields).length > 0) {
        setErrors({ email: fieldError(e, 'email'), password: fieldError(e, 'password') });
      } else setErrors({ form: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };

  const signInWithPasskey = async () => {
    setBusy(true);
    setErrors({});
    try {
      const { challengeId, options } = splitOptions(
        await callStaffApi('/passkeys/authentication-options', {
          method: 'POST',
          body: {},
          public: true,
          schema: { parse: (v: unknown) => v },
        }),
      );
      const { startAuthentication } = await import('@simplewebauthn/browser');
      let response: unknown;
      try {
        response = await startAuthentication({ optionsJSON: options as never });
      } catch (e) {
        setErrors({ form: passkeyErrorMessage(e, 'sign-in') });
        return;
      }
      signedIn(
        await callStaffApi('/passkeys/authentication', {
          method: 'POST',
          body: { challengeId, response },
          public: true,
          schema: staffMeSchema,
        }),
      );
    } catch (e) {
      setErrors({ form: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title="Sign in" heading="Sign in to the shop console">
      <AuthForm onSubmit={submit} error={errors.form} busy={busy} submitLabel="Sign in">
        <ConsoleField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="username webauthn"
          required
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <ConsoleField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
      </AuthForm>
      <p className="console-or">or</p>
      <button
        type="button"
        className="button button-secondary button-block"
        disabled={busy}
        onClick={() => void signInWithPasskey()}
      >
        Sign in with a passkey
      </button>
      <p className="console-auth-links">
        <Link to={CONSOLE_PATHS.forgotPassword}>Forgot your password?</Link>
      </p>
    </AuthFrame>
  );
}
