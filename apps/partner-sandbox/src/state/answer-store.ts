import type { SandboxAnswer } from '../lender-api.js';
import { BoundedMap } from './bounded-map.js';

export type SubmitKind = 'application' | 'prequal';

export interface StoredAnswer {
  lender: string;
  kind: SubmitKind;
  /** sha-256 of the request (kind + body), to tell a retry from a reused key. */
  fingerprint: string;
  answer: SandboxAnswer;
}

interface Running {
  fingerprint: string;
  done: Promise<StoredAnswer>;
}

export type Claim =
  | { kind: 'stored'; stored: StoredAnswer }
  | { kind: 'running'; done: Promise<StoredAnswer> }
  | { kind: 'mismatch' }
  | { kind: 'claimed'; finish: (stored: StoredAnswer) => void; fail: (error: unknown) => void };

/**
 * Idempotency per lender + Idempotency-Key (contract "Partner sandbox"): the first request claims the key and
 * processes; a twin while it runs waits for the same answer; a later one gets the stored answer; the same key
 * with a different body is refused. Answers are also found by applicationId for the status lookup.
 */
export class AnswerStore {
  private readonly answers: BoundedMap<string, StoredAnswer>;
  private readonly byApplicationId = new Map<string, string>();
  private readonly running = new Map<string, Running>();

  constructor(capacity: number) {
    this.answers = new BoundedMap(capacity, (_key, stored) => {
      this.byApplicationId.delete(stored.answer.applicationId);
    });
  }

  get storedCount(): number {
    return this.answers.size;
  }

  claim(lender: string, idempotencyKey: string, fingerprint: string): Claim {
    const key = `${lender}\u0000${idempotencyKey}`;
    const stored = this.answers.get(key);
    if (stored) return stored.fingerprint === fingerprint ? { kind: 'stored', stored } : { kind: 'mismatch' };
    const running = this.running.get(key);
    if (running)
      return running.fingerprint === fingerprint
        ? { kind: 'running', done: running.done }
        : { kind: 'mismatch' };

    let resolve!: (stored: StoredAnswer) => void;
    let reject!: (error: unknown) => void;
    const done = new Promise<StoredAnswer>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // A twin may never come: an unobserved rejection must not crash the process.
    done.catch(() => undefined);
    this.running.set(key, { fingerprint, done });
    return {
      kind: 'claimed',
      finish: (answer) => {
        this.running.delete(key);
        this.answers.set(key, answer);
        this.byApplicationId.set(answer.answer.applicationId, key);
        resolve(answer);
      },
      fail: (error) => {
        this.running.delete(key);
        reject(error);
      },
    };
  }

  /** The stored answer with this applicationId at this lender (status lookup). */
  byId(lender: string, applicationId: string): StoredAnswer | undefined {
    const key = this.byApplicationId.get(applicationId);
    const stored = key === undefined ? undefined : this.answers.get(key);
    return stored && stored.lender === lender ? stored : undefined;
  }

  /** Forgets stored answers. Requests still running finish and store theirs. */
  clear(): void {
    this.answers.clear();
    this.byApplicationId.clear();
  }
}
