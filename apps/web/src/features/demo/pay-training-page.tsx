import { Navigate, useParams } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { Page } from '../../components/ui/page';
import { paths } from '../../app/routes';

/** Spec §2: only with the training build flag; otherwise it redirects to '/'. */
export const PAY_TRAINING_ENABLED = import.meta.env.VITE_TRAINING_BUILD === 'true';

export function PayTrainingPage() {
  const m = useMessages();
  const { payTrainingPage = 'start' } = useParams();
  if (!PAY_TRAINING_ENABLED) return <Navigate to={paths.landing()} replace />;
  return (
    <Page title={m('title.payTraining')} heading={m('payTraining.heading')} lead={m('payTraining.text')}>
      <p>{m('payTraining.step', { page: payTrainingPage })}</p>
    </Page>
  );
}
