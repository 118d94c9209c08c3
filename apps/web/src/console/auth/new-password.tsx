import { staffPasswordSchema } from '@ttapply/domain/console';
import { ConsoleField } from '../shell/console-field';

/** The domain's password rule (NIST SP 800-63B: at least 12 characters, at most 128) in words. */
export function newPasswordError(password: string, confirm: string): { password?: string; confirm?: string } {
  if (password.length < 12)
    return { password: 'Use at least 12 characters. A few words in a row are easy to remember.' };
  if (!staffPasswordSchema.safeParse(password).success) return { password: 'Use at most 128 characters.' };
  if (password !== confirm)
    return { confirm: 'The two passwords are not the same. Type the new password again.' };
  return {};
}

/** The new password and its repeat, as accepting an invitation and resetting a password both ask them. */
export function NewPasswordFields(props: {
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: { password?: string | undefined; confirm?: string | undefined };
}) {
  return (
    <>
      <ConsoleField
        name="password"
        label={props.labels.password}
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters."
        required
        value={props.password}
        onChange={props.onPassword}
        error={props.errors.password}
      />
      <ConsoleField
        name="confirm"
        label={props.labels.confirm}
        type="password"
        autoComplete="new-password"
        required
        value={props.confirm}
        onChange={props.onConfirm}
        error={props.errors.confirm}
      />
    </>
  );
}
