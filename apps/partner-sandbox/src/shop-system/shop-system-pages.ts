import { escapeHtml } from '../documents/lender-document.js';
import type { RepairOrder, Shop, StatusChange } from './shop-system-state.js';
import { formatDollars } from './trigger-rule.js';
import { eventWords } from './webhook-receiver.js';

/**
 * The shop system's screens, rendered on the server as the sandbox's other pages are: they work without
 * script, and the one script (shop-system-script.ts, served from this origin) only refreshes an open order's
 * financing. Mobile first: one column that widens on a desk; every field has its label, hint and error tied
 * to it, and the first field in error takes focus.
 */

/** What a form shows again after a refusal: the typed values and a message per field. */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
}
export const emptyForm = (values: Record<string, string> = {}): FormState => ({ values, errors: {} });

const STYLE = `
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;color:#1b1b1b;background:#f6f7f9;line-height:1.4}
header{background:#23395b;color:#fff;padding:.75rem 1rem}header p{margin:0;font-weight:600}
nav ul{list-style:none;display:flex;gap:1rem;margin:.5rem 0 0;padding:0}nav a{color:#fff}
main{max-width:48rem;margin:0 auto;padding:1rem}h1{font-size:1.4rem;margin:.25rem 0 1rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
h3{font-size:1rem;margin:1rem 0 .25rem}section>h2:first-child,form.card>h2:first-child{margin-top:0}section,form.card{background:#fff;border:1px solid #d0d4da;border-radius:6px;padding:1rem;margin-bottom:1rem}
label{display:block;margin-top:.75rem;font-weight:600}.hint{display:block;font-size:.875rem;color:#4a4f57;margin-top:.15rem}
input{width:100%;padding:.6rem;font-size:1rem;border:1px solid #6b7079;border-radius:4px;margin-top:.25rem}
input[aria-invalid=true]{border:2px solid #b00020}.error{color:#b00020;font-weight:600;display:block;margin-top:.25rem}
button{margin-top:1rem;padding:.7rem 1.1rem;font-size:1rem;background:#23395b;color:#fff;border:0;border-radius:4px;cursor:pointer}
button.secondary{background:#fff;color:#23395b;border:1px solid #23395b}
:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.5rem .25rem;border-bottom:1px solid #e1e4e8;vertical-align:top}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}dd{margin:0}
code{word-break:break-all}.qr{width:10rem;height:10rem}.problem{color:#b00020;font-weight:600}
ol.changes{padding-left:1.25rem}ol.changes li{margin:.25rem 0}.via{font-size:.85rem;color:#4a4f57}
@media (max-width:36rem){table.orders thead{display:none}table.orders tr{display:block;border-bottom:1px solid #e1e4e8;padding:.5rem 0}
table.orders td{display:block;border:0;padding:.1rem 0}}
`;

function layout(title: string, body: string, shop?: Shop): string {
  const nav = shop
    ? `<nav aria-label="Shop system"><ul>
<li><a href="/shop-system/shops/${shop.id}">Repair orders</a></li>
<li><a href="/shop-system/shops/${shop.id}/settings">Settings</a></li></ul></nav>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Shop system</title><style>${STYLE}</style></head>
<body><header><p>${escapeHtml(shop?.settings.shopName ?? 'Shop system')} · Shop system (training sandbox)</p>${nav}</header>
<main>${body}</main>
<script src="/shop-system/shop-system.js"></script></body></html>`;
}

interface FieldOptions {
  type?: string;
  hint?: string;
  autocomplete?: string;
  inputmode?: string;
  required?: boolean;
  maxlength?: number;
}

/** One labelled input with its hint and error, described by both (the first in error is focused). */
function field(
  form: FormState,
  name: string,
  label: string,
  options: FieldOptions = {},
  focusFirst = false,
): string {
  const error = form.errors[name];
  const described = [options.hint ? `${name}-hint` : '', error ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  const attributes = [
    `id="${name}"`,
    `name="${name}"`,
    `type="${options.type ?? 'text'}"`,
    `value="${escapeHtml(form.values[name] ?? '')}"`,
    options.autocomplete ? `autocomplete="${options.autocomplete}"` : '',
    options.inputmode ? `inputmode="${options.inputmode}"` : '',
    options.maxlength ? `maxlength="${options.maxlength}"` : '',
    options.required ? 'required' : '',
    described ? `aria-describedby="${described}"` : '',
    error ? 'aria-invalid="true"' : '',
    error && focusFirst ? 'autofocus' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<label for="${name}">${escapeHtml(label)}</label>
${options.hint ? `<span class="hint" id="${name}-hint">${escapeHtml(options.hint)}</span>` : ''}
<input ${attributes}>
${error ? `<span class="error" id="${name}-error">${escapeHtml(error)}</span>` : ''}`;
}

/** Renders fields in order, focusing the first one in error. */
function fields(form: FormState, list: [string, string, FieldOptions][]): string {
  const firstError = list.find(([name]) => form.errors[name])?.[0];
  return list
    .map(([name, label, options]) => field(form, name, label, options, name === firstError))
    .join('\n');
}

const keyHint = (key: string | undefined) => (key ? `${key.slice(0, 9)}…${key.slice(-4)}` : undefined);

function settingsFields(form: FormState, shop?: Shop): string {
  const savedKey = keyHint(shop?.settings.apiKey);
  return fields(form, [
    ['shopName', 'Shop name', { required: true, maxlength: 64, autocomplete: 'organization' }],
    [
      'baseUrl',
      'Text To Apply address',
      {
        type: 'url',
        required: true,
        hint: 'Where this system calls the partner API, e.g. http://localhost:3000.',
      },
    ],
    [
      'apiKey',
      'Text To Apply test key',
      {
        autocomplete: 'off',
        hint: savedKey
          ? `Saved: ${savedKey}. Paste a new key to replace it, or leave empty to keep it.`
          : 'Made by an owner in the console under API keys; it starts with tta_test_.',
      },
    ],
    [
      'associateEmail',
      'Associate’s e-mail',
      { type: 'email', required: true, hint: 'The customer’s text goes out in this associate’s name.' },
    ],
    [
      'triggerAmount',
      'Trigger amount',
      {
        inputmode: 'decimal',
        required: true,
        hint: 'A repair order over this amount texts the customer an application by itself.',
      },
    ],
    [
      'webhookSecret',
      'Webhook secret',
      {
        autocomplete: 'off',
        hint: shop?.settings.webhookSecret
          ? 'Saved. Paste a new secret to replace it, or leave empty to keep it.'
          : 'From the console’s Webhooks screen (whsec_…), for the endpoint below. Without it, open orders read their journey every few seconds instead.',
      },
    ],
  ]);
}

export function homePage(form: FormState): string {
  return layout(
    'Set up a shop',
    `<h1>Set up a shop</h1>
<p>A small shop-management system, as a shop would run beside Text To Apply: repair orders over the shop’s trigger
amount text the customer an application through the partner API, and each order follows the customer’s financing.</p>
<form class="card" method="post" action="/shop-system/shops" novalidate>
${settingsFields(form)}
<button type="submit">Set up the shop</button>
</form>`,
  );
}

export function settingsPage(shop: Shop, form: FormState, webhookUrl: string, saved: boolean): string {
  return layout(
    'Settings',
    `<h1>Settings</h1>
${saved ? '<p role="status">Settings saved.</p>' : ''}
<form class="card" method="post" action="/shop-system/shops/${shop.id}/settings" novalidate>
${settingsFields(form, shop)}
<button type="submit">Save settings</button>
</form>
<section aria-labelledby="webhook-endpoint">
<h2 id="webhook-endpoint">Webhook endpoint</h2>
<p>Register this address in the console’s Webhooks screen, then paste the secret it shows above:</p>
<p><code>${escapeHtml(webhookUrl)}</code></p>
<p>Deliveries refused for a bad or old signature: ${shop.refusedWebhooks}</p>
</section>`,
    shop,
  );
}

export function ordersPage(shop: Shop, form: FormState): string {
  const orders = [...shop.orders.values()].reverse();
  const rows = orders
    .map(
      (
        o,
      ) => `<tr><td><a href="/shop-system/shops/${shop.id}/repair-orders/${o.id}">${escapeHtml(o.number)}</a></td>
<td>${escapeHtml(o.customerName)}</td><td>${formatDollars(o.amount)}</td><td>${escapeHtml(financingSummary(o))}</td></tr>`,
    )
    .join('\n');
  const list = orders.length
    ? `<table class="orders"><caption class="hint">Newest first</caption>
<thead><tr><th scope="col">Repair order</th><th scope="col">Customer</th><th scope="col">Amount</th><th scope="col">Financing</th></tr></thead>
<tbody>${rows}</tbody></table>`
    : '<p>No repair orders yet.</p>';
  return layout(
    'Repair orders',
    `<h1>Repair orders</h1>
<form class="card" method="post" action="/shop-system/shops/${shop.id}/repair-orders" novalidate aria-labelledby="new-order">
<h2 id="new-order">Open a repair order</h2>
<p class="hint">Over ${formatDollars(shop.settings.triggerAmount)} the customer is texted an application.</p>
${fields(form, [
  ['number', 'Repair order number', { required: true, maxlength: 32 }],
  ['customerName', 'Customer name', { required: true, maxlength: 64, autocomplete: 'off' }],
  [
    'phone',
    'Customer’s mobile number',
    { type: 'tel', required: true, autocomplete: 'off', inputmode: 'tel' },
  ],
  ['amount', 'Amount', { inputmode: 'decimal', required: true, hint: 'In dollars, e.g. 1250.00.' }],
])}
<button type="submit">Open repair order</button>
</form>
<h2>Open orders</h2>
${list}`,
    shop,
  );
}

function financingSummary(order: RepairOrder): string {
  const f = order.financing;
  if (f.state === 'under-trigger') return 'Not offered (under the trigger amount)';
  if (f.state === 'not-started') return f.problem;
  return f.journey.stageText;
}

/** The approving lender's amount, once one approved (never a prequalification alone). */
const APPROVED = new Set(['approved', 'approved-in-store', 'funded']);

/** A change in words: a webhook's event names its lenders as the order's last read of the journey does. */
export function changeText(order: RepairOrder, change: StatusChange): string {
  if (change.kind === 'read') return change.text;
  const lenders = order.financing.state === 'started' ? order.financing.journey.lenders : [];
  return eventWords(change.event, (code) => lenders.find((l) => l.appCode === code)?.lenderName ?? code);
}

function changeLine(order: RepairOrder, change: StatusChange, newest: boolean): string {
  const via =
    change.kind === 'webhook'
      ? `webhook ${escapeHtml(change.webhookId)}, signature verified`
      : 'asked Text To Apply';
  const time = change.at.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
  return `<li${newest ? ' data-newest' : ''}><span class="change">${escapeHtml(changeText(order, change))}</span>
<span class="via">${time} · ${via}</span></li>`;
}

/** The order's financing: the part of the order's page its script refreshes while the customer applies. */
export function financingFragment(shop: Shop, order: RepairOrder): string {
  const f = order.financing;
  const changes = order.changes.length
    ? `<h3>Status changes</h3><ol class="changes">${order.changes
        .map((c, i) => changeLine(order, c, i === order.changes.length - 1))
        .join('')}</ol>`
    : '';
  if (f.state === 'under-trigger') {
    return `<p>Not offered: the amount is not over the shop’s trigger amount of ${formatDollars(shop.settings.triggerAmount)}.</p>`;
  }
  if (f.state === 'not-started') {
    return `<p class="problem">${escapeHtml(f.problem)}</p>
<form method="post" action="/shop-system/shops/${shop.id}/repair-orders/${order.id}/start-financing">
<button type="submit">Try again</button></form>${changes}`;
  }
  const j = f.journey;
  const approved = j.lenders.find((l) => APPROVED.has(l.status) && typeof l.amount === 'number');
  const lenders = j.lenders.length
    ? `<ul>${j.lenders.map((l) => `<li>${escapeHtml(l.lenderName)}: ${escapeHtml(l.outcome)}</li>`).join('')}</ul>`
    : 'None yet';
  return `<dl>
<dt>Status</dt><dd data-field="status">${escapeHtml(j.stageText)}</dd>
<dt>Next step</dt><dd>${escapeHtml(j.nextStep)}</dd>
<dt>Approved amount</dt><dd data-field="approved">${
    approved
      ? `${formatDollars(Math.round(approved.amount! * 100))} by ${escapeHtml(approved.lenderName)}`
      : 'None yet'
  }</dd>
<dt>Lenders</dt><dd>${lenders}</dd>
<dt>Apply link</dt><dd><a href="${escapeHtml(j.link.url)}">${escapeHtml(j.link.url)}</a> (${escapeHtml(j.link.status)})</dd>
</dl>
<img class="qr" src="${escapeHtml(j.link.qrCodeUrl)}" alt="QR code of the apply link">
${f.readProblem ? `<p class="problem">Last check with Text To Apply failed: ${escapeHtml(f.readProblem)}</p>` : ''}
${changes}`;
}

export function orderPage(shop: Shop, order: RepairOrder): string {
  const base = `/shop-system/shops/${shop.id}/repair-orders/${order.id}`;
  const last = order.changes.at(-1);
  const newest = last ? changeText(order, last) : '';
  return layout(
    `Repair order ${order.number}`,
    `<h1>Repair order ${escapeHtml(order.number)}</h1>
<section aria-labelledby="order-details"><h2 id="order-details">Order</h2><dl>
<dt>Customer</dt><dd>${escapeHtml(order.customerName)}</dd>
<dt>Mobile</dt><dd>${escapeHtml(order.phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3'))}</dd>
<dt>Amount</dt><dd>${formatDollars(order.amount)}</dd>
</dl></section>
<section aria-labelledby="financing-heading"><h2 id="financing-heading">Financing</h2>
<p role="status" class="hint" id="financing-news">${newest ? `Latest: ${escapeHtml(newest)}` : ''}</p>
<div id="financing" data-refresh="${base}/financing">${financingFragment(shop, order)}</div>
${
  order.financing.state === 'started'
    ? `<form method="post" action="${base}/check"><button type="submit" class="secondary">Check with Text To Apply</button></form>`
    : ''
}
</section>`,
    shop,
  );
}

export const notFoundPage = () =>
  layout(
    'Not found',
    '<h1>Not found</h1><p>This shop or repair order is not here. <a href="/shop-system">Set up a shop</a>.</p>',
  );
