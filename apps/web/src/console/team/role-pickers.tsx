// A role per location, as the team screens ask it: one choice per location the user manages, offering only the
// roles grantableRoles allows (a manager cannot make an owner; staff-roles.ts).
import { useId } from 'react';
import { FieldError } from '../shell/console-field';
import { grantableRoles, STAFF_ROLE_NAMES, type StaffRole } from '@ttapply/domain/console';
import type { StaffLocation } from '../shell/console-session';

export type RoleChoice = Record<string, StaffRole | ''>;

export function RolePickers(props: {
  legend: string;
  locations: StaffLocation[];
  value: RoleChoice;
  onChange: (value: RoleChoice) => void;
  error?: string;
}) {
  const base = useId().replace(/:/g, '');
  const errorId = `${base}-error`;
  return (
    <fieldset className="console-roles" aria-describedby={props.error ? errorId : undefined}>
      <legend>{props.legend}</legend>
      {props.locations.map((l) => {
        const id = `${base}-${l.shopKeyId}`;
        const current = props.value[l.shopKeyId] ?? '';
        const offered = grantableRoles(l.role);
        if (current && !offered.includes(current)) {
          return (
            <p key={l.shopKeyId}>
              {l.name}: {STAFF_ROLE_NAMES[current]}{' '}
              <span className="console-muted">(only an owner changes this)</span>
            </p>
          );
        }
        return (
          <div key={l.shopKeyId} className="console-role-row">
            <label htmlFor={id}>{l.name}</label>
            <select
              id={id}
              className="field-control"
              value={current}
              onChange={(e) =>
                props.onChange({ ...props.value, [l.shopKeyId]: e.target.value as StaffRole | '' })
              }
            >
              <option value="">No role here</option>
              {offered.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_NAMES[role]}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <FieldError id={errorId} error={props.error} />
    </fieldset>
  );
}

export function rolesOf(choice: RoleChoice): { shopKeyId: string; role: StaffRole }[] {
  return Object.entries(choice).flatMap(([shopKeyId, role]) => (role ? [{ shopKeyId, role }] : []));
}
