import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@ttapply/domain/console';
import {
  answer,
  boardPath,
  callsTo,
  probe,
  OTHER_SHOP,
  renderConsole,
  SHOP,
  staffMe,
} from '../test/console-test-kit';

async function navFor(role: StaffRole): Promise<string[]> {
  answer('GET /me', { body: staffMe(role) });
  answer(boardPath, { body: { journeys: [] } });
  renderConsole('/');
  await screen.findByText('No customers yet today. Send a link to start.');
  const nav = screen.getByRole('navigation', { name: 'Console' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');
}

describe('the console shell', () => {
  it.each<[StaffRole, string[]]>([
    [
      'owner',
      [
        'Board',
        'Send a link',
        'Team',
        'Reports',
        'Lenders and contact',
        'API keys',
        'Webhooks',
        'Audit log',
        'Training',
        'Account',
      ],
    ],
    [
      'manager',
      [
        'Board',
        'Send a link',
        'Team',
        'Reports',
        'Lenders and contact',
        'API keys',
        'Webhooks',
        'Training',
        'Account',
      ],
    ],
    ['associate', ['Board', 'Send a link', 'Training', 'Account']],
    ['trainer', ['Board', 'Training', 'Account']],
  ])('the nav of an %s', async (role, links) => {
    expect(await navFor(role)).toEqual(links);
  });

  it('a platform operator gets the operators’ shell: Organisations and Account, no location, no board', async () => {
    answer('GET /me', {
      body: staffMe('owner', {
        organisation: { id: 'org-p', name: 'Text To Apply platform operators' },
        locations: [],
        operator: true,
      }),
    });
    answer('GET /operator/organisations', { body: { organisations: [] } });
    renderConsole('/');
    await screen.findByText('No organisation yet: create the first one below.');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Organisations', 'Account']);
    expect(screen.queryByLabelText('Location')).toBeNull();
    expect(callsTo(boardPath)).toHaveLength(0);
  });

  it('shows the organisation, remembers the chosen location, and the board follows it', async () => {
    const me = staffMe('associate', {
      locations: [
        { ...SHOP, role: 'associate' },
        { ...OTHER_SHOP, role: 'manager' },
      ],
    });
    answer('GET /me', { body: me });
    answer(boardPath, { body: { journeys: [] } });
    answer(`GET /locations/${OTHER_SHOP.shopKeyId}/board`, { body: { journeys: [] } });
    const first = renderConsole('/');
    expect(await screen.findByText('Rivera Tire Group')).toBeTruthy();
    await screen.findByRole('heading', { name: `Today at ${SHOP.name}` });

    await userEvent.setup().selectOptions(screen.getByLabelText('Location'), OTHER_SHOP.shopKeyId);
    await screen.findByRole('heading', { name: `Today at ${OTHER_SHOP.name}` });
    expect(callsTo(`GET /locations/${OTHER_SHOP.shopKeyId}/board`)).toHaveLength(1);
    // Team appears: the user manages the second location; so do its reports (managers read them there only).
    expect(screen.getByRole('link', { name: 'Team' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reports' })).toBeTruthy();

    first.unmount();
    renderConsole('/');
    await screen.findByRole('heading', { name: `Today at ${OTHER_SHOP.name}` });
  });

  it('Sign out from the user menu ends the session and goes to sign-in', async () => {
    answer('GET /me', { body: staffMe('associate') });
    answer(boardPath, { body: { journeys: [] } });
    answer('POST /sign-out', { status: 204 });
    renderConsole('/');
    const user = userEvent.setup();
    const menuButton = await screen.findByRole('button', { name: 'Sam Rivera' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in to the shop console' });
    expect(callsTo('POST /sign-out')[0]!.headers['x-csrf-token']).toBe('csrf-token-1');
    expect(probe.path).toBe('/sign-in');
  });
});
