import { useState } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAdjustmentScheduler,
  GuidePopover,
  POPOVER_ADJUSTMENT_DELAY_MS,
  useHiddenBetweenSteps,
} from './guide-popover';

function Harness({ onNext, hidden }: { onNext?: () => void; hidden?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <label htmlFor="zip">Zip Code</label>
      <input id="zip" />
      <button type="button">Elsewhere</button>
      {open ? (
        <GuidePopover
          anchor="#zip"
          title="Enter the ZIP code"
          onDismiss={() => setOpen(false)}
          onNext={onNext}
          hidden={hidden}
          progress="1 of 2"
        >
          <p>It places the shop's lenders.</p>
        </GuidePopover>
      ) : null}
    </main>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GuidePopover', () => {
  it('is a labelled, described, non-modal dialog beside its field that leaves focus where it is', async () => {
    render(<Harness />);
    const field = screen.getByLabelText('Zip Code');
    field.focus();
    const popover = await screen.findByRole('dialog', { name: 'Enter the ZIP code' });
    expect(popover.getAttribute('aria-modal')).toBe('false');
    expect(document.getElementById(popover.getAttribute('aria-describedby')!)?.textContent).toBe(
      "It places the shop's lenders.",
    );
    expect(document.activeElement).toBe(field);
    expect(screen.getByText('1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Got it' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('closes with Escape from the field or the popover, but not from elsewhere on the page', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await screen.findByRole('dialog', { name: 'Enter the ZIP code' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Enter the ZIP code' })).toBeTruthy();
    await user.click(screen.getByLabelText('Zip Code'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reaches its buttons with Tab, Dismiss closes it, Got it goes to the next popover when there is one', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    const { unmount } = render(<Harness onNext={onNext} />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for a field that appears later, and shows nothing while hidden', async () => {
    function Late() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Show
          </button>
          {shown ? <input id="late" aria-label="Late field" /> : null}
          <GuidePopover anchor="#late" title="Late" onDismiss={() => {}}>
            <p>Later.</p>
          </GuidePopover>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Late />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('dialog', { name: 'Late' })).toBeTruthy();

    const { rerender } = render(<Harness hidden />);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    rerender(<Harness hidden={false} />);
    expect(await screen.findByRole('dialog', { name: 'Enter the ZIP code' })).toBeTruthy();
  });
});

describe('createAdjustmentScheduler (lenders §4: adjustment delay 500 ms)', () => {
  it('re-places once, 500 ms after the last layout change', () => {
    vi.useFakeTimers();
    const update = vi.fn();
    const scheduler = createAdjustmentScheduler(update);
    expect(POPOVER_ADJUSTMENT_DELAY_MS).toBe(500);
    scheduler.schedule();
    vi.advanceTimersByTime(300);
    scheduler.schedule();
    vi.advanceTimersByTime(499);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledTimes(1);
    scheduler.schedule();
    scheduler.cancel();
    vi.advanceTimersByTime(1000);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('holds a re-placement that falls due while the popover is pressed until after the release (decision 257)', () => {
    vi.useFakeTimers();
    const update = vi.fn();
    const scheduler = createAdjustmentScheduler(update);
    scheduler.schedule();
    scheduler.hold();
    vi.advanceTimersByTime(2000);
    expect(update, 'not while the finger is down').not.toHaveBeenCalled();
    scheduler.release();
    expect(update, 'not before the tap has landed').not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(update).toHaveBeenCalledTimes(1);
    // A press with nothing due changes nothing, and a later layout change re-places as before.
    scheduler.hold();
    scheduler.release();
    vi.advanceTimersByTime(1000);
    expect(update).toHaveBeenCalledTimes(1);
    scheduler.schedule();
    vi.advanceTimersByTime(500);
    expect(update).toHaveBeenCalledTimes(2);
  });
});

describe('useHiddenBetweenSteps (pay training: hidden 200 ms between steps)', () => {
  it('shows the first step at once and hides for 200 ms after each change of step', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ step }) => useHiddenBetweenSteps(step), {
      initialProps: { step: 'start' },
    });
    expect(result.current).toBe(false);
    rerender({ step: 'get-phone' });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });
});

describe('anchor lists', () => {
  it('tries the selectors in order, not in document order', async () => {
    const onDismiss = vi.fn();
    render(
      <main>
        <h1 id="page-heading">Tell Us About Yourself</h1>
        <input id="first" aria-label="First Name" />
        <GuidePopover anchor="#first, #page-heading" title="Names" onDismiss={onDismiss}>
          <p>As on the ID.</p>
        </GuidePopover>
      </main>,
    );
    const popover = await screen.findByRole('dialog', { name: 'Names' });
    // The Escape rule follows the anchor: Escape in the field (not the heading) closes it.
    expect(popover).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('heading'));
    screen.getByRole('heading').focus();
    await user.keyboard('{Escape}');
    expect(onDismiss).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('First Name'));
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
