// The consumer's AFF application as the store holds it, and the way the AFF pages put the server's newer
// copy back (sign status, loan, funded details), so navigation (fund status) follows what the server learnt.
import { useCallback } from 'react';
import type { ApplicationRecord } from '../../../lib/api-types';
import { useJourneyStore } from '../../../stores/journey-store';
import { lenderPhone } from '../shared/result-values';
import type { LenderResult } from '../../../lib/domain';

export function useAffApplication() {
  const [journey, dispatch] = useJourneyStore();
  const application = journey.applications.AMFF;
  const save = useCallback(
    (next: ApplicationRecord) => dispatch({ type: 'applicationSaved', appCode: 'AMFF', application: next }),
    [dispatch],
  );
  const result = (application?.result ?? {}) as LenderResult;
  return {
    application,
    save,
    journey,
    phone: lenderPhone('AMFF', result),
    creditLimit: Number(result.creditlimit ?? 0),
    training: journey.mode === 'training',
  };
}
