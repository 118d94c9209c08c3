// The on-site instruction screen (spec §2 screen 2, §4 "Shop selection", §8 "Geofence"): a shop whose
// first lender is geofenced can only be chosen on site; anyone elsewhere calls the store for a six-digit
// Apply Code and texts it to the short code, and the reply's link starts the application at that shop.
import { Page } from '../../components/ui/page';
import { useMessages } from '../../i18n/messages';
import type { Shop } from '../../lib/api-types';
import { formatPhone } from '@ttapply/domain/shop-selection';

export function OnSiteInstructions({ shop, onBack }: { shop: Shop; onBack: () => void }) {
  const m = useMessages();
  const shortCode = m('policy.shortCode');
  const phoneDigits = (shop.phoneNumber ?? '').replace(/\D/g, '');
  return (
    <Page
      title={m('geofence.title')}
      heading={m('geofence.heading')}
      lead={m('geofence.lead', { shop: shop.name })}
    >
      <ol className="on-site-steps">
        <li>
          <p>{m('geofence.step1')}</p>
          {phoneDigits ? (
            <a className="button button-primary button-block" href={`tel:+1${phoneDigits}`}>
              {m('geofence.callStore', { shop: shop.name })}: {formatPhone(phoneDigits)}
            </a>
          ) : null}
        </li>
        <li>
          <p>{m('geofence.step2', { shortCode })}</p>
          <a className="button button-secondary button-block" href={`sms:${shortCode}`}>
            {m('geofence.shortCodeLabel', { shortCode })}
          </a>
        </li>
        <li>
          <p>{m('geofence.step3')}</p>
        </li>
      </ol>
      <p className="fine-print">{m('geofence.rates')}</p>
      <button type="button" className="link-button" onClick={onBack}>
        {m('geofence.chooseAnother')}
      </button>
    </Page>
  );
}
