// Passkeys through @simplewebauthn/browser, loaded only when a passkey is used so the sign-in page stays small.
// The server answers the WebAuthn options with a challengeId beside them (docs/console-api.md); both the flat
// form `{ challengeId, ...options }` and `{ challengeId, options }` are read.

export interface PasskeyOptions {
  challengeId: string;
  options: Record<string, unknown>;
}

export function splitOptions(answer: unknown): PasskeyOptions {
  const { challengeId, options, ...rest } = answer as {
    challengeId: string;
    options?: Record<string, unknown>;
  } & Record<string, unknown>;
  return { challengeId, options: options ?? rest };
}

/** The browser's own refusal (the person closed the prompt, or no passkey here) in words that say what to do. */
export function passkeyErrorMessage(error: unknown, action: 'sign-in' | 'add'): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return action === 'sign-in'
      ? 'The passkey was not used. Try again, or sign in with your e-mail and password.'
      : 'No passkey was added. Try again when you are ready to confirm on this device.';
  }
  if (name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  return action === 'sign-in'
    ? 'This browser could not use a passkey. Sign in with your e-mail and password.'
    : 'This browser could not make a passkey. Try another browser or device.';
}
