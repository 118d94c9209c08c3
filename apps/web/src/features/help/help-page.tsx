// What to do when stuck (decision 215): call the shop, which lender to call about a decision, how to
// start again, what happens when the session ends, how to stop the texts. Reached from the Help link that
// every screen carries; Back returns to the screen the consumer came from.
import { Link, useLocation, useNavigate } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { Page } from '../../components/ui/page';
import { LENDERS, type AppCode } from '../../lib/domain';
import { modeFromPath, paths } from '../../lib/routes';
import { useJourneyStore } from '../../stores/journey-store';
import { ShopContact } from './shop-contact';

export function HelpPage() {
  const m = useMessages();
  const navigate = useNavigate();
  const mode = modeFromPath(useLocation().pathname);
  const [journey] = useJourneyStore();
  // The lenders that have an application of this consumer: the ones a decision can come from.
  const lenders = Object.keys(journey.applications)
    .filter((code): code is AppCode => code in LENDERS)
    .map((code) => LENDERS[code])
    .filter((lender) => lender.phone);
  return (
    <Page title={m('title.help')} heading={m('help.heading')} lead={m('help.lead')}>
      <section className="help-section" aria-labelledby="help-shop">
        <h2 id="help-shop">{m('help.shopHeading')}</h2>
        <p>{m('help.shopText')}</p>
        {journey.shop ? <ShopContact shop={journey.shop} inline /> : <p>{m('help.noShop')}</p>}
      </section>
      <section className="help-section" aria-labelledby="help-decision">
        <h2 id="help-decision">{m('help.decisionHeading')}</h2>
        <p>{m('help.decisionText')}</p>
        {lenders.length > 0 ? (
          <ul>
            {lenders.map((lender) => (
              <li key={lender.code}>
                <a href={`tel:${(lender.phone ?? '').replace(/\D/g, '')}`}>
                  {m('help.lenderLine', { lender: lender.name, phone: lender.phone ?? '' })}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="help-section" aria-labelledby="help-restart">
        <h2 id="help-restart">{m('help.restartHeading')}</h2>
        <p>{m('help.restartText')}</p>
        <p>
          <Link to={paths.shopSearch(mode)}>{m('help.restartLink')}</Link>
        </p>
      </section>
      <section className="help-section" aria-labelledby="help-session">
        <h2 id="help-session">{m('help.sessionHeading')}</h2>
        <p>{m('help.sessionText')}</p>
      </section>
      <section className="help-section" aria-labelledby="help-texts">
        <h2 id="help-texts">{m('help.textsHeading')}</h2>
        <p>{m('help.textsText')}</p>
      </section>
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={() => void navigate(-1)}
      >
        {m('help.back')}
      </button>
    </Page>
  );
}
