// Who may do what in the shop console (decision 160): one table, read by the server's checks and by
// the console's screens (which only hide what the server would refuse anyway).

/** Roles are held per location; the order is from most to least trusted. */
export const STAFF_ROLES = ['owner', 'manager', 'associate', 'trainer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  associate: 'Associate',
  trainer: 'Trainer',
};

export type StaffPermission =
  /** Read the board, journeys and link sends of a location (a trainer reads, and changes nothing). */
  | 'view-journeys'
  /** Text a customer the apply link, re-send or cancel it. */
  | 'send-link'
  /** Invite users and change their roles at the location. */
  | 'manage-users'
  /** Read the organisation's audit log. */
  | 'read-audit'
  /** See every associate's training records at the location and who is due (decision 198). */
  | 'read-training'
  /** Read and export a location's reports: its sales and lenders' figures (decision 204: not trainers). */
  | 'read-reports'
  /** Change the location's lender list, contact phone and hours (decision 195). */
  | 'manage-location'
  /** Cancel a lender's funding after the consumer signed (asks the lender, as the consumer's cancel does). */
  | 'cancel-funding'
  /** Mark a journey "sale completed" with the invoice amount, or "customer left". */
  | 'mark-sale'
  /** See the location's webhook endpoints and their deliveries (docs/webhooks.md). */
  | 'view-webhooks'
  /** Register, change and remove webhook endpoints, rotate their secrets, resend a delivery: owners only. */
  | 'manage-webhooks';

const PERMISSIONS: Record<StaffRole, ReadonlySet<StaffPermission>> = {
  owner: new Set([
    'view-journeys',
    'send-link',
    'manage-users',
    'read-audit',
    'read-training',
    'read-reports',
    'manage-location',
    'cancel-funding',
    'mark-sale',
    'view-webhooks',
    'manage-webhooks',
  ]),
  manager: new Set([
    'view-journeys',
    'send-link',
    'manage-users',
    'read-training',
    'read-reports',
    'manage-location',
    'cancel-funding',
    'mark-sale',
    'view-webhooks',
  ]),
  associate: new Set(['view-journeys', 'send-link', 'mark-sale']),
  trainer: new Set(['view-journeys', 'read-training']),
};

export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return PERMISSIONS[role].has(permission);
}

/**
 * Roles a user may grant: a manager grants manager and below, an owner any role; nobody else grants roles.
 * (A manager making an owner would let any manager take the organisation.)
 */
export function grantableRoles(granter: StaffRole): StaffRole[] {
  if (granter === 'owner') return [...STAFF_ROLES];
  if (granter === 'manager') return ['manager', 'associate', 'trainer'];
  return [];
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
