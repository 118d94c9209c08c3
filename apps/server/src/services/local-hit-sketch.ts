import { randomInt } from 'node:crypto';

/** Rows of counters; a key's estimate is the least of its counter in each row. */
const DEPTH = 4;
/** Counters per row (a power of two): 4 × 65,536 × 4 bytes = 1 MB for each window length in use. */
const WIDTH = 1 << 16;
const MASK = WIDTH - 1;

/**
 * How many times this instance has seen each key in the current fixed window, in fixed memory: a count-min
 * sketch (decision 237). The estimate is never below the true count; it is above it only when every one of a
 * key's four counters is shared with other keys' hits. Memory does not grow with the number of clients (a flood
 * of new addresses cannot fill it), and the counters are cleared when the window ends.
 *
 * The hash is seeded per process, so no client can choose keys that share counters with another's.
 */
export class LocalHitSketch {
  private readonly counters = new Uint32Array(DEPTH * WIDTH);
  private windowStart = Number.NaN;
  private readonly seed = randomInt(2 ** 31);

  /** Counts one hit of `key` in the window starting at `windowStart`; answers the key's estimate with it. */
  add(key: string, windowStart: number): number {
    if (windowStart !== this.windowStart) {
      this.counters.fill(0);
      this.windowStart = windowStart;
    }
    // Two 32-bit FNV-1a hashes with different starts, combined per row (Kirsch and Mitzenmacher's double hashing).
    let h1 = 0x811c9dc5 ^ this.seed;
    let h2 = 0x01000193 ^ this.seed;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    }
    h2 |= 1;
    let estimate = Number.MAX_SAFE_INTEGER;
    for (let row = 0; row < DEPTH; row++) {
      const index = row * WIDTH + ((h1 + row * h2) & MASK);
      const count = (this.counters[index] ?? 0) + 1;
      this.counters[index] = count;
      if (count < estimate) estimate = count;
    }
    return estimate;
  }
}
