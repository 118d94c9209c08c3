// The console's one table of route paths, relative to its basename /console (decision 170).
export const CONSOLE_PATHS = {
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  acceptInvitation: '/accept-invitation',
  board: '/',
  sendLink: '/send-link',
  journey: '/journeys/:shopKeyId/:consumerId',
  team: '/team',
  location: '/location',
  apiKeys: '/api-keys',
  webhooks: '/webhooks',
  audit: '/audit',
  reports: '/reports',
  training: '/training',
  account: '/account',
  /** The platform operators' screens (decision 281). */
  operator: '/operator',
  operatorOrganisation: '/operator/organisations/:organisationId',
} as const;

export function operatorOrganisationPath(organisationId: string): string {
  return `/operator/organisations/${encodeURIComponent(organisationId)}`;
}

export function journeyPath(shopKeyId: string, consumerId: string): string {
  return `/journeys/${encodeURIComponent(shopKeyId)}/${encodeURIComponent(consumerId)}`;
}

/** Sign-in, remembering where the user was so they land there afterwards. */
export function signInPath(next?: string): string {
  return next && next !== '/'
    ? `${CONSOLE_PATHS.signIn}?next=${encodeURIComponent(next)}`
    : CONSOLE_PATHS.signIn;
}

/** Only a path inside the console is a place to go back to (never another origin). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : CONSOLE_PATHS.board;
}
