// The one table of route paths (GUIDE 5; docs/architecture.md "Browser routes"). Every link and
// navigation in the app is built from here; nothing else spells a path, but a lender's own pages outside the
// journey, which its folder declares (features/lenders/<code>/<code>-own-pages.ts, decision 310).

import type { JourneyMode } from '@ttapply/domain';

/** The journey's mode is the domain's (docs/decisions/150-one-journey-state.md). */
export type Mode = JourneyMode;
export const TRAINING_MODE: Mode = 'training';

/**
 * The one mapping from the mode to its key: apply mode has none, training mode lives under `/fm-train`
 * (spec applicant-journey §2) and the server's session names it the same.
 */
export function modeKey(mode: Mode): '' | 'fm-train' {
  return mode === 'training' ? 'fm-train' : '';
}
export const LINK_BASE = 'go';

export const ROUTES = {
  landing: '/',
  shopSearch: '/shop-search',
  applyStep: '/apply/:stateId',
  link: `/${LINK_BASE}/:linkCode`,
  trainingLanding: '/fm-train',
  trainingShopSearch: '/fm-train/shop-search',
  trainingApplyStep: '/fm-train/apply/:stateId',
  trainingLink: `/fm-train/${LINK_BASE}/:linkCode`,
  help: '/help',
  trainingHelp: '/fm-train/help',
  payTraining: '/pay-training/:payTrainingPage',
  notFound: '*',
} as const;

export function modeFromPath(pathname: string): Mode {
  return pathname === '/fm-train' || pathname.startsWith('/fm-train/') ? TRAINING_MODE : 'apply';
}

function base(mode: Mode): string {
  const key = modeKey(mode);
  return key ? `/${key}` : '';
}

export const paths = {
  landing: (mode: Mode = 'apply') => base(mode) || '/',
  shopSearch: (mode: Mode = 'apply') => `${base(mode)}/shop-search`,
  step: (mode: Mode, stateId: string) => `${base(mode)}/apply/${encodeURIComponent(stateId)}`,
  link: (mode: Mode, linkCode: string) => `${base(mode)}/${LINK_BASE}/${encodeURIComponent(linkCode)}`,
  help: (mode: Mode = 'apply') => `${base(mode)}/help`,
  payTraining: (step: string) => `/pay-training/${encodeURIComponent(step)}`,
};
