/**
 * The card security code between the submit request and the lender call that needs it, in this process's
 * memory only (PCI DSS v4 §3.3: never stored, not even encrypted; GUIDE "Card data"). docs/decisions/075:
 * the application row, its job, the drafts and the logs never hold it; the lender call takes it once. It is
 * dropped after `ttlMs` when no call came for it (a submit whose transaction rolled back), and it is lost by
 * design on a restart: the call then goes without it, and a lender that needs it answers so.
 */
export class TransientCardSecrets {
  private readonly held = new Map<string, { cvv: string; timer: ReturnType<typeof setTimeout> }>();

  constructor(private readonly ttlMs = 120_000) {}

  /** Keeps the CVV for this application's lender call. */
  hold(applicationId: string, cvv: string): void {
    this.take(applicationId);
    const timer = setTimeout(() => this.held.delete(applicationId), this.ttlMs);
    timer.unref?.();
    this.held.set(applicationId, { cvv, timer });
  }

  /** The CVV for this application's lender call, once; `{}` when there is none (any more). */
  take(applicationId: string): { CVV?: string } {
    const entry = this.held.get(applicationId);
    if (!entry) return {};
    clearTimeout(entry.timer);
    this.held.delete(applicationId);
    return { CVV: entry.cvv };
  }

  /** How many are held (tests). */
  get size(): number {
    return this.held.size;
  }
}
