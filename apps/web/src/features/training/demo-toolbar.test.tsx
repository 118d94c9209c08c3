import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initialJourney, JourneyProvider } from '../../stores/journey-store';
import { DemoToolbar, DemoToolbarAction } from './demo-toolbar';

describe('DemoToolbar (lenders §2 "Other screens")', () => {
  it("has the spec's buttons and shows a page's own action (SIGN DOCUMENTS) in its slot", async () => {
    render(
      <JourneyProvider initial={{ ...initialJourney, mode: 'training' }}>
        <MemoryRouter>
          <DemoToolbar />
          <DemoToolbarAction>
            <button type="button">SIGN DOCUMENTS</button>
          </DemoToolbarAction>
        </MemoryRouter>
      </JourneyProvider>,
    );
    const toolbar = screen.getByRole('region', { name: 'Demo toolbar' });
    const sign = await screen.findByRole('button', { name: 'SIGN DOCUMENTS' });
    expect(toolbar.contains(sign)).toBe(true);
    expect(Array.from(toolbar.querySelectorAll('button')).map((button) => button.textContent)).toEqual([
      'FILL ALL DATA',
      'SIGN DOCUMENTS',
      'RESTART',
      'CONTINUE TO POS',
    ]);
    // No verified training customer yet: nothing to fill.
    expect(screen.getByRole('button', { name: 'FILL ALL DATA' }).hasAttribute('disabled')).toBe(true);
  });
});
