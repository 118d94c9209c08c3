// Password reset, first half: the server answers 202 whether or not the e-mail has an account, and so do we.
import { useState } from 'react';
import { Link } from 'react-router';
import { callStaffApi, fieldError, messageOf } from '../console-api-client';
import { CONSOLE_PATHS } from '../console-paths';
import { ConsoleField } from '../shell/console-field';
import { AuthForm, AuthFrame } from './auth-frame';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!email.trim()) {
      setErrors({ email: 'Enter the e-mail address you sign in with.' });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await callStaffApi('/password-reset', { method: 'POST', body: { email }, public: true });
      setSent(true);
    } catch (e) {
      const forEmail = fieldError(e, 'email');
      setErrors(forEmail ? { email: forEmail } : { form: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title="Forgot your password?" heading="Forgot your password?">
      {sent ? (
        <p role="status" className="notice">
          If that e-mail has an account, we sent a link to set a new password. The link works for one hour.
          Check your inbox, and your spam folder if it is not there in a few minutes.
        </p>
      ) : (
        <AuthForm onSubmit={submit} error={errors.form} busy={busy} submitLabel="Send the link">
          <p>Type the e-mail you sign in with. We will send you a link to set a new password.</p>
          <ConsoleField
            name="email"
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={setEmail}
            error={errors.email}
          />
        </AuthForm>
      )}
      <p className="console-auth-links">
        <Link to={CONSOLE_PATHS.signIn}>Back to sign in</Link>
      </p>
    </AuthFrame>
  );
}
