import { describe, expect, it } from 'vitest';
import { distanceMetres, distanceMiles, METRES_PER_MILE } from './distance.js';

describe('distanceMiles', () => {
  it('measures Seattle to Portland as about 145 miles and a point to itself as 0', () => {
    expect(distanceMiles(47.6062, -122.3321, 45.5152, -122.6784)).toBeCloseTo(145, 0);
    expect(distanceMiles(40, -100, 40, -100)).toBe(0);
  });

  it('is the geofence distance in other units', () => {
    const miles = distanceMiles(47.67, -122.12, 47.61, -122.2);
    const metres = distanceMetres(
      { latitude: 47.67, longitude: -122.12 },
      { latitude: 47.61, longitude: -122.2 },
    );
    expect(miles * METRES_PER_MILE).toBeCloseTo(metres, 6);
  });
});
