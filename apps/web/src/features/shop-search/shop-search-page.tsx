import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { Page } from '../../components/ui/page';
import { Field } from '../../components/ui/field';
import { AlertDialog } from '../../components/ui/dialog';
import { ApiError, errorText } from '../../lib/api-client';
import type { Shop } from '../../lib/api-types';
import { isSearchableLocation, parseLenderList } from '../../lib/domain';
import { useJourneyStore } from '../../stores/journey-store';
import { modeFromPath, paths } from '../../app/routes';
import { SHOP_PAGE_SIZE, searchShops } from './shop-api';
import { ShopCard } from './shop-card';

const ShopMap = lazy(() => import('./shop-map'));

export function ShopSearchPage() {
  const m = useMessages();
  const navigate = useNavigate();
  const mode = modeFromPath(useLocation().pathname);
  const [journey, dispatch] = useJourneyStore();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [shops, setShops] = useState<Shop[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [inputError, setInputError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const run = async (text: string, offset: number) => {
    setBusy(true);
    setNotice(undefined);
    try {
      const found = (await searchShops(text, offset, journey.linkCode)).shops ?? [];
      setShops((prev) => (offset === 0 ? found : [...prev, ...found]));
      setHasMore(found.length === SHOP_PAGE_SIZE);
      setSearched(text);
      if (offset === 0) requestAnimationFrame(() => resultsRef.current?.focus());
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        if (offset === 0) {
          setShops([]);
          setNotice(m('shops.noShops'));
        }
        setHasMore(false);
      } else {
        setAlert(errorText(error));
      }
    } finally {
      setBusy(false);
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
    void run(query, 0);
  };

  const select = (shop: Shop) => {
    dispatch({ type: 'selectShop', shop, appList: parseLenderList(shop.lenders ?? '') });
    navigate(paths.step(mode, 'policy-content'));
  };

  return (
    <Page title={m('title.shopSearch')} heading={m('shops.heading')} lead={m('shops.lead')}>
      <form className="search-form" onSubmit={onSubmit} role="search">
        <Field
          name="SHOP_SEARCH"
          label={m('shops.inputLabel')}
          hint={m('shops.inputHint')}
          value={query}
          onChange={(v) => {
            setQuery(v);
            if (inputError) setInputError(undefined);
          }}
          error={inputError}
          required
          maxLength={100}
          autoComplete="postal-code"
          inputRef={inputRef}
        />
        <button
          type="submit"
          className="button button-primary"
          disabled={busy || !isSearchableLocation(query)}
        >
          {busy && shops.length === 0 ? m('shops.searching') : m('shops.find')}
        </button>
      </form>
      {/* Later issue: 'Use My Location', the closest-shop view and EDIT LOCATION mount here, next to the
          map (spec §2 screen 2). */}
      {shops.length > 0 ? (
        <Suspense fallback={<div className="shop-map" aria-hidden="true" />}>
          <ShopMap shops={shops} onSelect={select} />
        </Suspense>
      ) : null}
      <div aria-live="polite">{notice ? <p className="notice">{notice}</p> : null}</div>
      {shops.length > 0 ? (
        <div className="shop-results">
          <h2 ref={resultsRef} tabIndex={-1} className="section-heading">
            {m('shops.resultsHeading', { query: searched })}
          </h2>
          <ul className="shop-list">
            {shops.map((shop) => (
              <li key={String(shop.keyId)}>
                <ShopCard shop={shop} onSelect={() => select(shop)} />
              </li>
            ))}
          </ul>
          {hasMore ? (
            <button
              type="button"
              className="button button-secondary button-block"
              disabled={busy}
              onClick={() => void run(searched, shops.length)}
            >
              {m('shops.loadMore')}
            </button>
          ) : null}
        </div>
      ) : null}
      <AlertDialog
        open={alert !== undefined}
        title={m('shops.searchErrorTitle')}
        message={alert ?? ''}
        onClose={() => setAlert(undefined)}
      />
    </Page>
  );
}
