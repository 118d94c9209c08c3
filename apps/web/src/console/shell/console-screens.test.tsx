// The screens not covered by their own files: team, audit log, account, password reset, invitation; each
// checked for what it must do and run through axe.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, StaffUserView } from '@ttapply/domain/console';
import {
  answer,
  callsTo,
  expectNoAxeViolations,
  renderConsole,
  SHOP,
  staffMe,
} from '../test/console-test-kit';

const associate: StaffUserView = {
  id: 'u-3',
  email: 'alex@redmondtire.example',
  name: 'Alex Chen',
  status: 'active',
  roles: [{ shopKeyId: SHOP.shopKeyId, role: 'associate' }],
};

function auditEntry(i: number): AuditEntry {
  return {
    id: `a-${i}`,
    at: new Date(Date.UTC(2026, 10, 25, 17, 0) - i * 60_000).toISOString(),
    actor: 'Sam Rivera',
    actorEmail: 'sam@example.com',
    action: 'link-sent',
    shopKeyId: SHOP.shopKeyId,
    target: `link-send:0000000${i}`,
    targetName: 'link to Dana Whitfield, phone ending 7788',
    ip: '203.0.113.7',
    userAgent: 'Chrome',
  };
}

describe('team', () => {
  it('a manager sees the team, invites with only the roles a manager may grant, and changes a role', async () => {
    answer('GET /me', { body: staffMe('manager') });
    answer('GET /users', { body: { users: [associate] } });
    answer('POST /invitations', ({ body }) => ({
      status: 201,
      body: { id: 'u-9', status: 'invited', ...(body as object) },
    }));
    answer('PUT /users/u-3/roles', {
      body: { ...associate, roles: [{ shopKeyId: SHOP.shopKeyId, role: 'manager' }] },
    });
    const { container } = renderConsole('/team');
    await screen.findByRole('cell', { name: 'Active' });
    await expectNoAxeViolations(container);

    const invite = screen.getByRole('form', { name: 'Invite someone' });
    const roleSelect = within(invite).getByLabelText(SHOP.name);
    expect(
      within(roleSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No role here', 'Manager', 'Associate', 'Trainer']);
    const user = userEvent.setup();
    await user.click(within(invite).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(invite).findByText('Choose a role at one location at least.')).toBeTruthy();
    await user.type(within(invite).getByLabelText('E-mail'), 'jo@redmondtire.example');
    await user.type(within(invite).getByLabelText('Name'), 'Jo Park');
    await user.selectOptions(roleSelect, 'associate');
    await user.click(within(invite).getByRole('button', { name: 'Send the invitation' }));
    await screen.findByText('Invitation e-mailed to jo@redmondtire.example. The link works for 7 days.');
    expect(callsTo('POST /invitations')[0]!.body).toEqual({
      email: 'jo@redmondtire.example',
      name: 'Jo Park',
      roles: [{ shopKeyId: SHOP.shopKeyId, role: 'associate' }],
    });
    expect(screen.getByRole('cell', { name: 'Invited, not joined yet' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Change roles of Alex Chen' }));
    const editor = screen.getByRole('group', { name: 'Roles of Alex Chen' });
    await user.selectOptions(within(editor).getByLabelText(SHOP.name), 'manager');
    await user.click(screen.getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(callsTo('PUT /users/u-3/roles')).toHaveLength(1));
    expect(callsTo('PUT /users/u-3/roles')[0]!.body).toEqual({
      roles: [{ shopKeyId: SHOP.shopKeyId, role: 'manager' }],
    });
    expect(callsTo('PUT /users/u-3/roles')[0]!.headers['x-csrf-token']).toBe('csrf-token-1');
  });
});

describe('audit log', () => {
  it('an owner reads the log a page at a time', async () => {
    answer('GET /me', { body: staffMe('owner') });
    const firstPage = Array.from({ length: 50 }, (_, i) => auditEntry(i));
    answer('GET /audit?limit=50', { body: { entries: firstPage } });
    // The next page starts before the oldest entry shown, named by its id (the server's `before`).
    answer(`GET /audit?limit=50&before=${firstPage[49]!.id}`, {
      body: { entries: [auditEntry(50)] },
    });
    const { container } = renderConsole('/audit');
    await screen.findAllByRole('cell', { name: 'Link sent' });
    expect(screen.getAllByRole('cell', { name: '203.0.113.7' })).toHaveLength(50);
    // People and targets by name, with the e-mail and the id behind them.
    const [row] = container.querySelectorAll('tbody tr');
    const cells = [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent);
    expect(cells[1]).toBe('Sam Rivera sam@example.com');
    expect(cells[4]).toBe('link to Dana Whitfield, phone ending 7788 link-send:00000000');
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    await waitFor(() => expect(screen.getAllByRole('cell', { name: 'Link sent' })).toHaveLength(1));
    expect((screen.getByRole('button', { name: 'Older entries' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Newer entries' }));
    await waitFor(() => expect(screen.getAllByRole('cell', { name: 'Link sent' })).toHaveLength(50));
  });
});

describe('account', () => {
  it('lists passkeys, removes one, and signs out everywhere', async () => {
    answer('GET /me', { body: staffMe('associate', { passkeys: 1 }) });
    answer('GET /passkeys', {
      body: {
        passkeys: [
          { id: 'pk-1', name: 'Counter laptop', createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: null },
        ],
      },
    });
    answer('DELETE /passkeys/pk-1', { status: 204 });
    answer('POST /sign-out-everywhere', { status: 204 });
    const { container } = renderConsole('/account');
    await screen.findByText('Counter laptop');
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeTruthy();
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove passkey Counter laptop' }));
    await screen.findByText('Passkey “Counter laptop” removed.');
    expect(screen.getByText('You have no passkey yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await screen.findByRole('heading', { name: 'Sign in to the shop console' });
    expect(callsTo('POST /sign-out-everywhere')).toHaveLength(1);
  });
});

describe('signed-out screens', () => {
  it('reset password: at least 12 characters, then done', async () => {
    answer('POST /password-reset/complete', { status: 204 });
    const { container } = renderConsole('/reset-password?token=reset-token-123456');
    await screen.findByRole('heading', { name: 'Set a new password' });
    await expectNoAxeViolations(container);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('New password again'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText(/Use at least 12 characters/)).toBeTruthy();
    expect(callsTo('POST /password-reset/complete')).toHaveLength(0);
    await user.type(screen.getByLabelText('New password'), ' and longer now');
    await user.type(screen.getByLabelText('New password again'), ' and longer now');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    await screen.findByText(/Your password is changed/);
    expect(callsTo('POST /password-reset/complete')[0]!.body).toEqual({
      token: 'reset-token-123456',
      password: 'short and longer now',
    });
  });

  it('accept invitation: shows organisation, locations and roles, then signs in', async () => {
    answer('GET /invitations/invite-token-123456', {
      body: {
        email: 'jo@redmondtire.example',
        name: 'Jo Park',
        organisation: 'Rivera Tire Group',
        locations: [{ name: SHOP.name, role: 'associate' }],
      },
    });
    answer('POST /invitations/accept', { body: staffMe('associate') });
    answer(`GET /locations/${SHOP.shopKeyId}/board`, { body: { journeys: [] } });
    const { container } = renderConsole('/accept-invitation?token=invite-token-123456');
    await screen.findByText(`${SHOP.name}: Associate`);
    expect(screen.getByText('Rivera Tire Group')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Jo Park'),
    );
    await expectNoAxeViolations(container);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Choose a password'), 'twelve chars ok');
    await user.type(screen.getByLabelText('The password again'), 'twelve chars ok');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    await screen.findByRole('heading', { name: `Today at ${SHOP.name}` });
    expect(callsTo('POST /invitations/accept')[0]!.body).toEqual({
      token: 'invite-token-123456',
      name: 'Jo Park',
      password: 'twelve chars ok',
    });
  });
});
