import { AnswerStore } from './state/answer-store.js';
import { BoundedMap } from './state/bounded-map.js';
import { Behaviours } from './state/behaviours.js';
import { PullCounter } from './state/pull-counter.js';

/** Everything the sandbox remembers, in memory and bounded (it plays another company's service). */
export class SandboxState {
  readonly answers: AnswerStore;
  readonly pulls: PullCounter;
  readonly behaviours = new Behaviours();
  /** The last appData each lender received per SSN, without the SSN: tests check a mapping end to end. */
  private readonly received: BoundedMap<string, Record<string, string>>;
  private readonly inFlight = new Map<string, number>();

  constructor(limits: { maxStoredAnswers: number; maxPullEntries: number }) {
    this.answers = new AnswerStore(limits.maxStoredAnswers);
    this.pulls = new PullCounter(limits.maxPullEntries);
    this.received = new BoundedMap(limits.maxPullEntries);
  }

  recordReceived(lender: string, ssn: string, appData: Record<string, string>): void {
    const { SSN: _ssn, ...kept } = appData;
    this.received.set(`${lender}\u0000${ssn}`, kept);
  }

  lastReceived(lender: string, ssn: string): Record<string, string> | undefined {
    return this.received.get(`${lender}\u0000${ssn}`);
  }

  /** A submit has arrived at this lender; the returned function marks it answered (or abandoned). */
  enter(lender: string): () => void {
    this.inFlight.set(lender, (this.inFlight.get(lender) ?? 0) + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.inFlight.set(lender, (this.inFlight.get(lender) ?? 1) - 1);
    };
  }

  inFlightCount(lender: string): number {
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
    this.received.clear();
  }
}
