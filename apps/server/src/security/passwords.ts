import argon2 from 'argon2';

/**
 * Staff passwords, hashed with argon2id (OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 passes, 1
 * lane is the minimum; we take the library's default of 64 MiB, 3 passes, 4 lanes). The PHC string carries its
 * own parameters and salt, so stronger settings later still verify old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash matches nothing (and is not an error the person signing in can act on).
    return false;
  }
}

/**
 * A hash to verify against when the e-mail matches no user, so an unknown e-mail costs the same time as a
 * wrong password and the answer's timing does not say which e-mails have accounts.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('no such user: this hash only spends the time a real check would');
  return dummyHash;
}
