import { useMessages } from '../../i18n/messages';
import type { Shop } from '../../lib/api-types';

export function ShopCard({
  shop,
  onSelect,
  disabled,
  featured,
}: {
  shop: Shop;
  onSelect: () => void;
  disabled?: boolean;
  /** The closest shop, shown on its own first (spec §2 screen 2 'closest-shop view'). */
  featured?: boolean;
}) {
  const m = useMessages();
  const { address } = shop;
  const miles = typeof shop.distance === 'number' ? Math.round(shop.distance * 10) / 10 : undefined;
  return (
    <article className={`shop-card${featured ? ' shop-card-featured' : ''}`} aria-label={shop.name}>
      <div className="shop-card-body">
        <h3 className="shop-name">{shop.name}</h3>
        <address className="shop-address">
          {address.addr1}
          {address.addr2 ? `, ${address.addr2}` : ''}
          <br />
          {address.city}, {address.state} {address.zip}
        </address>
        {miles !== undefined ? (
          <p className="shop-distance">
            {miles === 0
              ? m('shops.distanceUnder')
              : m(miles === 1 ? 'shops.distanceOne' : 'shops.distance', { miles })}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="button button-primary"
        onClick={onSelect}
        disabled={disabled}
        aria-label={m('shops.selectShopLabel', { name: shop.name })}
      >
        {m('shops.selectShop')}
      </button>
    </article>
  );
}
