import { clearlyBeyond } from './shop-search-geometry.js';

/** A shop's position in the directory, its distance from the search point in miles and its chord. */
export interface Measured {
  id: number;
  distance: number;
  chord: number;
}

/**
 * The `size` nearest of the shops offered, kept in order while a search box is scanned: a search asks for a page
 * of four, and sorting every shop of a city's box for it cost more than the walk of the k-d tree
 * (bench/README.md). A shop that cannot make the list is dropped on its chord alone, before it is measured and
 * without an object. A deep page (more than INSERTION_LIMIT shops up to its end) keeps everything and sorts once
 * at the end: insertion is quadratic.
 */
export class NearestKept {
  /** How many shops within the radius were counted, kept or not. */
  seen = 0;
  private readonly kept: Measured[] = [];
  private readonly sortAtEnd: boolean;

  constructor(
    private readonly size: number,
    private readonly order: (a: Measured, b: Measured) => number,
  ) {
    this.sortAtEnd = size > NearestKept.INSERTION_LIMIT;
  }

  /** Up to this many kept in order as they come; beyond it, one sort at the end is cheaper. */
  static readonly INSERTION_LIMIT = 64;

  /** False when a shop with this chord is certainly farther than every shop of a full list. */
  mayKeep(chord: number): boolean {
    if (this.sortAtEnd || this.kept.length < this.size) return true;
    const last = this.kept[this.kept.length - 1];
    return !last || !clearlyBeyond(chord, last.chord);
  }

  offer(id: number, distance: number, chord: number): void {
    const kept = this.kept;
    if (this.sortAtEnd) {
      kept.push({ id, distance, chord });
      return;
    }
    const last = kept[kept.length - 1];
    if (kept.length === this.size && last && distance > last.distance) return;
    const candidate = { id, distance, chord };
    if (kept.length === this.size && last && this.order(candidate, last) >= 0) return;
    let at = kept.length;
    while (at > 0 && this.order(candidate, kept[at - 1] as Measured) < 0) at--;
    kept.splice(at, 0, candidate);
    if (kept.length > this.size) kept.pop();
  }

  /** The kept shops, nearest first, then by key id. */
  get nearest(): Measured[] {
    return this.sortAtEnd ? this.kept.sort(this.order).slice(0, this.size) : this.kept;
  }
}
