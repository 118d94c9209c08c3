// The shop's name, phone (tap to call) and hours on every screen once a shop is chosen, declines and end
// screens included (decision 215): the person stuck at any point knows whom to call.
import { useMessages } from '../../i18n/messages';
import { formatPhoneDashed } from '../../lib/domain';
import type { Shop } from '../../lib/api-types';

/** `inline` leaves out the region and its heading, for a page whose own section already names the shop. */
export function ShopContact({ shop, inline = false }: { shop: Shop; inline?: boolean }) {
  const m = useMessages();
  const digits = (shop.phoneNumber ?? '').replace(/\D/g, '');
  const hours = shop.contactHours?.trim();
  const details = (
    <>
      <p className="shop-contact-name">{shop.name}</p>
      {digits ? (
        <p>
          {m('shopContact.phone')}{' '}
          <a className="shop-contact-phone" href={`tel:+1${digits}`}>
            {formatPhoneDashed(digits)}
          </a>
        </p>
      ) : null}
      {hours ? <p className="shop-contact-hours">{m('shopContact.hours', { hours })}</p> : null}
    </>
  );
  if (inline) return <div className="shop-contact">{details}</div>;
  return (
    <section className="shop-contact" aria-labelledby="shop-contact-heading">
      <h2 id="shop-contact-heading" className="shop-contact-label">
        {m('shopContact.label')}
      </h2>
      {details}
    </section>
  );
}
