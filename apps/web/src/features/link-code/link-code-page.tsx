import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { useDocumentTitle } from '../../components/ui/page';
import { api, ApiError, errorText } from '../../lib/api-client';
import type { ConsumerByLinkResponse } from '../../lib/api-types';
import { parseLenderList } from '../../lib/domain';
import { useJourneyDispatch } from '../../stores/journey-store';
import { modeFromPath, paths } from '../../lib/routes';

/** /go/:linkCode — looks up consumer and shop, selects the shop, then redirects to the base path (spec §2). */
export function LinkCodePage() {
  const m = useMessages();
  const { linkCode = '' } = useParams();
  const mode = modeFromPath(useLocation().pathname);
  const navigate = useNavigate();
  const dispatch = useJourneyDispatch();
  const [failure, setFailure] = useState<string>();
  useDocumentTitle(failure ? m('title.linkNotFound') : m('title.link'));

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<ConsumerByLinkResponse>('/api/v1/apps/consumer/', {
        query: { linkCode },
        signal: controller.signal,
      })
      .then(({ consumer, shop }) => {
        dispatch({ type: 'reset', mode });
        dispatch({
          type: 'linkLoaded',
          linkCode,
          shop,
          appList: parseLenderList(shop?.lenders ?? ''),
          consumerId: consumer?.t2AConsumerKeyId != null ? String(consumer.t2AConsumerKeyId) : null,
          keyword: consumer?.keyword ?? null,
          phoneLastFour: consumer?.phoneLastFour ?? null,
        });
        // With a shop: the base path, whose Get Started goes to the policy page (spec §2). Without one (a
        // company keyword several shops share): shop search, narrowed to that keyword.
        navigate(shop ? paths.landing(mode) : paths.shopSearch(mode), { replace: true });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // 404 unknown and 410 expired carry the server's own explanation (docs/decisions/021); keep it.
        const gone = error instanceof ApiError && (error.status === 404 || error.status === 410);
        setFailure(gone ? error.message || m('link.notFound') : errorText(error));
      });
    return () => controller.abort();
  }, [dispatch, linkCode, m, mode, navigate]);

  if (!failure) {
    return (
      <section className="page" aria-busy="true">
        <p role="status" className="loading-line">
          <span className="spinner" aria-hidden="true" /> {m('link.loading')}
        </p>
      </section>
    );
  }
  return (
    <section className="page">
      <h1 className="page-heading">{m('link.heading')}</h1>
      <p className="page-lead">{failure}</p>
      <Link to={paths.shopSearch(mode)} className="button button-primary button-block">
        {m('link.searchShops')}
      </Link>
    </section>
  );
}
