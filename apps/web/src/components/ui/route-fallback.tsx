import { useMessages } from '../../i18n/messages';

/** Shown while a lazy screen's chunk loads. */
export function RouteFallback() {
  const m = useMessages();
  return (
    <p className="loading-line" role="status">
      <span className="spinner" aria-hidden="true" /> {m('common.loading')}
    </p>
  );
}
