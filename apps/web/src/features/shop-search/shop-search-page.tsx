// Shop search (spec applicant-journey §2 screen 2): find by 'Zip, City, or Address' or 'Use My Location',
// see the closest shop first ('SELECT A DIFFERENT STORE' opens the list, 4 at a time with 'Load More'), and
// select one. A shop whose first lender is geofenced is only selectable on site (§4 "Shop selection").
import { lazy, Suspense, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { Page } from '../../components/ui/page';
import { Field } from '../../components/ui/field';
import { HeldAlertDialog } from '../../components/ui/dialog';
import { ApiError, errorText } from '../../lib/api-client';
import type { Shop } from '../../lib/api-types';
import { loadClientConfig, useClientConfig } from '../../lib/client-config';
// The page's rules come from their zod-free subpath, not lib/domain.ts: the form rules and their schemas would
// be most of this page's JavaScript (decision 239).
import {
  appListWithoutUnavailableLenders,
  canSearchShops,
  isWithinGeofence,
  parseLenderList,
  requiresGeofence,
  type AppCode,
} from '@ttapply/domain/shop-selection';
import { useJourneyStore } from '../../stores/journey-store';
import { modeFromPath, paths } from '../../lib/routes';
import { currentPosition, LocationError, type Position } from './geolocation';
import { OnSiteInstructions } from './on-site-instructions';
import { SHOP_PAGE_SIZE, searchShops, type SearchLocation } from './shop-api';
import { ShopCard } from './shop-card';

const ShopMap = lazy(() => import('./shop-map'));

interface Alert {
  title: string;
  message: string;
}

export function ShopSearchPage() {
  const m = useMessages();
  const navigate = useNavigate();
  const mode = modeFromPath(useLocation().pathname);
  const [journey, dispatch] = useJourneyStore();
  const config = useClientConfig();
  const yourLocation = m('shops.yourLocation');

  const [query, setQuery] = useState('');
  const [keyword, setKeyword] = useState(journey.linkKeyword ?? '');
  const [position, setPosition] = useState<Position | null>(null);
  /** The search the results belong to; null while the person is entering a location. */
  const [searched, setSearched] = useState<{ where: SearchLocation; label: string } | null>(null);
  const [shops, setShops] = useState<Shop[]>([]);
  // The search answer's no-product flag ('1': that lender is not available, applicant-journey §3 "Shop search
  // response") takes it out of the chosen shop's list (the domain's rule).
  const [keywordInfo, setKeywordInfo] = useState<unknown>();
  const [hasMore, setHasMore] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [busy, setBusy] = useState<'search' | 'locate' | 'geofence' | null>(null);
  const [inputError, setInputError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [alert, setAlert] = useState<Alert>();
  const [onSiteShop, setOnSiteShop] = useState<Shop | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const run = async (where: SearchLocation, label: string, offset: number) => {
    setBusy('search');
    setNotice(undefined);
    try {
      const answer = await searchShops(where, offset, { keyword, linkCode: journey.linkCode });
      const found = answer.shops ?? [];
      if (offset === 0) setKeywordInfo(answer.keywordInfo);
      setShops((prev) => (offset === 0 ? found : [...prev, ...found]));
      setHasMore(found.length === SHOP_PAGE_SIZE);
      if (offset === 0) {
        setSearched({ where, label });
        setShowAll(false);
        requestAnimationFrame(() => resultsRef.current?.focus());
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // Spec §8 "Shop search no result": shown for HTTP 404.
        if (offset === 0) {
          setShops([]);
          setSearched(null);
          setNotice(m('shops.noShops'));
        }
        setHasMore(false);
      } else {
        // Spec §8 "Search Error": the server's text; the field is cleared if it held 'Your Location'.
        setAlert({ title: m('shops.searchErrorTitle'), message: errorText(error) });
        if ('position' in where) {
          setQuery('');
          setPosition(null);
        }
      }
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) {
      setInputError(m('shops.addressRequired'));
      inputRef.current?.focus();
      return;
    }
    setInputError(undefined);
    if (position && query === yourLocation) void run({ position }, yourLocation, 0);
    else void run({ text: query }, query.trim(), 0);
  };

  const locationFailed = (error: unknown) => {
    const unsupported = error instanceof LocationError && error.reason === 'unsupported';
    setAlert({
      title: m('shops.locationErrorTitle'),
      message: m(unsupported ? 'shops.geolocationUnsupported' : 'shops.geolocationFailed'),
    });
  };

  const locateMe = async () => {
    setBusy('locate');
    try {
      const here = await currentPosition();
      setPosition(here);
      setQuery(yourLocation);
      setInputError(undefined);
      await run({ position: here }, yourLocation, 0);
    } catch (error) {
      setBusy(null);
      locationFailed(error);
    }
  };

  // One array per result, not per render: the map resets its pins (closing an open info window) when the
  // shops change, and a re-render (the client config arriving, Select Shop's busy state) is no change.
  const mapShops = useMemo(() => (showAll ? shops : shops.slice(0, 1)), [showAll, shops]);

  const choose = (shop: Shop, appList: AppCode[]) => {
    dispatch({ type: 'selectShop', shop, appList });
    navigate(paths.step(mode, 'policy-content'));
  };

  const select = async (shop: Shop) => {
    const appList = appListWithoutUnavailableLenders(parseLenderList(shop.lenders ?? ''), keywordInfo);
    const settings = await loadClientConfig();
    if (!requiresGeofence(appList, settings.geofencedLenders)) {
      choose(shop, appList);
      return;
    }
    // Spec §4: the person must be within range of the shop, else the on-site instruction appears.
    setBusy('geofence');
    let here: Position | null = null;
    try {
      here = await currentPosition();
    } catch {
      here = null;
    } finally {
      setBusy(null);
    }
    if (here && isWithinGeofence(shop, here, settings.geofenceRangeMeters)) choose(shop, appList);
    else setOnSiteShop(shop);
  };

  const editLocation = () => {
    setSearched(null);
    setShops([]);
    setShowAll(false);
    setNotice(undefined);
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  if (onSiteShop) return <OnSiteInstructions shop={onSiteShop} onBack={() => setOnSiteShop(null)} />;

  const [closest] = shops;
  const searchingText = busy === 'locate' ? m('shops.locating') : m('shops.searching');

  return (
    <Page title={m('title.shopSearch')} heading={m('shops.heading')} lead={m('shops.lead')}>
      {searched === null ? (
        <form className="search-form" onSubmit={onSubmit} role="search">
          <Field
            name="SHOP_SEARCH"
            label={m('shops.inputLabel')}
            hint={m('shops.inputHint')}
            value={query}
            onChange={(v) => {
              setQuery(v);
              if (position && v !== yourLocation) setPosition(null);
              if (inputError) setInputError(undefined);
            }}
            onBlur={() => {
              if (query !== '' && !query.trim()) setInputError(m('shops.addressRequired'));
            }}
            error={inputError}
            required
            maxLength={100}
            autoComplete="postal-code"
            inputRef={inputRef}
          />
          <Field
            name="SHOP_KEYWORD"
            label={m('shops.keywordLabel')}
            hint={m('shops.keywordHint')}
            value={keyword}
            onChange={(v) => setKeyword(v.replace(/[^A-Za-z0-9]/g, '').toUpperCase())}
            maxLength={30}
            autoComplete="off"
          />
          <button
            type="submit"
            className="button button-primary"
            disabled={
              busy !== null || !(canSearchShops(query) || (position !== null && query === yourLocation))
            }
          >
            {busy === 'search' ? m('shops.searching') : m('shops.find')}
          </button>
          <p className="search-or" aria-hidden="true">
            {m('shops.or')}
          </p>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy !== null}
            onClick={() => void locateMe()}
          >
            <span className="location-icon" aria-hidden="true" />
            {m('shops.useMyLocation')}
          </button>
          <p role="status" className="search-status">
            {busy === 'search' || busy === 'locate' ? searchingText : ''}
          </p>
        </form>
      ) : (
        <div className="search-summary">
          <p>
            {m('shops.closestLead', { query: searched.label })}
            {keyword ? ` · ${keyword}` : ''}
          </p>
          <button type="button" className="link-button" onClick={editLocation}>
            {m('shops.editLocation')}
          </button>
        </div>
      )}
      <div aria-live="polite">{notice ? <p className="notice">{notice}</p> : null}</div>
      {searched !== null && closest ? (
        <>
          <Suspense fallback={<div className="shop-map" aria-hidden="true" />}>
            <ShopMap
              shops={mapShops}
              onSelect={(shop) => void select(shop)}
              tileUrl={config.mapTileUrl}
              attribution={config.mapAttribution}
            />
          </Suspense>
          <p role="status" className="search-status">
            {busy === 'geofence' ? m('shops.checkingLocation') : ''}
          </p>
          {showAll ? (
            <div className="shop-results">
              <h2 ref={resultsRef} tabIndex={-1} className="section-heading">
                {m('shops.allHeading', { query: searched.label })}
              </h2>
              <ul className="shop-list">
                {shops.map((shop) => (
                  <li key={String(shop.keyId)}>
                    <ShopCard shop={shop} onSelect={() => void select(shop)} disabled={busy !== null} />
                  </li>
                ))}
              </ul>
              {hasMore ? (
                <button
                  type="button"
                  className="button button-secondary button-block"
                  disabled={busy !== null}
                  onClick={() => void run(searched.where, searched.label, shops.length)}
                >
                  {busy === 'search' ? m('shops.searching') : m('shops.loadMore')}
                </button>
              ) : null}
            </div>
          ) : (
            <div className="shop-results">
              <h2 ref={resultsRef} tabIndex={-1} className="section-heading">
                {m('shops.closestHeading')}
              </h2>
              <ShopCard
                shop={closest}
                onSelect={() => void select(closest)}
                disabled={busy !== null}
                featured
              />
              <button
                type="button"
                className="button button-secondary button-block"
                onClick={() => {
                  setShowAll(true);
                  requestAnimationFrame(() => resultsRef.current?.focus());
                }}
              >
                {m('shops.selectDifferent')}
              </button>
            </div>
          )}
        </>
      ) : null}
      <HeldAlertDialog alert={alert} onClose={() => setAlert(undefined)} />
    </Page>
  );
}
