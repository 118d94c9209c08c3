import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createGeocoder } from '../src/partners/geocoding/index.js';
import { OfflineGeocoder } from '../src/partners/geocoding/offline-geocoder.js';

const geocoder = new OfflineGeocoder();
const REDMOND_98052 = { latitude: 47.6718, longitude: -122.1232, label: 'Redmond, WA 98052' };

describe('offline geocoder', () => {
  it('places a ZIP or ZIP+4 at its centroid', async () => {
    expect(await geocoder.geocode('98052')).toEqual(REDMOND_98052);
    expect(await geocoder.geocode(' 98052-1234 ')).toEqual(REDMOND_98052);
  });

  it.each(['Redmond, WA', 'redmond wa', 'REDMOND,WA', 'Redmond, Washington', 'Redmond Washington'])(
    'places %s in Redmond',
    async (query) => {
      const place = await geocoder.geocode(query);
      expect(place?.label).toBe('Redmond, WA');
      expect(place?.latitude).toBeCloseTo(47.67, 1);
      expect(place?.longitude).toBeCloseTo(-122.12, 1);
    },
  );

  it('places a street address by its ZIP, never by its house number', async () => {
    // 16150 is also a Pennsylvania ZIP: only a ZIP that ends the address counts.
    expect(await geocoder.geocode('16150 NE 85th St, Redmond, WA 98052')).toEqual(REDMOND_98052);
    expect(await geocoder.geocode('16150 NE 85th St')).toBeUndefined();
  });

  it('places a street address without a ZIP by its city and state', async () => {
    expect((await geocoder.geocode('123 Main St, Redmond, WA'))?.label).toBe('Redmond, WA');
    expect((await geocoder.geocode('123 Main St Redmond WA'))?.label).toBe('Redmond, WA');
    // An unknown ZIP falls back to the city in front of it.
    expect((await geocoder.geocode('123 Main St, Redmond, WA 00000'))?.label).toBe('Redmond, WA');
  });

  it('handles multi-word cities and states, and keeps a bad dataset row from moving a city', async () => {
    const ny = await geocoder.geocode('New York, New York');
    expect(ny?.label).toBe('New York, NY');
    // The dataset places New York's ZIP 10200 at +73.95 longitude; the median ignores it.
    expect(ny?.longitude).toBeCloseTo(-73.98, 1);
    expect((await geocoder.geocode('Salt Lake City UT'))?.label).toBe('Salt Lake City, UT');
    expect((await geocoder.geocode('Washington, District of Columbia'))?.label).toBe('Washington, DC');
  });

  it('answers undefined for places it does not know', async () => {
    for (const query of ['Nowhereville, WA', 'Redmond, ZZ', 'asdf', '00000', '', '   ', 'H0H 0H0']) {
      expect(await geocoder.geocode(query)).toBeUndefined();
    }
  });

  it('is what GEOCODER=offline builds', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ttapply-geocoder-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, GEOCODER: 'offline' });
      expect(createGeocoder(config).name).toBe('offline');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
