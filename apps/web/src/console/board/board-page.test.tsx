import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import {
  answer,
  boardJourney,
  boardPath,
  callsTo,
  expectNoAxeViolations,
  latestEventSource,
  renderConsole,
  SHOP,
  staffMe,
} from '../test/console-test-kit';

function rows(): HTMLElement[] {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

const dana = boardJourney({ linkNote: 'Front tires, ask for Sam' });
const luis = boardJourney({
  consumerId: 'c-2',
  customerName: 'Luis Ortega',
  phoneLast4: '1907',
  stage: 'waiting',
  stageText: 'waiting for CFNA',
  startedAt: new Date(Date.now() - 30 * 60_000).toISOString(),
  lenders: [{ appCode: 'CFNA', lenderName: 'CFNA', status: 'pending', outcome: 'Deciding…', amount: null }],
  sentBy: 'Alex Chen',
  sentByUserId: 'u-2',
  associateNextStep: 'Nothing yet: CFNA is deciding.',
});

async function openBoard() {
  answer('GET /me', { body: staffMe('associate') });
  answer(boardPath, { body: { journeys: [luis, dana] } });
  const view = renderConsole('/');
  await screen.findByRole('table');
  return view;
}

describe('the live board', () => {
  it('shows today’s journeys newest first with stage, lenders, minutes since the last step, sender and next step', async () => {
    const { container } = await openBoard();
    const [first, second] = rows();
    expect(within(first!).getByRole('link', { name: 'Dana Whitfield' }).getAttribute('href')).toBe(
      `/journeys/${SHOP.shopKeyId}/c-1`,
    );
    expect(first!.textContent).toContain('phone ending 4821');
    expect(first!.textContent).toContain('on Residence');
    expect(first!.textContent).toContain('2 min ago');
    expect(first!.textContent).toContain('Sam Rivera');
    // The note for the team typed with the link.
    expect(within(first!).getByText('Note: Front tires, ask for Sam')).toBeTruthy();
    expect(second!.textContent).toContain('Luis Ortega');
    expect(second!.textContent).toContain('CFNA: Deciding…');
    expect(second!.textContent).toContain('Nothing yet: CFNA is deciding.');
    expect(latestEventSource().url).toBe(`/api/v1/staff/locations/${SHOP.shopKeyId}/board/events`);
    await expectNoAxeViolations(container);
  });

  it('applies an SSE event in place, adds a new journey on top, and never reloads the board for it', async () => {
    await openBoard();
    const source = latestEventSource();
    act(() => source.open());
    expect((await screen.findByRole('status', { name: '' })).textContent).toContain('Live');

    act(() =>
      source.emit('journey', {
        ...luis,
        stage: 'approved',
        stageText: 'approved by Concora for $1,800',
        lenders: [
          { appCode: 'CFNA', lenderName: 'CFNA', status: 'declined', outcome: 'Declined', amount: null },
          {
            appCode: 'CONC',
            lenderName: 'Concora',
            status: 'approved',
            outcome: 'Approved for $1,800',
            amount: 1800,
          },
        ],
        lastStepAt: new Date().toISOString(),
        associateNextStep: 'Ring up on the Concora card.',
      }),
    );
    await screen.findByText('approved by Concora for $1,800');
    expect(rows()).toHaveLength(2);
    const luisRow = rows()[1]!;
    expect(luisRow.textContent).toContain('CFNA: Declined');
    expect(luisRow.textContent).toContain('Concora: Approved for $1,800');
    expect(luisRow.textContent).toContain('Ring up on the Concora card.');
    expect(luisRow.textContent).toContain('just now');
    expect(luisRow.textContent).not.toContain('waiting for CFNA');

    act(() =>
      source.emit(
        'journey',
        boardJourney({
          consumerId: 'c-3',
          customerName: 'Priya Natarajan',
          phoneLast4: '3310',
          startedAt: new Date().toISOString(),
        }),
      ),
    );
    await screen.findByRole('link', { name: 'Priya Natarajan' });
    expect(rows().map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Priya Natarajan',
      'Dana Whitfield',
      'Luis Ortega',
    ]);
    // An event for another location is not this board's.
    act(() =>
      source.emit(
        'journey',
        boardJourney({ consumerId: 'c-4', customerName: 'Elsewhere', shopKeyId: 'shop-x' }),
      ),
    );
    expect(rows()).toHaveLength(3);
    expect(callsTo(boardPath)).toHaveLength(1);
  });

  it('an event that arrives before the board’s answer is not undone by that older answer', async () => {
    answer('GET /me', { body: staffMe('associate') });
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    answer(boardPath, async () => {
      await answered;
      return { body: { journeys: [luis, dana] } };
    });
    renderConsole('/');
    await waitFor(() => expect(() => latestEventSource()).not.toThrow());
    await waitFor(() => expect(callsTo(boardPath)).toHaveLength(1));
    const source = latestEventSource();
    act(() => source.open());
    act(() =>
      source.emit('journey', {
        ...luis,
        stageText: 'approved by Concora for $1,800',
        lastStepAt: new Date().toISOString(),
      }),
    );
    release();
    await screen.findByRole('table');
    expect(rows()[1]!.textContent).toContain('approved by Concora for $1,800');
    expect(screen.queryByText('waiting for CFNA')).toBeNull();
  });

  it('says "Reconnecting…" while the connection is down, and reloads the board once it is back', async () => {
    await openBoard();
    const source = latestEventSource();
    act(() => source.open());
    const status = screen.getByText('Live').closest('[role="status"]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    act(() => source.drop());
    expect(status.textContent).toContain('Reconnecting…');
    answer(boardPath, {
      body: {
        journeys: [dana, luis, boardJourney({ consumerId: 'c-5', customerName: 'Missed While Away' })],
      },
    });
    act(() => source.open());
    expect(status.textContent).toContain('Live');
    await screen.findByRole('link', { name: 'Missed While Away' });
    expect(callsTo(boardPath)).toHaveLength(2);
    // The reload is the browser's own: it does not keep the session from idling out.
    expect(callsTo(boardPath).map((c) => c.headers['x-staff-background'])).toEqual([undefined, '1']);
  });

  it('says the session ended and offers to sign in again when the server ends the stream for it', async () => {
    await openBoard();
    const source = latestEventSource();
    act(() => source.open());
    act(() => source.emit('signed-out', {}));
    const status = screen
      .getByText(/Your session has ended\. Please sign in again\./)
      .closest('[role="status"]')!;
    expect(
      within(status as HTMLElement)
        .getByRole('link', { name: 'Sign in again' })
        .getAttribute('href'),
    ).toBe('/sign-in');
    // No reconnecting: the stream is closed for good.
    expect(source.readyState).toBe(2);
    expect(callsTo(boardPath)).toHaveLength(1);
  });

  it('filters by stage and by who sent the link, and searches by name or last four', async () => {
    await openBoard();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search by name or last four of the phone'), '1907');
    expect(rows().map((r) => within(r).getByRole('link').textContent)).toEqual(['Luis Ortega']);
    await user.clear(screen.getByLabelText('Search by name or last four of the phone'));
    await user.type(screen.getByLabelText('Search by name or last four of the phone'), 'dana');
    expect(rows().map((r) => within(r).getByRole('link').textContent)).toEqual(['Dana Whitfield']);
    await user.clear(screen.getByLabelText('Search by name or last four of the phone'));

    await user.selectOptions(screen.getByLabelText('Stage'), 'waiting');
    expect(rows().map((r) => within(r).getByRole('link').textContent)).toEqual(['Luis Ortega']);
    await user.selectOptions(screen.getByLabelText('Stage'), '');
    await user.selectOptions(screen.getByLabelText('Sent by'), 'u-1');
    expect(rows().map((r) => within(r).getByRole('link').textContent)).toEqual(['Dana Whitfield']);
  });

  it('an empty day says what to do', async () => {
    answer('GET /me', { body: staffMe('associate') });
    answer(boardPath, { body: { journeys: [] } });
    const { container } = renderConsole('/');
    expect(await screen.findByText('No customers yet today. Send a link to start.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Send a link' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByText(/Loading/)).toBeNull());
    await expectNoAxeViolations(container);
  });
});
