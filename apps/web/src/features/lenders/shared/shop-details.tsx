import { useMessages } from '../../../i18n/messages';
import { formatPhoneDashed } from '../../../lib/domain';
import type { Shop } from '../../../lib/api-types';

/** The shop's name, address and phone (an approval's "shop details", lenders §4). */
export function ShopDetails({ shop }: { shop: Shop | null }) {
  const m = useMessages();
  if (!shop) return null;
  const { addr1, addr2, city, state, zip } = shop.address;
  return (
    <section className="panel" aria-label={m('results.shopDetails')}>
      <h2>{m('results.shopDetails')}</h2>
      <p>
        <strong>{shop.name}</strong>
        <br />
        {[addr1, addr2].filter(Boolean).join(', ')}
        <br />
        {`${city}, ${state} ${zip}`}
        {shop.phoneNumber ? (
          <>
            <br />
            <a href={`tel:${shop.phoneNumber.replace(/\D/g, '')}`}>{formatPhoneDashed(shop.phoneNumber)}</a>
          </>
        ) : null}
      </p>
    </section>
  );
}
