// Client configuration from the server (GET /api/v1/client-config): map tiles, geofenced lenders and idle
// times are deployment settings, so the browser asks once instead of building them in. Until the answer
// arrives, or if it fails, the spec's defaults apply (§9), so nothing waits on this call.
import { useEffect, useState } from 'react';
import { api } from './api-client';

export interface ClientConfig {
  mapTileUrl: string;
  mapAttribution: string;
  geofencedLenders: string[];
  geofenceRangeMeters: number;
  idleWarningMs: number;
  idleExitMs: number;
  /** Origin of the lenders' hosted pages the app frames (DigniFi state disclosures); '' when not configured. */
  lenderPagesOrigin: string;
  /** lenders §2, §6: the training build, where the pay-link training is on (decision 085). */
  trainingBuild: boolean;
  /** How often a waiting page reads a lender's answer, a signing or the server's next step. */
  pollIntervalMs: number;
  /** How often the Versatile page reads the waterfall's outcome: the pace the server asks Versatile at. */
  versPollIntervalMs: number;
}

/** Spec §9 values; kept as literals so the landing bundle does not import the domain package. */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
  geofencedLenders: [],
  geofenceRangeMeters: 32_187,
  idleWarningMs: 780_000,
  idleExitMs: 900_000,
  lenderPagesOrigin: '',
  trainingBuild: false,
  // Lenders §9: "application polling: 1 second"; Versatile's waterfall every 5 seconds. A test deployment
  // answers shorter ones (decision 240).
  pollIntervalMs: 1000,
  versPollIntervalMs: 5000,
};

let pending: Promise<ClientConfig> | null = null;
let loaded: ClientConfig | null = null;

/** The configuration, fetched once per page load; a failed fetch gives the defaults and is retried next time. */
export function loadClientConfig(): Promise<ClientConfig> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= api
    .get<ClientConfig>('/api/v1/client-config')
    .then((config) => {
      loaded = { ...DEFAULT_CLIENT_CONFIG, ...config };
      return loaded;
    })
    .catch(() => {
      pending = null;
      return DEFAULT_CLIENT_CONFIG;
    });
  return pending;
}

/** The configuration for rendering: the defaults first, the server's values once they arrive. */
export function useClientConfig(): ClientConfig {
  const [config, setConfig] = useState<ClientConfig>(loaded ?? DEFAULT_CLIENT_CONFIG);
  useEffect(() => {
    let live = true;
    void loadClientConfig().then((c) => {
      if (live) setConfig(c);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}
