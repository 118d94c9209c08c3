import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG } from './client-config';

describe('the client configuration before the server answers', () => {
  it("keeps the partners' pace: a waiting page reads each second, Versatile's waterfall every 5 seconds (lenders §9)", () => {
    // A test deployment shortens both through the server's configuration (decision 240), never here.
    expect(DEFAULT_CLIENT_CONFIG.pollIntervalMs).toBe(1000);
    expect(DEFAULT_CLIENT_CONFIG.versPollIntervalMs).toBe(5000);
  });
});
