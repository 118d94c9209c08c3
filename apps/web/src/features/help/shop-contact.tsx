// The shop's name, phone (tap to call) and hours on every screen once a shop is chosen, declines and end
// screens included (issue 21 item 5): the person stuck at any point knows whom to call.
import { useMessages } from '../../i18n/messages';
import { formatPhoneDashed } from '../../lib/domain';
import type { Shop } from '../../lib/api-types';

export function ShopContact({ shop }: { shop: Shop }) {
  const m = useMessages();
  const digits = (shop.phoneNumber ?? '').replace(/\D/g, '');
  const hours = shop.contactHours?.trim();
  return (
    <section className="shop-contact" aria-labelledby="shop-contact-heading">
      <h2 id="shop-contact-heading" className="shop-contact-label">
        {m('shopContact.label')}
      </h2>
      <p className="shop-contact-name">{shop.name}</p>
      {digits ? (
        <p>
          <a className="shop-contact-phone" href={`tel:+1${digits}`}>
            {m('shopContact.call', { phone: formatPhoneDashed(digits) })}
          </a>
        </p>
      ) : null}
      {hours ? <p className="shop-contact-hours">{m('shopContact.hours', { hours })}</p> : null}
    </section>
  );
}
