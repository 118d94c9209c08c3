import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { getLinkCode, setLinkCode } from '../lib/api-client';
import { initialJourney, JourneyProvider } from './journey-store';

// Spec §7: the link code goes with every call; the store hands it to the API client before any page's
// data-loading effect runs, so even the first call of a page carries it.
describe('the link code in the API client', () => {
  it("follows the journey's link code before the pages' first effects", () => {
    setLinkCode(null);
    const seen: (string | null)[] = [];
    function Page() {
      useEffect(() => {
        seen.push(getLinkCode());
      }, []);
      return null;
    }
    const { unmount } = render(
      <JourneyProvider initial={{ ...initialJourney, linkCode: 'Ab3dE5gH9jK1' }}>
        <Page />
      </JourneyProvider>,
    );
    expect(seen).toEqual(['Ab3dE5gH9jK1']);
    unmount();
    render(
      <JourneyProvider initial={{ ...initialJourney, linkCode: null }}>
        <Page />
      </JourneyProvider>,
    );
    expect(getLinkCode()).toBeNull();
  });
});
