import { Link, useLocation } from 'react-router';
import { useMessages } from '../i18n/messages';
import { useDocumentTitle } from '../components/ui/page';
import { paths } from '../lib/routes';

/** Spec §8: any unknown path reads 'No match found for {path}'. */
export function NotFoundPage() {
  const m = useMessages();
  const { pathname } = useLocation();
  useDocumentTitle(m('title.notFound'));
  return (
    <section className="page">
      <h1 className="page-heading">{m('notFound.text', { path: pathname })}</h1>
      <p>
        <Link to={paths.landing()} className="text-link">
          {m('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
