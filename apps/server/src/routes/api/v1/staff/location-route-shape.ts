import type { StaffPermission } from '@ttapply/domain/console';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StaffAuditEntry } from '../../../../staff/staff-audit.js';
import { staffRoleAt } from '../../../../staff/staff-auth.js';
import { commonErrors, errorResponse } from '../../../schemas.js';

/** The `/locations/:shopKeyId/…` routes' shared path parameter and error answers. */
export const locationParams = z.object({ shopKeyId: z.string().min(1).max(64) });
export const staffErrors = { 401: errorResponse, 403: errorResponse, ...commonErrors };

/** What a change writes in the audit log (its location is added), from the change's answer. */
type LocationAudit<T> =
  Omit<StaffAuditEntry, 'shopKeyId'> | ((answer: T) => Omit<StaffAuditEntry, 'shopKeyId'>);

/**
 * One staff change at a location, the way every such route does it: the caller's role there first (staffRoleAt:
 * 404 for a location not theirs, 403 for a role without the permission), then the change, then its audit row
 * (GUIDE 15: every staff action writes one), so a refused or failed change writes none.
 */
export async function auditedLocationChange<T>(
  request: FastifyRequest,
  shopKeyId: string,
  permission: StaffPermission,
  change: () => Promise<T>,
  audit: LocationAudit<T>,
): Promise<T> {
  staffRoleAt(request, shopKeyId, permission);
  const answer = await change();
  const entry = typeof audit === 'function' ? audit(answer) : audit;
  await request.server.staffAudit.record(request, { ...entry, shopKeyId });
  return answer;
}
