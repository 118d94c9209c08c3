// A location's partner API keys (decision 314), for owners and managers: the keys a shop's own system uses to
// start and follow applications. A new key is shown once, in the answer that made it; the list shows only its
// prefix and last four characters. Rotating gives a new key while the old one works for a day more; revoking stops
// a key at once.
import { useEffect, useRef, useState } from 'react';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIXES,
  API_KEY_ROTATION_OVERLAP_HOURS,
  apiKeyListSchema,
  apiKeyStatusText,
  apiKeyViewSchema,
  API_KEY_NAME_MAX_LENGTH,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  type ApiKeyList,
  type ApiKeyView,
  type CreatedApiKey,
} from '@ttapply/domain/console';
import { Page } from '../../components/ui/page';
import { callStaffApi, fieldError, messageOf } from '../console-api-client';
import { localDateTime } from '../console-time';
import { ConsoleField, FormAlert } from '../shell/console-field';
import { ConsoleForm } from '../shell/console-form';
import { useSignedIn } from '../shell/console-session';
import { ConsoleTable } from '../shell/console-table';
import { useRefusalFocus } from '../shell/use-refusal-focus';
import { useStaffQuery } from '../shell/use-staff-query';

const keysPath = (shopKeyId: string) => `/locations/${encodeURIComponent(shopKeyId)}/api-keys`;

/** The key just made: shown once, with the one thing to do about it. */
function NewKey(props: { created: CreatedApiKey; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The key appears above the list: focus goes to it, so a screen reader reads it out at once.
  useEffect(() => headingRef.current?.focus(), [props.created.key.id]);
  return (
    <section className="notice" aria-labelledby="new-key">
      <h2 id="new-key" ref={headingRef} tabIndex={-1} className="section-heading">
        The new key for {props.created.key.name}
      </h2>
      <p>
        Copy it into your shop system now: it is shown only this once. Anyone who has it can text your
        customers.
      </p>
      <p>
        <label htmlFor="new-key-secret" className="field-label">
          The new key
        </label>
        <input
          id="new-key-secret"
          className="field-control"
          readOnly
          value={props.created.secret}
          onFocus={(e) => e.currentTarget.select()}
        />
      </p>
      <button type="button" className="button button-secondary" onClick={props.onDone}>
        I have copied it
      </button>
    </section>
  );
}

function KeyRow(props: {
  apiKey: ApiKeyView;
  onRotated: (created: CreatedApiKey) => void;
  onRevoked: (key: ApiKeyView) => void;
  onError: (message: string) => void;
  shopKeyId: string;
}) {
  const { apiKey } = props;
  const [confirming, setConfirming] = useState(false);
  const path = `${keysPath(props.shopKeyId)}/${encodeURIComponent(apiKey.id)}`;
  const rotate = async () => {
    try {
      props.onRotated(await callStaffApi(`${path}/rotate`, { method: 'POST', schema: createdApiKeySchema }));
    } catch (e) {
      props.onError(messageOf(e));
    }
  };
  const revoke = async () => {
    try {
      props.onRevoked(await callStaffApi(`${path}/revoke`, { method: 'POST', schema: apiKeyViewSchema }));
    } catch (e) {
      props.onError(messageOf(e));
    }
    setConfirming(false);
  };
  const usable = apiKey.status === 'active' || apiKey.status === 'rotating';
  return (
    <tr>
      <th scope="row">{apiKey.name}</th>
      <td>
        <code>{apiKey.hint}</code>
      </td>
      <td>
        {apiKeyStatusText(apiKey)}
        {apiKey.status === 'rotating' && apiKey.expiresAt ? ` (${localDateTime(apiKey.expiresAt)})` : ''}
      </td>
      <td>
        {localDateTime(apiKey.createdAt)} by {apiKey.createdBy}
      </td>
      <td>{apiKey.lastUsedAt ? localDateTime(apiKey.lastUsedAt) : 'Never'}</td>
      <td>
        {confirming ? (
          <>
            <span>Stop {apiKey.name} now? Your shop system’s calls with it fail from this moment. </span>
            <button type="button" className="button" onClick={() => void revoke()}>
              Revoke the key
            </button>{' '}
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </>
        ) : (
          <>
            {apiKey.status === 'active' ? (
              <button
                type="button"
                className="button button-secondary"
                aria-label={`Rotate ${apiKey.name} (${apiKey.hint})`}
                onClick={() => void rotate()}
              >
                Rotate
              </button>
            ) : null}{' '}
            {usable ? (
              <button
                type="button"
                className="button button-secondary"
                aria-label={`Revoke ${apiKey.name} (${apiKey.hint})`}
                onClick={() => setConfirming(true)}
              >
                Revoke
              </button>
            ) : null}
          </>
        )}
      </td>
    </tr>
  );
}

export function ApiKeysPage() {
  const { location } = useSignedIn();
  const { data, error, update, reload } = useStaffQuery<ApiKeyList>(
    keysPath(location.shopKeyId),
    apiKeyListSchema,
  );
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const { formRef, refused } = useRefusalFocus();

  const shown = (next: CreatedApiKey) => {
    setCreated(next);
    reload();
  };
  const submit = async () => {
    setFormError(null);
    if (!createApiKeyRequestSchema.safeParse({ name }).success) {
      setNameError(API_KEY_MESSAGES.name);
      refused();
      return;
    }
    setNameError(undefined);
    try {
      shown(
        await callStaffApi(keysPath(location.shopKeyId), {
          method: 'POST',
          body: { name },
          schema: createdApiKeySchema,
        }),
      );
      setName('');
    } catch (e) {
      setNameError(fieldError(e, 'name'));
      setFormError(fieldError(e, 'name') ? null : messageOf(e));
      refused();
    }
  };

  const mode = data?.mode;
  return (
    <Page title="API keys | Text To Apply shop console" heading={`${location.name}: API keys`} wide>
      <p>
        Your shop system (repair orders, invoices) uses a key to text customers the apply link and follow
        their applications through the partner API. Each key works for this location only.
        {mode === 'test'
          ? ` This server makes test keys (${API_KEY_PREFIXES.test}…): they work only with the partner sandbox, never with real lenders.`
          : mode === 'live'
            ? ` This server makes live keys (${API_KEY_PREFIXES.live}…): they send applications to real lenders.`
            : ''}{' '}
        Rotating a key gives a new one; the old one keeps working for {API_KEY_ROTATION_OVERLAP_HOURS} hours
        so you can change it in your system.
      </p>
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : null}
      <ConsoleForm id="make-key" heading="Make a key" onSubmit={submit} formRef={formRef}>
        <ConsoleField
          label="What the key is for"
          name="api-key-name"
          value={name}
          onChange={setName}
          hint="e.g. Shop system, front desk"
          error={nameError}
          required
          maxLength={API_KEY_NAME_MAX_LENGTH}
        />
        <FormAlert message={formError} />
        <button type="submit" className="button">
          Make the key
        </button>
      </ConsoleForm>
      <h2 className="section-heading">Keys</h2>
      {data && data.keys.length > 0 ? (
        <ConsoleTable
          label="API keys"
          columns={[
            'For',
            'Key',
            'Status',
            'Made',
            'Last used',
            <span className="visually-hidden">Actions</span>,
          ]}
        >
          {data.keys.map((apiKey) => (
            <KeyRow
              key={apiKey.id}
              apiKey={apiKey}
              shopKeyId={location.shopKeyId}
              onRotated={shown}
              onRevoked={(revoked) =>
                update((list) =>
                  list ? { ...list, keys: list.keys.map((k) => (k.id === revoked.id ? revoked : k)) } : list,
                )
              }
              onError={setFormError}
            />
          ))}
        </ConsoleTable>
      ) : data ? (
        <p>No keys yet.</p>
      ) : error ? (
        <FormAlert message={error} />
      ) : (
        <p role="status">Loading the keys…</p>
      )}
    </Page>
  );
}
