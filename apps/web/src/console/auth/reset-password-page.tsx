// Password reset, second half: the one-time link's ?token= and a new password. Every session of the user ends.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callStaffApi, ConsoleApiError, fieldError, messageOf } from '../console-api-client';
import { CONSOLE_PATHS } from '../console-paths';
import { FormAlert } from '../shell/console-field';
import { AuthForm, AuthFrame } from './auth-frame';
import { NewPasswordFields, newPasswordError } from './new-password';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [done, setDone] = useState(false);
  const [linkDead, setLinkDead] = useState(token.length === 0);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const local = newPasswordError(password, confirm);
    setErrors(local);
    if (local.password || local.confirm) return;
    setBusy(true);
    try {
      await callStaffApi('/password-reset/complete', {
        method: 'POST',
        body: { token, password },
        public: true,
      });
      setDone(true);
    } catch (e) {
      const forPassword = fieldError(e, 'password');
      if (forPassword) setErrors({ password: forPassword });
      else if (e instanceof ConsoleApiError && (e.status === 410 || fieldError(e, 'token'))) {
        setLinkDead(true);
        setErrors({ form: e.message });
      } else setErrors({ form: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title="Set a new password" heading="Set a new password">
      {done ? (
        <p role="status" className="notice">
          Your password is changed and every session of your account has ended. Sign in with the new password.
        </p>
      ) : linkDead ? (
        <>
          <FormAlert
            message={
              errors.form ??
              'This link is not complete. Open the link from the e-mail again, or ask for a new one.'
            }
          />
          <Link to={CONSOLE_PATHS.forgotPassword}>Ask for a new link</Link>
        </>
      ) : (
        <AuthForm onSubmit={submit} error={errors.form} busy={busy} submitLabel="Set the new password">
          <NewPasswordFields
            labels={{ password: 'New password', confirm: 'New password again' }}
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            errors={errors}
          />
        </AuthForm>
      )}
      <p className="console-auth-links">
        <Link to={CONSOLE_PATHS.signIn}>Go to sign in</Link>
      </p>
    </AuthFrame>
  );
}
