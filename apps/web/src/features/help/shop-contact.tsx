// The shop's name, phone (tap to call) and hours on every screen once a shop is chosen, declines and end
// screens included (decision 215): the person stuck at any point knows whom to call.
import { Fragment } from 'react';
import { useLocale } from '../../i18n/language';
import { DEFAULT_LOCALE } from '../../i18n/locales';
import { useMessages } from '../../i18n/messages';
import { formatPhoneDashed } from '../../lib/domain';
import type { Shop } from '../../lib/api-types';
import { hoursPartIn, parseShopHours } from './shop-hours';

/**
 * The hours in the screen's language, each part ('Mon–Fri 8 am–6 pm') kept on one line; English as the shop
 * typed them, and anything that does not read as days and times as typed.
 */
function ShopHours({ hours }: { hours: string }) {
  const m = useMessages();
  const locale = useLocale();
  const parts = parseShopHours(hours);
  if (!parts) return <>{hours}</>;
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? ', ' : null}
          <span className="value">
            {locale === DEFAULT_LOCALE ? part.typed : hoursPartIn(part, locale, m('shopContact.closed'))}
          </span>
        </Fragment>
      ))}
    </>
  );
}

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
      {hours ? (
        <p className="shop-contact-hours">
          {m('shopContact.hours')} <ShopHours hours={hours} />
        </p>
      ) : null}
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
