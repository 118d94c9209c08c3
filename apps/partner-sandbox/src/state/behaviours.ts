export const BEHAVIOUR_MODES = ['normal', 'slow', 'error', 'timeout', 'drop-first-response'] as const;
export type BehaviourMode = (typeof BEHAVIOUR_MODES)[number];

/** A slow answer without delayMs waits this long. */
export const DEFAULT_SLOW_MS = 5000;

export interface Behaviour {
  mode: BehaviourMode;
  delayMs?: number;
  /** Requests left that this behaviour applies to; undefined: until reset. */
  remaining?: number;
}

/**
 * Test controls' misbehaviour per lender (or '*' for all): the contract's slow, error (503), timeout (hold the
 * socket) and drop-first-response. A lender's own setting wins over '*'.
 */
export class Behaviours {
  private readonly byLender = new Map<string, Behaviour>();

  set(lender: string, behaviour: Behaviour): void {
    if (behaviour.mode === 'normal' && behaviour.remaining === undefined) this.byLender.delete(lender);
    else this.byLender.set(lender, behaviour);
  }

  /** The behaviour in force for this lender, without using it up. */
  peek(lender: string): Behaviour | undefined {
    return this.byLender.get(lender) ?? this.byLender.get('*');
  }

  /** Counts one request against `times`; the behaviour ends when none are left. */
  use(lender: string): void {
    const owner: string = this.byLender.has(lender) ? lender : '*';
    const behaviour = this.byLender.get(owner);
    if (!behaviour || behaviour.remaining === undefined) return;
    behaviour.remaining--;
    if (behaviour.remaining <= 0) this.byLender.delete(owner);
  }

  clear(): void {
    this.byLender.clear();
  }
}
