import { z } from 'zod';
import type { LenderSettings } from '../lender-definition.js';

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Versatile's environment variables, checked at start with the rest (config.ts; apps/server/README.md). */
const environment = {
  // Lenders §9 "Waterfall polling: 5 seconds (server-side)"; tests shorten it.
  VERS_POLL_INTERVAL_SECONDS: seconds(5),
  // How long a consumer has to finish Versatile's widget before the session expires with its error.
  VERS_SESSION_TTL_SECONDS: seconds(1800),
};
const environmentSchema = z.object(environment);

export interface VersatileSettings {
  pollIntervalSeconds: number;
  sessionTtlSeconds: number;
}

/** The lenders' variables as config.ts checked them at start (config.lenders.environment) → Versatile's. */
export function versatileSettings(lenderEnvironment: Readonly<Record<string, unknown>>): VersatileSettings {
  const env = environmentSchema.parse(lenderEnvironment);
  return {
    pollIntervalSeconds: env.VERS_POLL_INTERVAL_SECONDS,
    sessionTtlSeconds: env.VERS_SESSION_TTL_SECONDS,
  };
}

export const VERSATILE_SETTINGS: LenderSettings = {
  environment,
  client: {
    schema: {
      /** Lenders §9: Versatile's waterfall is polled every 5 seconds (server-side); the browser follows that pace. */
      versPollIntervalMs: z.number().int().positive(),
    },
    // The browser reads the waterfall's outcome at the pace the server asks Versatile for it: reading more
    // often learns nothing new.
    values: (lenderEnvironment) => ({
      versPollIntervalMs: versatileSettings(lenderEnvironment).pollIntervalSeconds * 1000,
    }),
  },
};
