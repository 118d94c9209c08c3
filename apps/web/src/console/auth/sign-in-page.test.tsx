import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answer,
  boardPath,
  callsTo,
  probe,
  expectNoAxeViolations,
  journeyDetail,
  renderConsole,
  SHOP,
  staffMe,
} from '../test/console-test-kit';

async function typeAndSignIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign in', () => {
  it('signs in with e-mail and password and opens the board, axe clean', async () => {
    answer('POST /sign-in', { body: staffMe('associate') });
    answer(boardPath, { body: { journeys: [] } });
    const { container } = renderConsole('/sign-in');
    await screen.findByRole('heading', { name: 'Sign in to the shop console' });
    await expectNoAxeViolations(container);

    await typeAndSignIn('sam@redmondtire.example', 'correct horse battery');

    expect(await screen.findByRole('heading', { name: `Today at ${SHOP.name}` })).toBeTruthy();
    const [call] = callsTo('POST /sign-in');
    expect(call!.body).toEqual({ email: 'sam@redmondtire.example', password: 'correct horse battery' });
    expect(call!.credentials).toBe('same-origin');
    // Sign-in has no session yet, so no CSRF token; GET /me was not needed either (sign-in answered StaffMe).
    expect(callsTo('GET /me')).toHaveLength(0);
  });

  it('a wrong password: the server’s message next to the password field, the e-mail kept', async () => {
    answer('POST /sign-in', {
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'That e-mail and password do not match.' } },
    });
    renderConsole('/sign-in');
    await typeAndSignIn('sam@redmondtire.example', 'wrong password!');

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const errorId = password.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)!.textContent).toBe('That e-mail and password do not match.');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('sam@redmondtire.example');
    expect((password as HTMLInputElement).value).toBe('wrong password!');
    expect(probe.path).toBe('/sign-in');
  });

  it('a locked account: the server’s lockout message shown as given, nothing typed lost', async () => {
    const message =
      'Too many wrong passwords. This account is locked until 3:40 PM; try again then or reset your password.';
    answer('POST /sign-in', { status: 429, body: { error: { code: 'RATE_LIMITED', message } } });
    renderConsole('/sign-in');
    await typeAndSignIn('sam@redmondtire.example', 'another guess');

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('sam@redmondtire.example');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('another guess');
  });

  it('empty fields are named next to each field, and nothing is sent', async () => {
    renderConsole('/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the e-mail address you sign in with.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(callsTo('POST /sign-in')).toHaveLength(0);
  });

  it('a 401 on a signed-in page goes to sign-in and back to that page afterwards', async () => {
    const journeyRoute = `GET /locations/${SHOP.shopKeyId}/journeys/c-1`;
    let signedIn = false;
    answer('GET /me', () =>
      signedIn
        ? { body: staffMe('associate') }
        : { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue.' } } },
    );
    answer('POST /sign-in', () => {
      signedIn = true;
      return { body: staffMe('associate') };
    });
    answer(journeyRoute, { body: journeyDetail() });
    renderConsole(`/journeys/${SHOP.shopKeyId}/c-1`);

    await screen.findByRole('heading', { name: 'Sign in to the shop console' });
    expect(probe.path).toBe(`/sign-in?next=${encodeURIComponent(`/journeys/${SHOP.shopKeyId}/c-1`)}`);

    await typeAndSignIn('sam@redmondtire.example', 'correct horse battery');
    expect(await screen.findByRole('heading', { name: 'Dana Whitfield' })).toBeTruthy();
    expect(probe.path).toBe(`/journeys/${SHOP.shopKeyId}/c-1`);
  });

  it('"Forgot your password?" leads to the reset request, which never says whether the account exists', async () => {
    answer('POST /password-reset', { status: 202 });
    const { container } = renderConsole('/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await user.type(screen.getByLabelText('E-mail'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^If that e-mail has an account, we sent a link/,
    );
    expect(callsTo('POST /password-reset')[0]!.body).toEqual({ email: 'someone@example.com' });
    await expectNoAxeViolations(container);
  });
});
