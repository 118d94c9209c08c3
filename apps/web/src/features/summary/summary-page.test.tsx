import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { initialJourney, JourneyProvider, type JourneyState } from '../../stores/journey-store';
import { SummaryPage } from './summary-page';

function renderSummary(values: Record<string, string>) {
  const goTo = vi.fn();
  const state: JourneyState = { ...initialJourney, appList: ['CFNA'], appIndex: 0, values };
  render(
    <JourneyProvider initial={state}>
      <MemoryRouter>
        <SummaryPage pageId="summary" goNext={vi.fn()} goTo={goTo} />
      </MemoryRouter>
    </JourneyProvider>,
  );
  return goTo;
}

const toggle = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

// Spec §2 screen 11: "A section with incomplete data is disabled", each with an edit link to its step.
describe('Summary', () => {
  it('expands a complete section, and keeps an incomplete one disabled while its edit icon still works', async () => {
    const user = userEvent.setup();
    const goTo = renderSummary({ EMAIL: 'pat@example.com', CONFIRM_EMAIL: 'pat@example.com' });

    const email = toggle(/^Email$/);
    expect(email.disabled).toBe(false);
    expect(email.getAttribute('aria-expanded')).toBe('false');
    await user.click(email);
    expect(email.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(email.getAttribute('aria-controls') ?? '');
    expect(body?.hidden).toBe(false);
    // The address is set in pieces with <wbr> between them (decision 211), so it is the answer's whole text.
    expect(
      within(body!).getByText(
        (_, element) => element?.tagName === 'DD' && element.textContent === 'pat@example.com',
      ),
    ).toBeTruthy();

    const ssn = toggle(/^SSN\b.*Incomplete$/);
    expect(ssn.disabled).toBe(true);
    expect(ssn.closest('section')?.getAttribute('aria-disabled')).toBe('true');
    await user.click(ssn);
    expect(ssn.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(ssn.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);

    // About You opens by default, but not while it is incomplete.
    const aboutYou = toggle(/^About You\b.*Incomplete$/);
    expect(aboutYou.getAttribute('aria-expanded')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Edit SSN' }));
    expect(goTo).toHaveBeenCalledWith('ssn', { returnHere: true });
  });
});
