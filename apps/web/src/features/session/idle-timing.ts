import { api } from '../../lib/api-client';

/** Spec §9: idle warning 780000 ms, exit 900000 ms; the server's client config may say otherwise. */
export const DEFAULT_IDLE_TIMING = { warningMs: 780_000, exitMs: 900_000 } as const;
export type IdleTiming = { warningMs: number; exitMs: number };

let pending: Promise<IdleTiming> | null = null;

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The client config's timers when both are usable (positive, warning before exit), else the defaults. */
export function idleTimingFrom(config: { idleWarningMs?: unknown; idleExitMs?: unknown } | null | undefined) {
  const { idleWarningMs: warningMs, idleExitMs: exitMs } = config ?? {};
  return positive(warningMs) && positive(exitMs) && warningMs < exitMs
    ? { warningMs, exitMs }
    : { ...DEFAULT_IDLE_TIMING };
}

/**
 * The idle timers from `GET /api/v1/client-config` (`idleWarningMs`, `idleExitMs`), asked once per page
 * load; the spec's defaults when the call fails.
 */
export function loadIdleTiming(): Promise<IdleTiming> {
  pending ??= api
    .get<{ idleWarningMs?: unknown; idleExitMs?: unknown }>('/api/v1/client-config')
    .then(idleTimingFrom)
    .catch(() => ({ ...DEFAULT_IDLE_TIMING }));
  return pending;
}
