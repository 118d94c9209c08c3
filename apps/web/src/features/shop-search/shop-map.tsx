// Map with a pin per shop and an info window (spec §2 screen 2). Leaflet is loaded only with this chunk,
// so neither the landing page nor the shop list waits for it. Tiles come from the server's MAP_TILE_URL
// (GET /api/v1/client-config), whose origin the server's Content-Security-Policy allows. If tiles cannot
// load, the pins and the list still work.
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
// The clustering plugin extends the `L` that Leaflet puts on window, so it is imported after Leaflet.
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useMessages } from '../../i18n/messages';
import type { Shop } from '../../lib/api-types';

/** Spec §9: default centre 47.67, -122.12; zoom 15 for one shop, 11 for none. */
const DEFAULT_CENTER: L.LatLngTuple = [47.67, -122.12];
const ZOOM_ONE = 15;
const ZOOM_NONE = 11;

const PIN_ICON = L.divIcon({
  className: 'shop-pin',
  iconSize: [26, 26],
  iconAnchor: [13, 13],
  popupAnchor: [0, -12],
});

/**
 * Decision 234: pins closer than this many screen pixels become one numbered pin. A pin is 26 px, so any two
 * pins left apart neither overlap nor hide each other from a tap (WCAG 2.2 target size); two shops at one
 * address stay one pin until the deepest zoom, where selecting it fans them out.
 */
const CLUSTER_RADIUS_PX = 40;

/** Room around a pin's centre: half a pin and a little more, so a pin never touches an edge or a control. */
const PIN_CLEARANCE_PX = 16;

/**
 * Fits the map to the shops with every pin clear of the map's controls: the zoom buttons in the top left
 * corner and the credit's links in the bottom right, which would otherwise cover a pin and take its taps.
 */
function fitShops(map: L.Map, shops: { latitude: number; longitude: number }[]): void {
  // The map jumps to the shops found rather than flying there, so the pins are grouped for the zoom they are
  // seen at as soon as they are drawn.
  const jump = { animate: false };
  const [only] = shops;
  if (!only) return void map.setView(DEFAULT_CENTER, ZOOM_NONE, jump);
  if (shops.length === 1) return void map.setView([only.latitude, only.longitude], ZOOM_ONE, jump);
  const corner = (name: string) =>
    map.getContainer().querySelector<HTMLElement>(`.leaflet-control-container .${name}`);
  const topLeft = corner('leaflet-top.leaflet-left');
  const bottomRight = corner('leaflet-bottom.leaflet-right');
  map.fitBounds(L.latLngBounds(shops.map((shop) => [shop.latitude, shop.longitude])), {
    paddingTopLeft: [(topLeft?.offsetWidth ?? 0) + PIN_CLEARANCE_PX, PIN_CLEARANCE_PX],
    paddingBottomRight: [PIN_CLEARANCE_PX, (bottomRight?.offsetHeight ?? 0) + PIN_CLEARANCE_PX],
    ...jump,
  });
}

function clusterIcon(cluster: L.MarkerCluster, label: (count: number) => string): L.DivIcon {
  const count = cluster.getChildCount();
  // Leaflet names a marker's element from its options' title when it draws the icon this returns.
  cluster.options.title = label(count);
  return L.divIcon({
    className: 'shop-pin shop-pin-cluster',
    html: `<span aria-hidden="true">${String(count)}</span>`,
    iconSize: [34, 34],
    iconAnchor: [17, 17],
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Leaflet's credit (its linked name, before the tiles' attribution) with the link's title given. */
function libraryCredit(title: string): string {
  const prefix = document.createElement('template');
  prefix.innerHTML = String(L.Control.Attribution.prototype.options.prefix || '');
  prefix.content.querySelector('a')?.setAttribute('title', title);
  return prefix.innerHTML;
}

/** Names the close button of every info window open under `root`. */
function nameCloseButtons(root: HTMLElement | undefined, label: string): void {
  for (const button of root?.querySelectorAll('.leaflet-popup-close-button') ?? [])
    button.setAttribute('aria-label', label);
}

function hasPosition(shop: Shop): shop is Shop & { latitude: number; longitude: number } {
  return typeof shop.latitude === 'number' && typeof shop.longitude === 'number';
}

/**
 * Leaflet ends a zoom animation in a 250 ms timer that reads the map pane; a map removed before then throws
 * "Cannot read properties of undefined (reading '_leaflet_pos')" (as when Select Shop right after a
 * search leaves the page while fitBounds or the info window is still moving the map). So the map is removed
 * at once only when no zoom is under way, else as that zoom ends; pans are stopped first.
 */
export function trackZoomAnimation(map: L.Map): () => boolean {
  let zooming = false;
  map.on('zoomanim', () => {
    zooming = true;
  });
  map.on('zoomend', () => {
    zooming = false;
  });
  return () => zooming;
}

export function removeMapSafely(map: L.Map, zooming: () => boolean): void {
  map.stop();
  if (zooming()) map.once('zoomend', () => map.remove());
  else map.remove();
}

export default function ShopMap({
  shops,
  onSelect,
  tileUrl,
  attribution,
}: {
  shops: Shop[];
  onSelect: (shop: Shop) => void;
  tileUrl: string;
  attribution: string;
}) {
  const m = useMessages();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });
  // The pins follow which shops are shown and where, not the array's identity: redrawing them closes an
  // open info window and moves the map again.
  const shopsRef = useRef(shops);
  useEffect(() => {
    shopsRef.current = shops;
  });
  const placement = shops
    .map((shop) => `${String(shop.keyId)}@${String(shop.latitude)},${String(shop.longitude)}`)
    .join('|');

  useEffect(() => {
    if (!containerRef.current) return;
    const map = L.map(containerRef.current, {
      center: DEFAULT_CENTER,
      zoom: ZOOM_NONE,
      scrollWheelZoom: false,
      // Added below with its buttons named in the screen's language.
      zoomControl: false,
    });
    const zooming = trackZoomAnimation(map);
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    return () => {
      removeMapSafely(map, zooming);
      mapRef.current = null;
    };
  }, []);

  // Leaflet writes its own texts in English (the zoom buttons, the title of its credit, an info window's close
  // button): they are given the catalogue's, again when the language changes (decision 230).
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const zoom = L.control
      .zoom({ zoomInTitle: m('shops.zoomIn'), zoomOutTitle: m('shops.zoomOut') })
      .addTo(map);
    map.attributionControl.setPrefix(libraryCredit(m('shops.mapLibraryTitle')));
    const close = m('common.close');
    const nameOpened = (event: L.PopupEvent) => nameCloseButtons(event.popup.getElement(), close);
    nameCloseButtons(map.getContainer(), close);
    map.on('popupopen', nameOpened);
    return () => {
      map.off('popupopen', nameOpened);
      zoom.remove();
    };
  }, [m]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    // Attribution is given as text: Leaflet would otherwise treat it as HTML.
    const tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution: escapeHtml(attribution) }).addTo(map);
    tiles.bringToBack();
    return () => {
      tiles.remove();
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const pins = L.markerClusterGroup({
      maxClusterRadius: CLUSTER_RADIUS_PX,
      showCoverageOnHover: false,
      // A search shows a few dozen shops at most: every pin stays drawn, so one moved into view is at once there.
      removeOutsideVisibleBounds: false,
      // Without animation a zoom regroups the pins at once: an animated regrouping leaves the pins it merges
      // in the page, invisible but still tappable, on top of the pin that now stands for them.
      animate: false,
      iconCreateFunction: (cluster) => clusterIcon(cluster, (count) => m('shops.clusterLabel', { count })),
    }).addTo(layer);
    const placed = shopsRef.current.filter(hasPosition);
    for (const shop of placed) {
      // The info window is built from DOM nodes, never from HTML strings, so shop data cannot inject markup.
      const box = document.createElement('div');
      const name = document.createElement('strong');
      name.textContent = shop.name;
      const address = document.createElement('div');
      address.textContent = `${shop.address.addr1}, ${shop.address.city}`;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'button button-primary map-select';
      button.textContent = m('shops.selectShop');
      button.setAttribute('aria-label', m('shops.selectShopLabel', { name: shop.name }));
      button.addEventListener('click', () => onSelectRef.current(shop));
      box.append(name, address, button);
      // A keyboard-focusable pin (Leaflet gives it role="button"); its title names the shop, and Enter or a
      // tap opens the info window.
      const pin = L.marker([shop.latitude, shop.longitude], {
        icon: PIN_ICON,
        title: m('shops.pinLabel', { name: shop.name }),
        keyboard: true,
        riseOnHover: true,
      }).bindPopup(box);
      pins.addLayer(pin);
    }
    fitShops(map, placed);
    // A screen turned or resized keeps every shop in view and clear of the controls.
    const refit = () => fitShops(map, placed);
    map.on('resize', refit);
    return () => {
      map.off('resize', refit);
    };
  }, [m, placement]);

  return <div ref={containerRef} className="shop-map" role="region" aria-label={m('shops.mapLabel')} />;
}
