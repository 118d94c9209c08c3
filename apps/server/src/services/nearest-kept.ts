import { clearlyBeyond } from './shop-search-geometry.js';

/** A shop's position in the directory and its distance from the search point in miles. */
interface Measured {
  id: number;
  distance: number;
}

/**
 * The `size` nearest of the shops offered, nearest first and then by key id, kept in order while a search box is
 * scanned: a search asks for a page of four, and sorting every shop of a city's box for it cost more than the
 * walk of the k-d tree (bench/README.md). A shop that cannot make the list is dropped on its chord alone, before
 * it is measured. Up to INSERTION_LIMIT the list lives in typed arrays reused from search to search, so a search
 * allocates nothing for it (decision 258); a deeper page keeps everything and sorts once at the end, insertion
 * being quadratic.
 */
export class NearestKept {
  /** Up to this many kept in order as they come; beyond it, one sort at the end is cheaper. */
  static readonly INSERTION_LIMIT = 64;

  /** How many shops within the radius were counted, kept or not. */
  seen = 0;
  private size = 0;
  private count = 0;
  private readonly ids = new Int32Array(NearestKept.INSERTION_LIMIT);
  private readonly distances = new Float64Array(NearestKept.INSERTION_LIMIT);
  private readonly chords = new Float64Array(NearestKept.INSERTION_LIMIT);
  private deep: Measured[] | undefined;

  /** @param keyOf the key id of the shop at a position, for shops at the same distance */
  constructor(private readonly keyOf: (id: number) => string) {}

  /** Empties the list for a search (or a wider box) that wants the `size` nearest. */
  reset(size: number): void {
    this.seen = 0;
    this.count = 0;
    this.size = size;
    this.deep = size > NearestKept.INSERTION_LIMIT ? [] : undefined;
  }

  /** False when a shop with this chord is certainly farther than every shop of a full list. */
  mayKeep(chord: number): boolean {
    if (this.deep || this.count < this.size) return true;
    return !clearlyBeyond(chord, this.chords[this.count - 1] as number);
  }

  offer(id: number, distance: number, chord: number): void {
    if (this.deep) {
      this.deep.push({ id, distance });
      return;
    }
    const { ids, distances, chords } = this;
    const full = this.count === this.size;
    let at = full ? this.count - 1 : this.count;
    if (full && !this.sortsBefore(id, distance, ids[at] as number, distances[at] as number)) return;
    // The farther ones move back one place (the last one falls off a full list) and this one goes in.
    while (at > 0 && this.sortsBefore(id, distance, ids[at - 1] as number, distances[at - 1] as number)) {
      ids[at] = ids[at - 1] as number;
      distances[at] = distances[at - 1] as number;
      chords[at] = chords[at - 1] as number;
      at--;
    }
    ids[at] = id;
    distances[at] = distance;
    chords[at] = chord;
    if (!full) this.count++;
  }

  /** Puts a deep page in order; the kept ones are read after it. */
  finish(): void {
    this.deep?.sort((a, b) => (this.sortsBefore(a.id, a.distance, b.id, b.distance) ? -1 : 1));
  }

  /** How many are kept (at most the size asked for). */
  get length(): number {
    return this.deep ? Math.min(this.deep.length, this.size) : this.count;
  }

  /** The position of the `i`-th nearest kept. */
  idAt(i: number): number {
    return this.deep ? (this.deep[i] as Measured).id : (this.ids[i] as number);
  }

  /** The distance of the `i`-th nearest kept, in miles. */
  distanceAt(i: number): number {
    return this.deep ? (this.deep[i] as Measured).distance : (this.distances[i] as number);
  }

  /** Nearest first, then by key id: key ids are read only on a tie, reading every measured row costs more. */
  private sortsBefore(id: number, distance: number, otherId: number, otherDistance: number): boolean {
    if (distance !== otherDistance) return distance < otherDistance;
    return this.keyOf(id) < this.keyOf(otherId);
  }
}
