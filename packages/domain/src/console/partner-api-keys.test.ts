import { describe, expect, it } from 'vitest';
import {
  API_KEY_MESSAGES,
  apiKeyHint,
  apiKeyStatusText,
  createApiKeyRequestSchema,
} from './partner-api-keys.js';

describe('partner API keys in the console', () => {
  it('says each status in words', () => {
    expect(apiKeyStatusText({ status: 'active', expiresAt: null })).toBe('Active');
    expect(apiKeyStatusText({ status: 'rotating', expiresAt: '2026-11-29T15:00:00.000Z' })).toBe(
      'Replaced: works until the overlap ends',
    );
    expect(apiKeyStatusText({ status: 'expired', expiresAt: '2026-11-27T15:00:00.000Z' })).toBe(
      'Replaced: no longer works',
    );
    expect(apiKeyStatusText({ status: 'revoked', expiresAt: null })).toBe('Revoked: no longer works');
  });

  it('takes a name of 1 to 60 characters, trimmed, and says so otherwise', () => {
    expect(createApiKeyRequestSchema.parse({ name: '  Front desk ' })).toEqual({ name: 'Front desk' });
    for (const name of ['', '   ', 'x'.repeat(61)]) {
      const result = createApiKeyRequestSchema.safeParse({ name });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(API_KEY_MESSAGES.name);
    }
    expect(createApiKeyRequestSchema.safeParse({ name: 'x'.repeat(60) }).success).toBe(true);
  });

  it('tells a key by its prefix and last four characters', () => {
    expect(apiKeyHint('test', 'a1B2')).toBe('tta_test_…a1B2');
    expect(apiKeyHint('live', 'Zz99')).toBe('tta_live_…Zz99');
  });
});
