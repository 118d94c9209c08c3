import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyList, ApiKeyView, CreatedApiKey } from '@ttapply/domain/console';
import { describe, expect, it } from 'vitest';
import {
  answer,
  callsTo,
  expectNoAxeViolations,
  renderConsole,
  SHOP,
  staffMe,
} from '../test/console-test-kit';

const keysPath = `/locations/${SHOP.shopKeyId}/api-keys`;
const frontDesk: ApiKeyView = {
  id: '5b0c6f5e-1f6d-4c43-9d6a-1a2b3c4d5e6f',
  name: 'Front desk',
  mode: 'test',
  hint: 'tta_test_…a1B2',
  status: 'active',
  createdAt: '2026-11-20T17:00:00.000Z',
  createdBy: 'Olive Owner',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
};
const list = (keys: ApiKeyView[]): ApiKeyList => ({ keys, mode: 'test' });
const made = (name: string, id: string): CreatedApiKey => ({
  key: { ...frontDesk, id, name, hint: 'tta_test_…Zz99' },
  secret: `tta_test_${'Q'.repeat(36)}Zz99`,
});

describe('the API keys screen', () => {
  it('an owner makes a key: it is shown once, with focus on it, and the list shows its hint only', async () => {
    let keys = [frontDesk];
    answer('GET /me', { body: staffMe('owner') });
    answer(`GET ${keysPath}`, () => ({ body: list(keys) }));
    answer(`POST ${keysPath}`, (call) => {
      const created = made((call.body as { name: string }).name, '0f4d2c1a-7b8e-4a6f-9c3d-2e1f0a9b8c7d');
      keys = [created.key, ...keys];
      return { status: 201, body: created };
    });
    const { container } = renderConsole('/api-keys');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Front desk' })).toBeTruthy();
    expect(within(table).getByText('tta_test_…a1B2')).toBeTruthy();
    expect(
      screen.getByText(/This server makes test keys \(tta_test_…\): they work only with the partner sandbox/),
    ).toBeTruthy();
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    // No name: said beside the field, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Make the key' }));
    const field = screen.getByLabelText('What the key is for');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Name the key in 1 to 60 characters, e.g. Shop system, front desk.'),
    ).toBeTruthy();
    expect(callsTo(`POST ${keysPath}`)).toHaveLength(0);

    await user.type(field, 'Shop system');
    await user.click(screen.getByRole('button', { name: 'Make the key' }));
    const heading = await screen.findByRole('heading', { name: 'The new key for Shop system' });
    expect(document.activeElement).toBe(heading);
    expect((screen.getByLabelText('The new key') as HTMLInputElement).value).toBe(
      `tta_test_${'Q'.repeat(36)}Zz99`,
    );
    expect(callsTo(`POST ${keysPath}`)[0]!.body).toEqual({ name: 'Shop system' });
    expect(await screen.findByRole('rowheader', { name: 'Shop system' })).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('The new key')).toBeNull();
    expect(document.body.textContent).not.toContain('Q'.repeat(36));
  });

  it('rotating shows the new key; revoking asks first, then the row says the key no longer works', async () => {
    answer('GET /me', { body: staffMe('manager') });
    answer(`GET ${keysPath}`, { body: list([frontDesk]) });
    answer(`POST ${keysPath}/${frontDesk.id}/rotate`, {
      status: 201,
      body: made('Front desk', '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'),
    });
    answer(`POST ${keysPath}/${frontDesk.id}/revoke`, {
      body: { ...frontDesk, status: 'revoked', revokedAt: '2026-11-28T15:00:00.000Z' },
    });
    renderConsole('/api-keys');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rotate Front desk (tta_test_…a1B2)' }));
    expect(await screen.findByRole('heading', { name: 'The new key for Front desk' })).toBeTruthy();
    expect(callsTo(`POST ${keysPath}/${frontDesk.id}/rotate`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Revoke Front desk (tta_test_…a1B2)' }));
    expect(callsTo(`POST ${keysPath}/${frontDesk.id}/revoke`)).toHaveLength(0);
    expect(screen.getByText(/Stop Front desk now\?/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Revoke the key' }));
    const row = (await screen.findByText('Revoked: no longer works')).closest('tr')!;
    expect(within(row).getByRole('rowheader', { name: 'Front desk' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Revoke/ })).toBeNull();
    expect(callsTo(`POST ${keysPath}/${frontDesk.id}/revoke`)).toHaveLength(1);
  });

  it('the nav offers the screen to owners and managers only', async () => {
    answer('GET /me', { body: staffMe('associate') });
    answer(`GET /locations/${SHOP.shopKeyId}/board`, { body: { journeys: [] } });
    renderConsole('/');
    await screen.findByRole('link', { name: 'Board' });
    expect(screen.queryByRole('link', { name: 'API keys' })).toBeNull();
  });
});
