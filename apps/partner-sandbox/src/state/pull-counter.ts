import { BoundedMap } from './bounded-map.js';

export interface PullCounts {
  /** Applications processed: hard credit pulls. */
  hard: number;
  /** Prequalifications processed: soft credit pulls. */
  soft: number;
  /** HTTP submits seen (applications and prequals), retries and refused ones included. */
  requests: number;
}

/** Credit pulls and submits per lender + SSN, so tests can prove a retry never pulls credit twice. */
export class PullCounter {
  private readonly counts: BoundedMap<string, PullCounts>;

  constructor(capacity: number) {
    this.counts = new BoundedMap(capacity);
  }

  private entry(lender: string, ssn: string): PullCounts {
    const key = `${lender}:${ssn}`;
    let counts = this.counts.get(key);
    if (!counts) {
      counts = { hard: 0, soft: 0, requests: 0 };
      this.counts.set(key, counts);
    }
    return counts;
  }

  request(lender: string, ssn: string): void {
    this.entry(lender, ssn).requests++;
  }

  pull(lender: string, ssn: string, kind: 'hard' | 'soft'): void {
    this.entry(lender, ssn)[kind]++;
  }

  get(lender: string, ssn: string): PullCounts {
    const counts = this.counts.get(`${lender}:${ssn}`);
    return counts ? { ...counts } : { hard: 0, soft: 0, requests: 0 };
  }

  clear(): void {
    this.counts.clear();
  }
}
