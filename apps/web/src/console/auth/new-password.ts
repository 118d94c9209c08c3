import { staffPasswordSchema } from '@ttapply/domain/console';

/** The domain's password rule (NIST SP 800-63B: at least 12 characters, at most 128) in words. */
export function newPasswordError(password: string, confirm: string): { password?: string; confirm?: string } {
  if (password.length < 12)
    return { password: 'Use at least 12 characters. A few words in a row are easy to remember.' };
  if (!staffPasswordSchema.safeParse(password).success) return { password: 'Use at most 128 characters.' };
  if (password !== confirm)
    return { confirm: 'The two passwords are not the same. Type the new password again.' };
  return {};
}
