/**
 * GNES (Concora card), prequal → offer → accept. lenders §4 "Training and demo mode": 444444444 approval,
 * 000000000 decline (the training popup offers "GNES approval only"). The same SSNs decide the prequal (the
 * offer) and the application that accepts it.
 */
export type GnesOutcome = 'approve' | 'decline';
export type GnesPrequalOutcome = 'prequalified' | 'not-qualified';

export const GNES_APPLICATION_SSNS: Readonly<Record<string, GnesOutcome>> = {
  '444444444': 'approve',
  '000000000': 'decline',
};

export const GNES_PREQUAL_SSNS: Readonly<Record<string, GnesPrequalOutcome>> = {
  '444444444': 'prequalified',
  '000000000': 'not-qualified',
};

/** lenders §4 "Prequal sample limits: … 1800 cards"; the rule's limits stop there too. */
export const GNES_SAMPLE_LIMIT = 1800;
export const GNES_MAX_LIMIT = 1800;
