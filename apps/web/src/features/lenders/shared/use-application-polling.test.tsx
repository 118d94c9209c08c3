// The result page's resumed polling after a refresh (lenders §9): reads each second until the lender
// answered, stores the answer, never submits.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { jsonResponse } from '../../../test/journey';
import { application, lenderJourney, renderStep, scriptFetch } from '../../../test/lender-api';
import { useApplicationPolling } from './use-application-polling';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Waiting() {
  return <p>{useApplicationPolling() ? 'waiting' : 'done'}</p>;
}

describe('Resumed polling', () => {
  it('reads a pending application each second until it has a result, then stops', async () => {
    let reads = 0;
    const calls = scriptFetch(({ method, url }) => {
      if (method === 'GET' && url === '/api/v1/apps/app/cfna-1') {
        reads += 1;
        return jsonResponse({ application: application('CFNA', reads < 2 ? null : { declined: '1' }) });
      }
      return undefined;
    });
    const { journey } = renderStep(
      Waiting,
      lenderJourney(['CFNA'], { results: { CFNA: application('CFNA', null) }, lastAppCode: 'CFNA' }),
      'result',
    );
    await waitFor(() => expect(journey().results.CFNA?.result).toEqual({ declined: '1' }));
    expect(reads).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(reads).toBe(2);
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
    expect(journey().lastAppCode).toBe('CFNA');
  });
});
