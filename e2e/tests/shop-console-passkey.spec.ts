// Passkeys with the real server and Chromium's own WebAuthn (a virtual platform authenticator through the
// DevTools protocol, as a laptop's screen lock would answer): the owner adds a passkey on Account, signs out,
// and signs in again with the passkey alone; then signs out everywhere, and the old session is refused.
import { allowApiErrors, expect, test } from './support/api-answers';

const OWNER = { email: 'owner@demo.texttoapply.example', password: 'demo-password-2026' };

test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test('an owner adds a passkey, then signs in with it and no password', async ({ page, context }) => {
  // Nobody is signed in when the console first asks, and after each sign-out (provoked on purpose).
  allowApiErrors(page, [{ method: 'GET', path: '/api/v1/staff/me', status: 401 }]);
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto('/console');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await page.getByLabel('Name for the new passkey').fill('counter laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added. Next time, choose "Sign in with a passkey".')).toBeVisible();
  await expect(page.getByText('counter laptop', { exact: false }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).last().click();
  await expect(page.getByRole('heading', { name: 'Sign in to the shop console' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === '__Host-tta-staff');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });

  // Sign out everywhere: the session the browser held is refused from then on.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the shop console' })).toBeVisible();
  const me = await page.request.get('/api/v1/staff/me', {
    headers: { cookie: `__Host-tta-staff=${session!.value}` },
  });
  expect(me.status()).toBe(401);
});
