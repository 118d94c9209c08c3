// The platform operators' first screen (decision 281): the shops' organisations, and a new one with the
// lenders it has agreements with. Its own page then adds locations, records agreements and invites the owner.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { operatorOrganisationSchema, operatorOrganisationSummarySchema } from '@ttapply/domain/operator';
import { Page } from '../../components/ui/page';
import { callStaffApi, fieldError, messageOf } from '../console-api-client';
import { operatorOrganisationPath } from '../console-paths';
import { ConsoleField, FormAlert } from '../shell/console-field';
import { ConsoleForm } from '../shell/console-form';
import { ConsoleTable } from '../shell/console-table';
import { useStaffQuery } from '../shell/use-staff-query';
import { AgreementPicker } from './agreement-picker';

const listShape = {
  parse: (v: unknown) =>
    operatorOrganisationSummarySchema.array().parse((v as { organisations: unknown }).organisations),
};

function NewOrganisationForm() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [agreements, setAgreements] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ name?: string; agreements?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!name.trim()) {
      setErrors({ name: 'Write the organisation’s name in at most 100 characters.' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const created = await callStaffApi('/operator/organisations', {
        method: 'POST',
        body: { name: name.trim(), agreements },
        schema: operatorOrganisationSchema,
      });
      void navigate(operatorOrganisationPath(created.id));
    } catch (e) {
      const byField = { name: fieldError(e, 'name'), agreements: fieldError(e, 'agreements') };
      setErrors(byField.name || byField.agreements ? byField : { form: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConsoleForm id="new-org" heading="New organisation" onSubmit={submit}>
      <ConsoleField
        name="name"
        label="Organisation name"
        required
        value={name}
        onChange={setName}
        error={errors.name}
      />
      <AgreementPicker value={agreements} onChange={setAgreements} error={errors.agreements} />
      <FormAlert message={errors.form ?? null} />
      <button type="submit" className="button button-primary" disabled={busy}>
        Create the organisation
      </button>
    </ConsoleForm>
  );
}

export function OrganisationsPage() {
  const list = useStaffQuery('/operator/organisations', listShape);
  return (
    <Page title="Organisations | Text To Apply operators" heading="Organisations" wide>
      {list.error ? <FormAlert message={list.error} /> : null}
      {list.data === null ? (
        <p role="status">Loading the organisations…</p>
      ) : list.data.length === 0 ? (
        <p>No organisation yet: create the first one below.</p>
      ) : (
        <ConsoleTable label="Organisations" columns={['Organisation', 'Locations']}>
          {list.data.map((org) => (
            <tr key={org.id}>
              <th scope="row">
                <Link to={operatorOrganisationPath(org.id)}>{org.name}</Link>
              </th>
              <td>{org.locations}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <NewOrganisationForm />
    </Page>
  );
}
