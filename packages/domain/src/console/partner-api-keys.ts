// The shop console's screens for a location's partner API keys (docs/partner-api.md, decision 314): what the
// server answers and takes, and the words both sides show.
import { z } from 'zod';

/** A key's mode, written in its prefix: `tta_test_…` reaches only the partner sandbox, `tta_live_…` real lenders. */
export const API_KEY_MODES = ['test', 'live'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

export const API_KEY_PREFIXES: Record<ApiKeyMode, string> = { test: 'tta_test_', live: 'tta_live_' };

/** A key as people tell it apart: `tta_live_…a1b2`, its prefix and last four characters, never usable. */
export function apiKeyHint(mode: ApiKeyMode, lastFour: string): string {
  return `${API_KEY_PREFIXES[mode]}…${lastFour}`;
}

/** How long a rotated key keeps working beside its replacement (decision 314). */
export const API_KEY_ROTATION_OVERLAP_HOURS = 24;

export const API_KEY_MESSAGES = {
  name: 'Name the key in 1 to 60 characters, e.g. Shop system, front desk.',
} as const;

export const apiKeyStatusSchema = z.enum(['active', 'rotating', 'expired', 'revoked']);
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;

/** One key as the console lists it: never the key itself, only its prefix and last four characters. */
export const apiKeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(API_KEY_MODES),
  /** `tta_live_…a1b2`: enough to tell keys apart, not to use one. */
  hint: z.string(),
  status: apiKeyStatusSchema,
  createdAt: z.string(),
  createdBy: z.string(),
  /** For a rotated key, when its overlap ends. */
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

/**
 * GET …/api-keys: the location's keys, newest first, and the mode this server makes keys in (a server whose
 * lenders are the partner sandbox makes test keys, one with real lenders live keys: decision 314).
 */
export const apiKeyListSchema = z.object({ keys: z.array(apiKeyViewSchema), mode: z.enum(API_KEY_MODES) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The longest name a key may have (API_KEY_MESSAGES.name says it); the console's field stops there too. */
export const API_KEY_NAME_MAX_LENGTH = 60;

/** POST …/api-keys: what the owner calls the key; its mode is the server's. */
export const createApiKeyRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: API_KEY_MESSAGES.name })
    .max(API_KEY_NAME_MAX_LENGTH, { error: API_KEY_MESSAGES.name }),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** The answer that carries a new key: the only time it is ever shown. */
export const createdApiKeySchema = z.object({ key: apiKeyViewSchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** The status in words, as the console's list says it. */
export function apiKeyStatusText(key: Pick<ApiKeyView, 'status' | 'expiresAt'>): string {
  switch (key.status) {
    case 'active':
      return 'Active';
    case 'rotating':
      return 'Replaced: works until the overlap ends';
    case 'expired':
      return 'Replaced: no longer works';
    case 'revoked':
      return 'Revoked: no longer works';
  }
}
