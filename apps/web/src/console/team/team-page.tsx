// Team (managers and owners): who holds which role at the locations the user manages, invitations by e-mail,
// and role changes. The screen offers only what the server allows (grantableRoles); the server checks again.
import { useState } from 'react';
import {
  roleAllows,
  STAFF_ROLE_NAMES,
  staffUserViewSchema,
  type StaffUserView,
} from '@ttapply/domain/console';
import { Page } from '../../components/ui/page';
import { callStaffApi, fieldError, messageOf } from '../console-api-client';
import { FormAlert } from '../shell/console-field';
import { ConsoleForm } from '../shell/console-form';
import { InviteeFields } from '../shell/invitee-fields';
import { useSignedIn, type StaffLocation } from '../shell/console-session';
import { useStaffQuery } from '../shell/use-staff-query';
import { RolePickers, rolesOf, type RoleChoice } from './role-pickers';
import { ConsoleTable } from '../shell/console-table';

const STATUS_TEXT: Record<StaffUserView['status'], string> = {
  invited: 'Invited, not joined yet',
  active: 'Active',
  disabled: 'Disabled',
};

const usersShape = {
  parse: (v: unknown) => staffUserViewSchema.array().parse((v as { users: unknown }).users),
};

function InviteForm(props: { managed: StaffLocation[]; onInvited: (user: StaffUserView) => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<RoleChoice>({});
  const [errors, setErrors] = useState<{ email?: string; name?: string; roles?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setDone(null);
    const chosen = rolesOf(roles);
    const local = {
      email: /^\S+@\S+\.\S+$/.test(email.trim())
        ? undefined
        : 'Enter their work e-mail, for example sam@yourshop.com.',
      name: name.trim() ? undefined : 'Enter their name as the team knows it.',
      roles: chosen.length > 0 ? undefined : 'Choose a role at one location at least.',
    };
    setErrors(local);
    if (local.email || local.name || local.roles) return;
    setBusy(true);
    try {
      const user = await callStaffApi('/invitations', {
        method: 'POST',
        body: { email: email.trim(), name: name.trim(), roles: chosen },
        schema: staffUserViewSchema,
      });
      props.onInvited(user);
      setDone(`Invitation e-mailed to ${user.email}. The link works for 7 days.`);
      setEmail('');
      setName('');
      setRoles({});
    } catch (e) {
      const byField = {
        email: fieldError(e, 'email'),
        name: fieldError(e, 'name'),
        roles: fieldError(e, 'roles'),
      };
      setErrors(byField.email || byField.name || byField.roles ? byField : { form: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConsoleForm id="invite-heading" heading="Invite someone" onSubmit={submit}>
      <InviteeFields
        email={email}
        name={name}
        onEmailChange={setEmail}
        onNameChange={setName}
        errors={errors}
      />
      <RolePickers
        legend="Role at each location"
        locations={props.managed}
        value={roles}
        onChange={setRoles}
        error={errors.roles}
      />
      <FormAlert message={errors.form ?? null} />
      {done ? <p role="status">{done}</p> : null}
      <button type="submit" className="button button-primary" disabled={busy}>
        Send the invitation
      </button>
    </ConsoleForm>
  );
}

function UserRow(props: {
  user: StaffUserView;
  managed: StaffLocation[];
  names: Map<string, string>;
  onChanged: (user: StaffUserView) => void;
}) {
  const { user } = props;
  const [editing, setEditing] = useState(false);
  const [roles, setRoles] = useState<RoleChoice>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = () => {
    setRoles(Object.fromEntries(user.roles.map((r) => [r.shopKeyId, r.role])));
    setError(null);
    setEditing(true);
  };
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      // Only the locations this user manages are sent; roles elsewhere are the server's to keep.
      const managed = new Set(props.managed.map((l) => l.shopKeyId));
      const changed = await callStaffApi(`/users/${encodeURIComponent(user.id)}/roles`, {
        method: 'PUT',
        body: { roles: rolesOf(roles).filter((r) => managed.has(r.shopKeyId)) },
        schema: staffUserViewSchema,
      });
      props.onChanged(changed);
      setEditing(false);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr>
      <th scope="row">
        {user.name}
        <br />
        <span className="console-muted">{user.email}</span>
      </th>
      <td>{STATUS_TEXT[user.status]}</td>
      <td>
        {editing ? (
          <div className="stack">
            <RolePickers
              legend={`Roles of ${user.name}`}
              locations={props.managed}
              value={roles}
              onChange={setRoles}
            />
            <FormAlert message={error} />
            <div className="button-row">
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                onClick={() => void save()}
              >
                Save roles
              </button>
              <button type="button" className="button button-secondary" onClick={() => setEditing(false)}>
                Keep as it was
              </button>
            </div>
          </div>
        ) : (
          <ul className="console-plain-list">
            {user.roles.map((r) => (
              <li key={r.shopKeyId}>
                {props.names.get(r.shopKeyId) ?? r.shopKeyId}: {STAFF_ROLE_NAMES[r.role]}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        {editing ? null : (
          <button type="button" className="button button-secondary" onClick={start}>
            Change roles <span className="visually-hidden">of {user.name}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

export function TeamPage() {
  const { me } = useSignedIn();
  const managed = me.locations.filter((l) => roleAllows(l.role, 'manage-users'));
  const names = new Map(me.locations.map((l) => [l.shopKeyId, l.name]));
  const { data: users, error, update } = useStaffQuery(managed.length > 0 ? '/users' : null, usersShape);

  const upsert = (user: StaffUserView) =>
    update((list) =>
      [user, ...(list ?? []).filter((u) => u.id !== user.id)].sort((a, b) => a.name.localeCompare(b.name)),
    );

  if (managed.length === 0) {
    return (
      <Page title="Team | Text To Apply shop console" heading="Team" wide>
        <p className="notice">Only managers and owners see the team. Ask your manager to change a role.</p>
      </Page>
    );
  }

  return (
    <Page title="Team | Text To Apply shop console" heading="Team" wide>
      <FormAlert message={error} />
      {users === null ? (
        error ? null : (
          <p role="status">Loading the team…</p>
        )
      ) : (
        <ConsoleTable
          label="Team members"
          columns={['Person', 'Status', 'Roles', <span className="visually-hidden">Actions</span>]}
        >
          {users.map((u) => (
            <UserRow key={u.id} user={u} managed={managed} names={names} onChanged={upsert} />
          ))}
        </ConsoleTable>
      )}
      <InviteForm managed={managed} onInvited={upsert} />
    </Page>
  );
}
