import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, boardPath, callsTo, renderConsole, SHOP, staffMe } from '../test/console-test-kit';

// The browser's WebAuthn prompt is the library's; the test decides what the person did with it. A plain
// function rather than a vi.fn: with vitest 4 a vi.fn whose call rejected failed the test with that rejection
// even though the screen caught it.
const prompted: unknown[] = [];
let personDoes: () => Promise<unknown> = async () => undefined;
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: (args: unknown) => {
    prompted.push(args);
    return personDoes();
  },
  startRegistration: (args: unknown) => {
    prompted.push(args);
    return personDoes();
  },
}));

const options = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  allowCredentials: [],
  userVerification: 'preferred',
};
const assertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};

describe('sign in with a passkey', () => {
  beforeEach(() => {
    prompted.length = 0;
  });

  it('asks the server for options, lets the browser sign, and sends the answer with the challenge id', async () => {
    answer('POST /passkeys/authentication-options', { body: { challengeId: 'ch-1', ...options } });
    answer('POST /passkeys/authentication', {
      body: staffMe('associate', { session: { method: 'passkey', expiresAt: '2030-01-01T00:00:00.000Z' } }),
    });
    answer(boardPath, { body: { journeys: [] } });
    personDoes = async () => assertion;
    renderConsole('/sign-in');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    await screen.findByRole('heading', { name: `Today at ${SHOP.name}` });
    expect(prompted).toEqual([{ optionsJSON: options }]);
    expect(callsTo('POST /passkeys/authentication')[0]!.body).toEqual({
      challengeId: 'ch-1',
      response: assertion,
    });
  });

  it('the person closes the prompt: a message that says what to do, and nothing is sent', async () => {
    answer('POST /passkeys/authentication-options', { body: { challengeId: 'ch-2', ...options } });
    personDoes = async () => {
      throw Object.assign(new Error('cancelled'), { name: 'NotAllowedError' });
    };
    renderConsole('/sign-in');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The passkey was not used. Try again, or sign in with your e-mail and password.',
    );
    expect(callsTo('POST /passkeys/authentication')).toHaveLength(0);
  });

  it('a passkey the server does not know: its message shown as given', async () => {
    answer('POST /passkeys/authentication-options', { body: { challengeId: 'ch-3', options } });
    answer('POST /passkeys/authentication', {
      status: 401,
      body: {
        error: {
          code: 'UNAUTHORIZED',
          message: 'That passkey is not registered here. Sign in with your password.',
        },
      },
    });
    personDoes = async () => assertion;
    renderConsole('/sign-in');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That passkey is not registered here. Sign in with your password.',
    );
    // The nested { challengeId, options } form is read too.
    expect(prompted).toEqual([{ optionsJSON: options }]);
  });
});

describe('add a passkey (Account)', () => {
  beforeEach(() => {
    prompted.length = 0;
  });

  it('registers the browser’s new passkey with its name and lists it', async () => {
    const registration = {
      id: 'cred-9',
      rawId: 'cred-9',
      type: 'public-key',
      response: {},
      clientExtensionResults: {},
    };
    const created = {
      id: 'pk-9',
      name: 'Counter laptop',
      createdAt: '2026-11-25T17:00:00.000Z',
      lastUsedAt: null,
    };
    let listed: unknown[] = [];
    answer('GET /me', { body: staffMe('associate') });
    answer('GET /passkeys', () => ({ body: { passkeys: listed } }));
    answer('POST /passkeys/registration-options', { body: { challengeId: 'reg-1', ...options } });
    answer('POST /passkeys/registration', () => {
      listed = [created];
      return { status: 201, body: created };
    });
    personDoes = async () => registration;
    renderConsole('/account');
    await screen.findByText('You have no passkey yet.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name for the new passkey/), 'Counter laptop');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    await screen.findByText('Passkey added. Next time, choose "Sign in with a passkey".');
    expect(await screen.findByText('Counter laptop')).toBeTruthy();
    expect(prompted).toEqual([{ optionsJSON: options }]);
    const [call] = callsTo('POST /passkeys/registration');
    expect(call!.body).toEqual({ challengeId: 'reg-1', response: registration, name: 'Counter laptop' });
    expect(call!.headers['x-csrf-token']).toBe('csrf-token-1');
  });
});
