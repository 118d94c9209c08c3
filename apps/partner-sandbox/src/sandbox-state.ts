import type { LenderCode } from './lender-api.js';
import { AnswerStore } from './state/answer-store.js';
import { Behaviours } from './state/behaviours.js';
import { PullCounter } from './state/pull-counter.js';

/** Everything the sandbox remembers, in memory and bounded (it plays another company's service). */
export class SandboxState {
  readonly answers: AnswerStore;
  readonly pulls: PullCounter;
  readonly behaviours = new Behaviours();
  private readonly inFlight = new Map<LenderCode, number>();

  constructor(limits: { maxStoredAnswers: number; maxPullEntries: number }) {
    this.answers = new AnswerStore(limits.maxStoredAnswers);
    this.pulls = new PullCounter(limits.maxPullEntries);
  }

  /** A submit has arrived at this lender; the returned function marks it answered (or abandoned). */
  enter(lender: LenderCode): () => void {
    this.inFlight.set(lender, (this.inFlight.get(lender) ?? 0) + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.inFlight.set(lender, (this.inFlight.get(lender) ?? 1) - 1);
    };
  }

  inFlightCount(lender: LenderCode | '*'): number {
    if (lender !== '*') return this.inFlight.get(lender) ?? 0;
    let total = 0;
    for (const count of this.inFlight.values()) total += count;
    return total;
  }

  /** /sandbox/reset: behaviours, pulls and stored answers. Requests in flight keep running. */
  reset(): void {
    this.behaviours.clear();
    this.pulls.clear();
    this.answers.clear();
  }
}
