import { Link, useLocation } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { useDocumentTitle } from '../../components/ui/page';
import { useJourney } from '../../stores/journey-store';
import { modeFromPath, paths, TRAINING_MODE } from '../../lib/routes';
import { useClientConfig } from '../../lib/client-config';

/** A promise's footnote marker (decision 227): a link to the note that says what the promise depends on. */
function NoteRef({ number }: { number: number }) {
  const m = useMessages();
  return (
    <sup>
      <a href={`#landing-note-${number}`} aria-label={m('landing.noteRef', { number })}>
        {number}
      </a>
    </sup>
  );
}

export function LandingPage() {
  const m = useMessages();
  const mode = modeFromPath(useLocation().pathname);
  const journey = useJourney();
  const { trainingBuild } = useClientConfig();
  useDocumentTitle(m('title.landing'));
  // A link code already chose the shop (spec §2 "/{linkBase}/{linkCode} … redirects to the base path").
  const next = journey.linkCode && journey.shop ? paths.step(mode, 'policy-content') : paths.shopSearch(mode);
  return (
    <section className="page landing" aria-labelledby="landing-heading">
      <div className="hero">
        <h1 id="landing-heading" className="hero-heading">
          {m('landing.heading')}
        </h1>
        <p className="hero-lead">{m('landing.lead')}</p>
        <ul className="value-list">
          <li>
            {m('landing.point.rebate')}
            <NoteRef number={1} />
          </li>
          <li>
            {m('landing.point.down')}
            <NoteRef number={2} />
          </li>
          <li>{m('landing.point.once')}</li>
        </ul>
        <Link to={next} className="button button-primary button-block">
          {m('landing.getStarted')}
        </Link>
        <p className="fine-print">{m('landing.secure')}</p>
        <ol className="fine-print landing-notes" aria-label={m('landing.notesLabel')}>
          <li id="landing-note-1">{m('landing.note.rebate')}</li>
          <li id="landing-note-2">{m('landing.note.down')}</li>
        </ol>
        {mode === TRAINING_MODE && trainingBuild ? (
          // Training mode's landing is where an associate starts; the pay-link training sits beside it
          // (lenders §4 "Pay-link training", on only in the training build, decision 085).
          <Link to={paths.payTraining('start')} className="button button-secondary button-block">
            {m('payTraining.landingLink')}
          </Link>
        ) : null}
      </div>
      <section className="how" aria-labelledby="how-heading">
        <h2 id="how-heading" className="section-heading">
          {m('landing.howHeading')}
        </h2>
        <ol className="how-steps">
          <li>{m('landing.step1')}</li>
          <li>{m('landing.step2')}</li>
          <li>{m('landing.step3')}</li>
        </ol>
      </section>
    </section>
  );
}
