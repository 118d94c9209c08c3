import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrainingPerson, TrainingRecords } from '@ttapply/domain/console';
import {
  answer,
  callsTo,
  expectNoAxeViolations,
  renderConsole,
  SHOP,
  staffMe,
} from '../test/console-test-kit';

const trainingPath = `/locations/${SHOP.shopKeyId}/training`;

function person(extra: Partial<TrainingPerson>): TrainingPerson {
  return {
    userId: 'u-2',
    name: 'Alex Chen',
    email: 'alex@redmondtire.example',
    role: 'associate',
    payLink: { completedSteps: ['start', 'get-phone'], total: 19, lastAt: '2026-11-20T17:00:00.000Z' },
    walks: [],
    due: true,
    dueReasons: [
      'Pay-link training: 2 of 19 steps done in the last 12 months.',
      'No training walk with CFNA in the last 12 months.',
    ],
    ...extra,
  };
}

const records: TrainingRecords = {
  walkLenders: ['CFNA'],
  people: [
    person({}),
    person({
      userId: 'u-3',
      name: 'Kim Park',
      email: 'kim@redmondtire.example',
      walks: [{ appCode: 'CFNA', lastAt: '2026-10-01T17:00:00.000Z' }],
      due: false,
      dueReasons: [],
    }),
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Training page', () => {
  it('shows a trainer who is due and why, axe clean', async () => {
    answer('GET /me', { body: staffMe('trainer') });
    answer(`GET ${trainingPath}`, { body: records });
    const { container } = renderConsole('/training');
    await screen.findByRole('heading', { name: 'Who is due' });
    const alex = screen.getByRole('row', { name: /Alex Chen/ });
    expect(alex.textContent).toContain('2 of 19 steps');
    expect(within(alex).getByText('Due')).toBeTruthy();
    expect(alex.textContent).toContain('No training walk with CFNA in the last 12 months.');
    const kim = screen.getByRole('row', { name: /Kim Park/ });
    expect(kim.textContent).toContain('Up to date');
    expect(kim.textContent).toMatch(/CFNA: /);
    await expectNoAxeViolations(container);
  });

  it('opens the training in a new tab with the ticket the server gives', async () => {
    answer('GET /me', { body: staffMe('associate') });
    answer(`GET ${trainingPath}`, { body: { walkLenders: ['CFNA'], people: [person({})] } });
    answer(`POST ${trainingPath}/tickets`, {
      body: { url: '/pay-training/start?ticket=abc.def', expiresAt: '2026-11-25T08:00:00.000Z' },
    });
    const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderConsole('/training');
    await screen.findByRole('heading', { name: 'Your training' });
    await userEvent.click(screen.getByRole('button', { name: 'Start the pay-link training' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('/pay-training/start?ticket=abc.def'));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(callsTo(`POST ${trainingPath}/tickets`)[0]!.body).toEqual({ programme: 'pay-link' });
  });
});
