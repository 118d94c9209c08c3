import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GEOFENCE_METRES } from './constants.js';
import { distanceMetres } from './distance.js';
import { isWithinGeofence, requiresGeofence } from './geofence.js';

const redmond = { latitude: 47.6718, longitude: -122.1232 };

describe('geofence (spec §4 "Shop selection", §9 32187 m)', () => {
  it('measures known distances within 0.5%', () => {
    // Seattle (Space Needle) to Portland (Pioneer Square): about 234 km.
    const seattle = { latitude: 47.6205, longitude: -122.3493 };
    const portland = { latitude: 45.5189, longitude: -122.6793 };
    expect(distanceMetres(seattle, portland) / 234_000).toBeCloseTo(1, 2);
    // One degree of latitude is about 111.2 km.
    expect(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111_195,
      -2,
    );
    expect(distanceMetres(redmond, redmond)).toBe(0);
  });

  it('is symmetric and never negative', () => {
    const point = fc.record({
      latitude: fc.double({ min: -89, max: 89, noNaN: true }),
      longitude: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceMetres(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(Math.abs(d - distanceMetres(b, a))).toBeLessThan(1e-6);
      }),
    );
  });

  it('lets someone within 32187 m through and stops someone beyond it', () => {
    // 0.28° of latitude ≈ 31.1 km; 0.30° ≈ 33.4 km.
    expect(
      isWithinGeofence(redmond, { latitude: redmond.latitude + 0.28, longitude: redmond.longitude }),
    ).toBe(true);
    expect(
      isWithinGeofence(redmond, { latitude: redmond.latitude + 0.3, longitude: redmond.longitude }),
    ).toBe(false);
    expect(isWithinGeofence(redmond, { latitude: 45.5189, longitude: -122.6793 }, GEOFENCE_METRES)).toBe(
      false,
    );
    expect(isWithinGeofence(redmond, { latitude: 45.5189, longitude: -122.6793 }, 300_000)).toBe(true);
  });

  it('never lets a shop without a position through', () => {
    expect(isWithinGeofence({ latitude: null, longitude: null }, redmond)).toBe(false);
  });

  it('checks only the first lender of the shop', () => {
    expect(requiresGeofence(['GNES', 'AMFF'], ['GNES'])).toBe(true);
    expect(requiresGeofence(['CFNA', 'GNES'], ['GNES'])).toBe(false);
    expect(requiresGeofence(['gnes'], ['GNES'])).toBe(true);
    expect(requiresGeofence([], ['GNES'])).toBe(false);
    expect(requiresGeofence(['GNES'], [])).toBe(false);
  });
});
