import { createElement } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { activateCatalogue } from '../../i18n/messages';
import type { Shop } from '../../lib/api-types';
import ShopMap, { removeMapSafely, trackZoomAnimation } from './shop-map';

/** Starts a zoom animation the way Leaflet's own _tryAnimatedZoom does once its frame runs. */
function startZoomAnimation(map: L.Map) {
  (map as unknown as { _animateZoom(c: L.LatLng, z: number, start: boolean): void })._animateZoom(
    L.latLng(47.6, -122.1),
    14,
    true,
  );
}

// Leaving shop search right after Select Shop threw `_leaflet_pos` in the console.
describe('removing the shop map while it zooms', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    vi.useRealTimers();
    container.remove();
  });

  it('is what threw: Leaflet reads the removed pane when its zoom timer fires', () => {
    const map = L.map(container, { center: [47.67, -122.12], zoom: 11 });
    startZoomAnimation(map);
    map.remove();
    expect(() => vi.advanceTimersByTime(300)).toThrow(/_leaflet_pos/);
  });

  it('waits for the zoom to end, then removes the map without an error', () => {
    const map = L.map(container, { center: [47.67, -122.12], zoom: 11 });
    const zooming = trackZoomAnimation(map);
    const remove = vi.spyOn(map, 'remove');
    startZoomAnimation(map);
    expect(zooming()).toBe(true);
    removeMapSafely(map, zooming);
    expect(remove).not.toHaveBeenCalled();
    expect(() => vi.advanceTimersByTime(300)).not.toThrow();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('removes a map at rest at once', () => {
    const map = L.map(container, { center: [47.67, -122.12], zoom: 11 });
    const zooming = trackZoomAnimation(map);
    const remove = vi.spyOn(map, 'remove');
    removeMapSafely(map, zooming);
    expect(remove).toHaveBeenCalledTimes(1);
  });
});

// The info window stays open (once the cause of a flaky e2e, 'finding a shop › by city and by street
// address'): the page passed a new array on every render, so a late re-render redrew the pins and closed the
// info window just opened.
describe('the info window', () => {
  const shop = {
    keyId: 'redmond-tire-pros',
    name: 'Redmond Tire Pros',
    lenders: 'CFNA',
    latitude: 47.68,
    longitude: -122.12,
    address: { addr1: '16150 NE 85th St', city: 'Redmond', state: 'WA', zip: '98052' },
  } as Shop;
  const props = { onSelect: () => {}, tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png', attribution: 'x' };

  it('stays open when the page renders the same shops again', () => {
    const view = render(createElement(ShopMap, { ...props, shops: [shop] }));
    fireEvent.click(screen.getByRole('button', { name: 'Map pin: Redmond Tire Pros' }));
    expect(screen.getByRole('button', { name: 'Select Shop Redmond Tire Pros' })).toBeTruthy();
    view.rerender(createElement(ShopMap, { ...props, shops: [{ ...shop }] }));
    expect(screen.getByRole('button', { name: 'Select Shop Redmond Tire Pros' })).toBeTruthy();
    // Other shops are a change: the pins are redrawn.
    view.rerender(createElement(ShopMap, { ...props, shops: [{ ...shop, keyId: 'other', name: 'Other' }] }));
    expect(screen.queryByRole('button', { name: 'Select Shop Redmond Tire Pros' })).toBeNull();
    view.unmount();
  });

  // Decision 230: Leaflet writes its controls' names in English; the map gives them the catalogue's.
  it("names Leaflet's zoom buttons, its credit's title and the info window's close button in Spanish", () => {
    activateCatalogue('es', { ...es });
    try {
      const view = render(createElement(ShopMap, { ...props, shops: [shop] }));
      expect(screen.getByRole('button', { name: 'Acercar' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Alejar' })).toBeTruthy();
      expect(screen.getByTitle('Una biblioteca de JavaScript para mapas interactivos')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Marcador del mapa: Redmond Tire Pros' }));
      expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Zoom|Close popup/ })).toBeNull();
      expect(screen.queryByTitle(/JavaScript library/)).toBeNull();
      view.unmount();
    } finally {
      activateCatalogue('en', en);
    }
  });

  // Decision 234: pins that would overlap become one numbered pin, so no pin hides another from a tap (two
  // demo shops share one address on Woodinville-Duvall Rd).
  it('draws shops at one place as one pin that names how many it holds', async () => {
    const twin = { ...shop, keyId: 'twin', name: 'Twin Tire' };
    const view = render(createElement(ShopMap, { ...props, shops: [shop, twin] }));
    // The map zooms to fit both shops: once that animation ends, one pin stands for both.
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: '2 shops close together: select to zoom in' }),
      ).toHaveLength(1),
    );
    expect(screen.queryByRole('button', { name: /^Map pin:/ })).toBeNull();
    view.unmount();
  });
});
