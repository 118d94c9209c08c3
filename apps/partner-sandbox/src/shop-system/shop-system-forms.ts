import { z } from 'zod';
import { dollarsToCents } from './trigger-rule.js';
import { isWebhookSecret } from './webhook-receiver.js';
import type { ShopSettings } from './shop-system-state.js';
import type { NewRepairOrder } from './shop-system-service.js';

/** A posted form's fields: what a browser sends, at most a few short strings. */
export const postedForm = z.record(z.string(), z.string().max(2_000));

type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const trimmed = (form: Record<string, string>, name: string) => (form[name] ?? '').trim();

/** The settings form; an empty key or secret keeps the saved one (`saved`). */
export function checkSettings(form: Record<string, string>, saved?: ShopSettings): Checked<ShopSettings> {
  const errors: Record<string, string> = {};
  const shopName = trimmed(form, 'shopName');
  if (shopName.length < 1 || shopName.length > 64)
    errors.shopName = 'Give the shop’s name in 1 to 64 characters.';
  const baseUrl = trimmed(form, 'baseUrl');
  const url = z.url({ protocol: /^https?$/ }).safeParse(baseUrl);
  if (!url.success) errors.baseUrl = 'Give Text To Apply’s address, e.g. http://localhost:3000.';
  const apiKey = trimmed(form, 'apiKey') || saved?.apiKey;
  // The sandbox trains and tests: a live key would text real customers and reach real lenders.
  if (apiKey && !/^tta_test_[A-Za-z0-9_-]{8,200}$/.test(apiKey))
    errors.apiKey = 'Paste a test key: it starts with tta_test_.';
  const associateEmail = trimmed(form, 'associateEmail');
  if (!z.email().safeParse(associateEmail).success) errors.associateEmail = 'Give the associate’s e-mail.';
  const triggerAmount = dollarsToCents(trimmed(form, 'triggerAmount'));
  if (triggerAmount === undefined) errors.triggerAmount = 'Give the trigger amount in dollars, e.g. 1000.';
  const webhookSecret = trimmed(form, 'webhookSecret') || saved?.webhookSecret;
  if (webhookSecret && !isWebhookSecret(webhookSecret))
    errors.webhookSecret = 'Paste the secret as the console shows it: it starts with whsec_.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      shopName,
      baseUrl: new URL(baseUrl).origin,
      associateEmail,
      triggerAmount: triggerAmount!,
      ...(apiKey ? { apiKey } : {}),
      ...(webhookSecret ? { webhookSecret } : {}),
    },
  };
}

/** The new repair order form. */
export function checkRepairOrder(form: Record<string, string>): Checked<NewRepairOrder> {
  const errors: Record<string, string> = {};
  const number = trimmed(form, 'number');
  if (!/^[A-Za-z0-9][A-Za-z0-9 ./-]{0,31}$/.test(number))
    errors.number = 'Give the repair order number: up to 32 letters, digits, dashes.';
  const customerName = trimmed(form, 'customerName');
  if (customerName.length < 1 || customerName.length > 64) errors.customerName = 'Give the customer’s name.';
  const phone = trimmed(form, 'phone')
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10}$)/, '');
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(phone)) errors.phone = 'Give a US mobile number of 10 digits.';
  const amount = dollarsToCents(trimmed(form, 'amount'));
  if (amount === undefined || amount === 0) errors.amount = 'Give the amount in dollars, e.g. 1250.00.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { number, customerName, phone, amount: amount! } };
}

/** A refused settings form as it is shown again: what was typed, except the key and the secret. */
export function typedSettings(form: Record<string, string>): Record<string, string> {
  const { apiKey: _key, webhookSecret: _secret, ...rest } = form;
  return rest;
}

/** The settings as the form shows them again: never the key or secret themselves. */
export function settingsValues(settings: ShopSettings): Record<string, string> {
  return {
    shopName: settings.shopName,
    baseUrl: settings.baseUrl,
    associateEmail: settings.associateEmail,
    triggerAmount: (settings.triggerAmount / 100).toFixed(2),
  };
}
