// Request states of a credit application field (spec §3). Lender requirement files also mark a required
// field with the single letter 'R', so every reader goes through normaliseRequestState.

export const REQUEST_STATES = ['NOT_REQUESTED', 'OPTIONAL', 'REQUIRED'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** Accepts the three names, the spec's spelling 'NOT-REQUESTED', and 'R' for REQUIRED; anything else is not requested. */
export function normaliseRequestState(raw: string | undefined | null): RequestState {
  if (raw === undefined || raw === null) return 'NOT_REQUESTED';
  const upper = raw.trim().toUpperCase().replace('-', '_');
  if (upper === 'R' || upper === 'REQUIRED') return 'REQUIRED';
  if (upper === 'OPTIONAL' || upper === 'O') return 'OPTIONAL';
  return 'NOT_REQUESTED';
}

export function isRequested(state: RequestState): boolean {
  return state !== 'NOT_REQUESTED';
}
