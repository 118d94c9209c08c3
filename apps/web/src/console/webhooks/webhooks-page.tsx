// A location's webhook endpoints (docs/webhooks.md): owners register, change and remove them, rotate their
// secrets and resend a delivery; managers look. A secret is shown once, when made; each endpoint's deliveries
// list the endpoint's answers, so an owner can see why a shop system missed an event.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  WEBHOOK_EVENT_NAMES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEventType,
} from '@ttapply/domain/console';
import { Page } from '../../components/ui/page';
import { callStaffApi, fieldError, messageOf } from '../console-api-client';
import { journeyPath } from '../console-paths';
import { localDateTime } from '../console-time';
import { ConsoleField, FieldError, FormAlert } from '../shell/console-field';
import { ConsoleForm } from '../shell/console-form';
import { can, useSignedIn } from '../shell/console-session';
import { ConsoleTable } from '../shell/console-table';
import { useRefusalFocus } from '../shell/use-refusal-focus';
import { useStaffQuery } from '../shell/use-staff-query';

const webhooksPath = (shopKeyId: string) => `/locations/${encodeURIComponent(shopKeyId)}/webhooks`;

const STATUS_WORDS: Record<WebhookDeliveryView['status'], string> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  failed: 'Failed',
};

interface EndpointFormProps {
  shopKeyId: string;
  /** The endpoint changed; none when registering a new one. */
  endpoint?: WebhookEndpointView;
  onSaved: (endpoint: WebhookEndpointView, secret?: string) => void;
  onCancel?: () => void;
}

function EndpointForm(props: EndpointFormProps) {
  const [url, setUrl] = useState(props.endpoint?.url ?? '');
  const [description, setDescription] = useState(props.endpoint?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(props.endpoint?.events ?? []);
  const [errors, setErrors] = useState<{ url?: string; events?: string; description?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { formRef, refused } = useRefusalFocus();
  const editing = props.endpoint !== undefined;
  const prefix = editing ? `edit-${props.endpoint!.id}` : 'new';

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((current) =>
      on
        ? WEBHOOK_EVENT_TYPES.filter((t) => t === type || current.includes(t))
        : current.filter((t) => t !== type),
    );

  const submit = async () => {
    setFormError(null);
    const local = {
      ...(/^https?:\/\/\S+$/.test(url.trim()) && url.trim().length <= 2000
        ? {}
        : { url: WEBHOOK_MESSAGES.url }),
      ...(events.length > 0 ? {} : { events: WEBHOOK_MESSAGES.events }),
    };
    setErrors(local);
    if (Object.keys(local).length > 0) {
      refused();
      return;
    }
    const body = { url: url.trim(), events, description: description.trim() };
    try {
      if (editing) {
        const saved = await callStaffApi(`${webhooksPath(props.shopKeyId)}/${props.endpoint!.id}`, {
          method: 'PUT',
          body,
          schema: webhookEndpointSchema,
        });
        props.onSaved(saved);
      } else {
        const created = await callStaffApi(webhooksPath(props.shopKeyId), {
          method: 'POST',
          body,
          schema: webhookEndpointWithSecretSchema,
        });
        props.onSaved(created.endpoint, created.secret);
        setUrl('');
        setDescription('');
        setEvents([]);
      }
    } catch (e) {
      const fields = {
        url: fieldError(e, 'url'),
        events: fieldError(e, 'events'),
        description: fieldError(e, 'description'),
      };
      setErrors(fields);
      setFormError(messageOf(e));
      refused();
    }
  };

  return (
    <ConsoleForm
      id={`${prefix}-heading`}
      heading={editing ? `Change ${props.endpoint!.url}` : 'Register an endpoint'}
      onSubmit={submit}
      formRef={formRef}
    >
      <ConsoleField
        label="Endpoint address"
        name={`${prefix}-url`}
        type="text"
        inputMode="text"
        value={url}
        onChange={setUrl}
        hint="Your shop system’s https address that receives the events, e.g. https://shop.example.com/hooks"
        error={errors.url}
        required
        maxLength={2000}
      />
      <ConsoleField
        label="Description"
        name={`${prefix}-description`}
        value={description}
        onChange={setDescription}
        error={errors.description}
        maxLength={200}
      />
      <fieldset
        className={`field${errors.events ? ' field-has-error' : ''}`}
        aria-describedby={errors.events ? `${prefix}-events-error` : undefined}
      >
        <legend className="field-label">Events to send</legend>
        <div className="console-checkbox-grid">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="console-checkbox">
              <input
                type="checkbox"
                checked={events.includes(type)}
                aria-invalid={errors.events ? true : undefined}
                onChange={(e) => toggle(type, e.target.checked)}
              />{' '}
              {WEBHOOK_EVENT_NAMES[type]} <code>{type}</code>
            </label>
          ))}
        </div>
        <FieldError id={`${prefix}-events-error`} error={errors.events} />
      </fieldset>
      <FormAlert message={formError} />
      <button type="submit" className="button">
        {editing ? 'Save the endpoint' : 'Register the endpoint'}
      </button>{' '}
      {props.onCancel ? (
        <button type="button" className="button button-secondary" onClick={props.onCancel}>
          Cancel
        </button>
      ) : null}
    </ConsoleForm>
  );
}

function Deliveries(props: { shopKeyId: string; endpoint: WebhookEndpointView; owner: boolean }) {
  const { data, error, update, reload } = useStaffQuery(
    `${webhooksPath(props.shopKeyId)}/${props.endpoint.id}/deliveries`,
    webhookDeliveryListSchema,
  );
  const [actionError, setActionError] = useState<string | null>(null);
  const resend = async (delivery: WebhookDeliveryView) => {
    setActionError(null);
    try {
      const sent = await callStaffApi(`${webhooksPath(props.shopKeyId)}/deliveries/${delivery.id}/resend`, {
        method: 'POST',
        schema: webhookDeliverySchema,
      });
      update((current) =>
        current ? { deliveries: current.deliveries.map((d) => (d.id === sent.id ? sent : d)) } : current,
      );
    } catch (e) {
      setActionError(messageOf(e));
    }
  };
  const label = `Deliveries to ${props.endpoint.url}`;
  if (error) return <FormAlert message={error} />;
  if (!data) return <p role="status">Loading the deliveries…</p>;
  return (
    <section>
      <h3 className="section-heading">Deliveries, newest first</h3>
      <FormAlert message={actionError} />
      <button type="button" className="button button-secondary" onClick={reload}>
        Refresh the deliveries
      </button>
      {data.deliveries.length === 0 ? (
        <p>Nothing has been sent to this endpoint yet.</p>
      ) : (
        <ConsoleTable
          label={label}
          columns={[
            'Event',
            'Journey',
            'Happened',
            'State',
            'Tries',
            'Last answer',
            ...(props.owner ? ['Resend'] : []),
          ]}
        >
          {data.deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td>{WEBHOOK_EVENT_NAMES[delivery.eventType]}</td>
              <td>
                <Link to={journeyPath(props.shopKeyId, delivery.journeyId)}>Open the journey</Link>
              </td>
              <td>{localDateTime(delivery.createdAt)}</td>
              <td>
                {STATUS_WORDS[delivery.status]}
                {delivery.status === 'pending' && delivery.nextAttemptAt && delivery.attempts > 0
                  ? `, next try ${localDateTime(delivery.nextAttemptAt)}`
                  : ''}
              </td>
              <td>{delivery.attempts}</td>
              <td>
                {delivery.lastAttemptAt ? (
                  <>
                    {delivery.responseStatus === null ? 'No answer' : `HTTP ${delivery.responseStatus}`} at{' '}
                    {localDateTime(delivery.lastAttemptAt)}
                    {delivery.responseExcerpt ? (
                      <pre className="console-excerpt">{delivery.responseExcerpt}</pre>
                    ) : null}
                  </>
                ) : (
                  'Not tried yet'
                )}
              </td>
              {props.owner ? (
                <td>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Resend ${WEBHOOK_EVENT_NAMES[delivery.eventType]} of ${localDateTime(delivery.createdAt)}`}
                    disabled={props.endpoint.status !== 'active'}
                    onClick={() => void resend(delivery)}
                  >
                    Resend
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}

function Endpoint(props: {
  shopKeyId: string;
  endpoint: WebhookEndpointView;
  owner: boolean;
  onChanged: (endpoint: WebhookEndpointView, secret?: string) => void;
  onRemoved: (id: string) => void;
}) {
  const { endpoint } = props;
  const [editing, setEditing] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const path = `${webhooksPath(props.shopKeyId)}/${endpoint.id}`;

  const act = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const rotate = () =>
    act(async () => {
      const rotated = await callStaffApi(`${path}/rotate-secret`, {
        method: 'POST',
        schema: webhookEndpointWithSecretSchema,
      });
      props.onChanged(rotated.endpoint, rotated.secret);
    });
  const switchOn = () =>
    act(async () => {
      const on = await callStaffApi(path, {
        method: 'PUT',
        body: {
          url: endpoint.url,
          events: endpoint.events,
          description: endpoint.description,
          enabled: true,
        },
        schema: webhookEndpointSchema,
      });
      props.onChanged(on);
    });
  const remove = () =>
    act(async () => {
      await callStaffApi(path, { method: 'DELETE' });
      props.onRemoved(endpoint.id);
    });

  if (editing)
    return (
      <li>
        <EndpointForm
          shopKeyId={props.shopKeyId}
          endpoint={endpoint}
          onSaved={(saved) => {
            setEditing(false);
            props.onChanged(saved);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  return (
    <li className="console-webhook-endpoint" aria-label={endpoint.url}>
      <p>
        <strong>{endpoint.url}</strong>
        {endpoint.description ? ` — ${endpoint.description}` : ''}
      </p>
      <p>
        {endpoint.status === 'active' ? 'On' : `Off: ${endpoint.disabledReason ?? 'switched off'}`}. Sends:{' '}
        {endpoint.events.map((type) => WEBHOOK_EVENT_NAMES[type]).join(', ')}.
        {endpoint.previousSecretUntil
          ? ` The previous secret also signs until ${localDateTime(endpoint.previousSecretUntil)}.`
          : ''}
      </p>
      <FormAlert message={error} />
      <button
        type="button"
        className="button button-secondary"
        aria-expanded={showDeliveries}
        onClick={() => setShowDeliveries((shown) => !shown)}
      >
        {showDeliveries ? 'Hide the deliveries' : 'Show the deliveries'}
      </button>{' '}
      {props.owner ? (
        <>
          {endpoint.status === 'disabled' ? (
            <>
              <button type="button" className="button" onClick={() => void switchOn()}>
                Switch on
              </button>{' '}
            </>
          ) : null}
          <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
            Change
          </button>{' '}
          <button type="button" className="button button-secondary" onClick={() => void rotate()}>
            Rotate the secret
          </button>{' '}
          {confirmRemove ? (
            <>
              <button type="button" className="button" onClick={() => void remove()}>
                Yes, remove it
              </button>{' '}
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setConfirmRemove(false)}
              >
                Keep it
              </button>
            </>
          ) : (
            <button type="button" className="button button-secondary" onClick={() => setConfirmRemove(true)}>
              Remove
            </button>
          )}
        </>
      ) : null}
      {showDeliveries ? (
        <Deliveries shopKeyId={props.shopKeyId} endpoint={endpoint} owner={props.owner} />
      ) : null}
    </li>
  );
}

export function WebhooksPage() {
  const { me, location } = useSignedIn();
  const owner = can(me, 'manage-webhooks', location.shopKeyId);
  const { data, error, update } = useStaffQuery(webhooksPath(location.shopKeyId), webhookEndpointListSchema);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const changed = (endpoint: WebhookEndpointView, newSecret?: string) => {
    update((current) => {
      const endpoints = current?.endpoints ?? [];
      return endpoints.some((e) => e.id === endpoint.id)
        ? { endpoints: endpoints.map((e) => (e.id === endpoint.id ? endpoint : e)) }
        : { endpoints: [...endpoints, endpoint] };
    });
    setSecret(newSecret ? { url: endpoint.url, secret: newSecret } : null);
  };
  const removed = (id: string) => {
    update((current) => (current ? { endpoints: current.endpoints.filter((e) => e.id !== id) } : current));
    setSecret(null);
  };

  return (
    <Page title="Webhooks | Text To Apply shop console" heading={`${location.name}: webhooks`} wide>
      <p>
        Your shop system is told what happens in each journey: signed (Standard Webhooks), retried for about
        three days, and in order for each journey.
      </p>
      {secret ? (
        <div className="notice" role="status">
          <p>
            The signing secret of {secret.url}: <code>{secret.secret}</code>
          </p>
          <p>Copy it into your shop system now: it is not shown again.</p>
        </div>
      ) : null}
      <h2 className="section-heading">Endpoints</h2>
      {data ? (
        data.endpoints.length === 0 ? (
          <p>No endpoints yet.</p>
        ) : (
          <ul className="console-plain-list" aria-label="Endpoints">
            {data.endpoints.map((endpoint) => (
              <Endpoint
                key={endpoint.id}
                shopKeyId={location.shopKeyId}
                endpoint={endpoint}
                owner={owner}
                onChanged={changed}
                onRemoved={removed}
              />
            ))}
          </ul>
        )
      ) : error ? (
        <FormAlert message={error} />
      ) : (
        <p role="status">Loading the endpoints…</p>
      )}
      {owner && data ? <EndpointForm shopKeyId={location.shopKeyId} onSaved={changed} /> : null}
    </Page>
  );
}
