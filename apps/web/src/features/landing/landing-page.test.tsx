import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderJourneyAt } from '../../test/journey';

// The landing page's promises carry footnotes saying what they depend on (decision 227).
describe('Landing page footnotes', () => {
  it("'90-day interest rebate' and '$0 down' each link to the note that qualifies them", async () => {
    renderJourneyAt('/');
    await screen.findByRole('heading', { name: 'Financing for your repair, in minutes' });
    const notes = screen.getByRole('list', { name: 'Notes' });
    const promises: [string, RegExp][] = [
      [
        '90-day interest rebate',
        /^Interest rebate: with the lenders and products that offer it, subject to credit approval\./,
      ],
      ['$0 down', /^\$0 down: no down payment is asked by Text To Apply; whether a lender asks for one/],
    ];
    promises.forEach(([promise, note], index) => {
      const item = screen.getByText(promise).closest('li')!;
      const ref = within(item).getByRole('link', { name: `Note ${index + 1}` });
      const target = document.getElementById(ref.getAttribute('href')!.slice(1));
      expect(target).not.toBeNull();
      expect(notes.contains(target)).toBe(true);
      expect(target!.textContent).toMatch(note);
    });
  });
});
