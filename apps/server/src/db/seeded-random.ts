/**
 * The seeded randomness behind the shop seed and the bench's shops: the same shops on every machine and every
 * start, so a search's answer can be written into a test.
 */

/** mulberry32: a tiny seeded PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A point within about half a mile of a ZIP centroid, so shops in one ZIP do not share a point. */
export function nearPoint(
  random: () => number,
  place: { latitude: number; longitude: number },
): { latitude: number; longitude: number } {
  return {
    latitude: Number((place.latitude + (random() - 0.5) * 0.02).toFixed(6)),
    longitude: Number((place.longitude + (random() - 0.5) * 0.02).toFixed(6)),
  };
}
