// One organisation as a platform operator brings it on (decision 281): its lender agreements, its locations
// from the shop's data, its people (the first owner's invitation), and deactivating a location or a user.
import { useState } from 'react';
import { useParams } from 'react-router';
import { boardLenderName, exampleLenderList, STAFF_ROLE_NAMES } from '@ttapply/domain/console';
import { operatorOrganisationSchema, type OperatorOrganisation } from '@ttapply/domain/operator';
import { Page } from '../../components/ui/page';
import { callStaffApi, ConsoleApiError, messageOf } from '../console-api-client';
import { ConsoleField, FormAlert } from '../shell/console-field';
import { ConsoleForm } from '../shell/console-form';
import { InviteeFields } from '../shell/invitee-fields';
import { ConsoleTable } from '../shell/console-table';
import { useStaffQuery } from '../shell/use-staff-query';
import { AgreementPicker } from './agreement-picker';

type Update = (org: OperatorOrganisation) => void;

/** One call of the organisation's routes; the answer is the organisation as it now is. */
function orgCall(organisationId: string, path: string, method: 'POST' | 'PUT', body?: unknown) {
  return callStaffApi(`/operator/organisations/${encodeURIComponent(organisationId)}${path}`, {
    method,
    body,
    schema: operatorOrganisationSchema,
  });
}

function fieldsOf(e: unknown): Record<string, string> {
  return e instanceof ConsoleApiError && e.fields ? e.fields : {};
}

function Agreements(props: { org: OperatorOrganisation; onChanged: Update }) {
  const [codes, setCodes] = useState(props.org.agreements);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const save = async () => {
    setError(undefined);
    setDone(null);
    try {
      props.onChanged(await orgCall(props.org.id, '/agreements', 'PUT', { agreements: codes }));
      setDone('Agreements saved.');
    } catch (e) {
      setError(fieldsOf(e).agreements ?? messageOf(e));
    }
  };
  return (
    <ConsoleForm id="agreements" heading="Lender agreements" onSubmit={save}>
      <AgreementPicker value={codes} onChange={setCodes} error={error} />
      {done ? <p role="status">{done}</p> : null}
      <button type="submit" className="button button-primary">
        Save the agreements
      </button>
    </ConsoleForm>
  );
}

const EMPTY_LOCATION = {
  name: '',
  addr1: '',
  addr2: '',
  city: '',
  state: '',
  zip: '',
  phoneNumber: '',
  contactHours: '',
  lenders: '',
  acctId: '',
  subId: '',
  storeNumber: '',
};
type LocationForm = typeof EMPTY_LOCATION;
const LOCATION_LABELS: Record<keyof LocationForm, { label: string; required?: boolean; hint?: string }> = {
  name: { label: 'Location name', required: true },
  addr1: { label: 'Street address', required: true },
  addr2: { label: 'Address line 2' },
  city: { label: 'City', required: true },
  state: { label: 'State', required: true, hint: 'Two letters, e.g. WA.' },
  zip: { label: 'ZIP code', required: true },
  phoneNumber: { label: 'Phone', required: true },
  contactHours: { label: 'Hours', hint: 'As the shop writes them, e.g. Mon–Sat 8am–6pm.' },
  lenders: {
    label: 'Lender list',
    required: true,
    hint: `Codes in tier order, separated by commas, e.g. ${exampleLenderList()}.`,
  },
  acctId: { label: 'Account id (acctId)', hint: 'As the lenders gave it to the shop.' },
  subId: { label: 'Sub-account id (subId)' },
  storeNumber: { label: 'Store number' },
};

function AddLocation(props: { org: OperatorOrganisation; onChanged: Update }) {
  const [form, setForm] = useState<LocationForm>(EMPTY_LOCATION);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      const lenders = form.lenders
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
      props.onChanged(await orgCall(props.org.id, '/locations', 'POST', { ...form, lenders }));
      setForm(EMPTY_LOCATION);
    } catch (e) {
      const fields = fieldsOf(e);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConsoleForm id="add-location" heading="Add a location" onSubmit={submit}>
      {(Object.keys(LOCATION_LABELS) as (keyof LocationForm)[]).map((key) => (
        <ConsoleField
          key={key}
          name={key}
          label={LOCATION_LABELS[key].label}
          hint={LOCATION_LABELS[key].hint}
          required={LOCATION_LABELS[key].required}
          type={key === 'phoneNumber' ? 'tel' : 'text'}
          value={form[key]}
          onChange={(value) => setForm((f) => ({ ...f, [key]: value }))}
          error={errors[key]}
        />
      ))}
      <FormAlert message={formError} />
      <button type="submit" className="button button-primary" disabled={busy}>
        Add the location
      </button>
    </ConsoleForm>
  );
}

function InviteOwner(props: { org: OperatorOrganisation; onChanged: Update }) {
  const active = props.org.locations.filter((l) => l.active);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const submit = async () => {
    setErrors({});
    setDone(null);
    const shopKeyIds = chosen.length > 0 ? chosen : active.length === 1 ? [active[0]!.shopKeyId] : [];
    try {
      props.onChanged(
        await orgCall(props.org.id, '/owners', 'POST', {
          email: email.trim(),
          name: name.trim(),
          shopKeyIds,
        }),
      );
      setDone(`Invitation e-mailed to ${email.trim()}. The link works for 7 days.`);
      setEmail('');
      setName('');
    } catch (e) {
      const fields = fieldsOf(e);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: messageOf(e) });
    }
  };
  if (active.length === 0) return <p>Add a location first: an owner holds their role at a location.</p>;
  return (
    <ConsoleForm id="invite-owner" heading="Invite the owner" onSubmit={submit}>
      <InviteeFields
        email={email}
        name={name}
        onEmailChange={setEmail}
        onNameChange={setName}
        errors={errors}
      />
      {active.length > 1 ? (
        <fieldset className="field">
          <legend className="field-label">Owner at</legend>
          {active.map((l) => (
            <label key={l.shopKeyId} className="console-checkbox">
              <input
                type="checkbox"
                checked={chosen.includes(l.shopKeyId)}
                onChange={(e) =>
                  setChosen((c) =>
                    e.target.checked ? [...c, l.shopKeyId] : c.filter((k) => k !== l.shopKeyId),
                  )
                }
              />{' '}
              {l.name}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>Owner at {active[0]!.name}.</p>
      )}
      <FormAlert message={errors.form ?? errors.shopKeyIds ?? null} />
      {done ? <p role="status">{done}</p> : null}
      <button type="submit" className="button button-primary">
        Send the invitation
      </button>
    </ConsoleForm>
  );
}

export function OrganisationPage() {
  const { organisationId = '' } = useParams();
  const org = useStaffQuery(
    `/operator/organisations/${encodeURIComponent(organisationId)}`,
    operatorOrganisationSchema,
  );
  const [actionError, setActionError] = useState<string | null>(null);
  const onChanged: Update = (next) => org.update(() => next);
  const deactivate = async (path: string, what: string) => {
    if (!window.confirm(`Deactivate ${what}? Their links stop working; their history stays.`)) return;
    setActionError(null);
    try {
      onChanged(await orgCall(organisationId, path, 'POST'));
    } catch (e) {
      setActionError(messageOf(e));
    }
  };
  const data = org.data;
  return (
    <Page title="Organisation | Text To Apply operators" heading={data?.name ?? 'Organisation'} wide>
      {org.error ? <FormAlert message={org.error} /> : null}
      {data === null ? (
        <p role="status">Loading the organisation…</p>
      ) : (
        <>
          <FormAlert message={actionError} />
          <h2 className="section-heading">Locations</h2>
          {data.locations.length === 0 ? (
            <p>No location yet.</p>
          ) : (
            <ConsoleTable
              label="Locations"
              columns={['Location', 'Phone and hours', 'Lenders', 'Partner ids', 'Status']}
            >
              {data.locations.map((l) => (
                <tr key={l.shopKeyId}>
                  <th scope="row">
                    {l.name}
                    <br />
                    <span className="console-muted">{l.address}</span>
                  </th>
                  <td>
                    {l.phoneNumber} {l.contactHours}
                  </td>
                  <td>{l.lenders.map(boardLenderName).join(', ')}</td>
                  <td>
                    {l.acctId} / {l.subId} / {l.storeNumber}
                  </td>
                  <td>
                    {l.active ? (
                      <button
                        type="button"
                        className="button button-secondary"
                        onClick={() =>
                          void deactivate(`/locations/${encodeURIComponent(l.shopKeyId)}/deactivate`, l.name)
                        }
                      >
                        Deactivate <span className="visually-hidden">{l.name}</span>
                      </button>
                    ) : (
                      'Deactivated'
                    )}
                  </td>
                </tr>
              ))}
            </ConsoleTable>
          )}
          <h2 className="section-heading">People</h2>
          {data.users.length === 0 ? (
            <p>Nobody yet: invite the owner below.</p>
          ) : (
            <ConsoleTable label="People" columns={['Person', 'Roles', 'Status']}>
              {data.users.map((u) => (
                <tr key={u.id}>
                  <th scope="row">
                    {u.name}
                    <br />
                    <span className="console-muted">{u.email}</span>
                  </th>
                  <td>
                    {u.roles
                      .map(
                        (r) =>
                          `${STAFF_ROLE_NAMES[r.role]} at ${data.locations.find((l) => l.shopKeyId === r.shopKeyId)?.name ?? r.shopKeyId}`,
                      )
                      .join(', ')}
                  </td>
                  <td>
                    {u.status === 'disabled' ? (
                      'Deactivated'
                    ) : (
                      <>
                        {u.status === 'invited' ? 'Invited, not joined yet ' : 'Active '}
                        <button
                          type="button"
                          className="button button-secondary"
                          onClick={() =>
                            void deactivate(
                              `/users/${encodeURIComponent(u.id)}/deactivate`,
                              u.name || u.email,
                            )
                          }
                        >
                          Deactivate <span className="visually-hidden">{u.name || u.email}</span>
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </ConsoleTable>
          )}
          <InviteOwner key={`${data.locations.length}`} org={data} onChanged={onChanged} />
          <AddLocation org={data} onChanged={onChanged} />
          <Agreements key={data.agreements.join()} org={data} onChanged={onChanged} />
        </>
      )}
    </Page>
  );
}
