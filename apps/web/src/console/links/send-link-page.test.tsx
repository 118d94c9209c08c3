import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answer,
  callsTo,
  expectNoAxeViolations,
  linkSend,
  linksPath,
  renderConsole,
  SHOP,
  staffMe,
} from '../test/console-test-kit';

const sendRoute = `POST /locations/${SHOP.shopKeyId}/links`;

async function openSendLink() {
  answer('GET /me', { body: staffMe('associate') });
  answer(linksPath, { body: { links: [] } });
  const view = renderConsole('/send-link');
  await screen.findByRole('heading', { name: 'Text the apply link' });
  await screen.findByText('No links sent today yet.');
  return view;
}

async function fillAndSend(phone: string, amount = '', language?: 'Español') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Customer’s mobile number'), phone);
  if (amount) await user.type(screen.getByLabelText(/Purchase amount in dollars/), amount);
  if (language) await user.click(screen.getByRole('radio', { name: language }));
  await user.click(screen.getByRole('button', { name: 'Text the link' }));
  return user;
}

describe('send a link', () => {
  it('texts the link in the language chosen for the customer (decision 232)', async () => {
    answer(sendRoute, { status: 201, body: linkSend() });
    await openSendLink();
    expect(screen.getByRole('group', { name: 'Customer’s language' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    await fillAndSend('(425) 555-7788', '', 'Español');
    await screen.findByRole('heading', { name: 'Link texted to the phone ending 7788' });
    expect(callsTo(sendRoute)[0]!.body).toEqual({ phone: '4255557788', locale: 'es' });
    // The next customer starts in English again.
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
  });

  it('texts the link and shows it with its QR code and expiry; re-send and cancel work; axe clean', async () => {
    const sent = linkSend({ note: 'Front tires, ask for Sam' });
    answer(sendRoute, { status: 201, body: sent });
    answer(`POST /locations/${SHOP.shopKeyId}/links/ls-1/resend`, {
      body: { ...sent, sendCount: 2, lastSentAt: new Date().toISOString() },
    });
    answer(`POST /locations/${SHOP.shopKeyId}/links/ls-1/cancel`, {
      body: { ...sent, sendCount: 2, status: 'cancelled' },
    });
    const { container } = await openSendLink();

    const user = await fillAndSend('(425) 555-7788', '1,250');
    await screen.findByRole('heading', { name: 'Link texted to the phone ending 7788' });
    const [call] = callsTo(sendRoute);
    expect(call!.body).toEqual({ phone: '4255557788', purchaseAmount: 1250, locale: 'en' });
    expect(call!.headers['x-csrf-token']).toBe('csrf-token-1');
    expect(call!.credentials).toBe('same-origin');

    expect(screen.getByRole('link', { name: sent.link }).getAttribute('href')).toBe(sent.link);
    const qr = await screen.findByRole('img', {
      name: 'QR code of the apply link for the phone ending 7788',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg');
    expect(screen.getByText(/^Works until .* \(24 hours after sending\)\.$/)).toBeTruthy();
    // Sent: the form is ready for the next customer, and today's list shows the send.
    expect((screen.getByLabelText('Customer’s mobile number') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('cell', { name: 'ending 7788' })).toBeTruthy();
    // Live until tomorrow, with its date: a time alone read as already past.
    const expiry = new Date(sent.expiresAt).toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(screen.getByRole('cell', { name: `Live until ${expiry}` })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Front tires, ask for Sam' })).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Re-send' }));
    await screen.findByText(/^Texted 2 times/);
    expect(callsTo(`POST /locations/${SHOP.shopKeyId}/links/ls-1/resend`)[0]!.headers['x-csrf-token']).toBe(
      'csrf-token-1',
    );

    await user.click(screen.getByRole('button', { name: 'Cancel link' }));
    await screen.findByRole('heading', { name: 'Link cancelled' });
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Re-send' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Cancelled' })).toBeTruthy();
  });

  it('a number that opted out: the server’s message next to the phone field, what was typed kept', async () => {
    const message =
      'This number replied STOP to our texts. Ask the customer to text START to 55501, or open the shop’s link on their phone.';
    answer(sendRoute, { status: 409, body: { error: { code: 'CONFLICT', message } } });
    await openSendLink();
    await fillAndSend('425-555-0199', '800');

    const phone = screen.getByLabelText('Customer’s mobile number') as HTMLInputElement;
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)!.textContent).toBe(message);
    expect(phone.value).toBe('425-555-0199');
    expect((screen.getByLabelText(/Purchase amount in dollars/) as HTMLInputElement).value).toBe('800');
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('a send past a texting cap: the server’s 429 message in the form’s alert, what was typed kept', async () => {
    const message =
      'You have texted 20 links in the last hour, the most one person may send. Try again in 12 minutes.';
    answer(sendRoute, { status: 429, body: { error: { code: 'TOO_MANY_REQUESTS', message } } });
    await openSendLink();
    await fillAndSend('425-555-0199', '800');

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect((screen.getByLabelText('Customer’s mobile number') as HTMLInputElement).value).toBe(
      '425-555-0199',
    );
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('a short number is caught before sending, next to the field', async () => {
    await openSendLink();
    await fillAndSend('555-12');
    expect(await screen.findByText(/Enter the customer’s 10-digit mobile number/)).toBeTruthy();
    expect(callsTo(sendRoute)).toHaveLength(0);
  });
});
