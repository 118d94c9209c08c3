// The console's routes under the basename /console (decision 170). Signed-out screens stand alone; the others
// sit in the shell, which loads GET /me first. A 401 from any signed-in call comes back here and goes to
// sign-in with the current place kept in ?next=, so the user returns to it after signing in again.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from './console-api-client';
import { CONSOLE_PATHS, signInPath } from './console-paths';
import { ConsoleSessionProvider, useConsoleSession } from './shell/console-session';
import { ConsoleLayout } from './shell/console-layout';
import { SignInPage } from './auth/sign-in-page';
import { ForgotPasswordPage } from './auth/forgot-password-page';
import { ResetPasswordPage } from './auth/reset-password-page';
import { AcceptInvitationPage } from './auth/accept-invitation-page';
import { BoardPage } from './board/board-page';
import { SendLinkPage } from './links/send-link-page';
import { JourneyPage } from './journeys/journey-page';
import { TeamPage } from './team/team-page';
import { AuditPage } from './audit/audit-page';
import { ReportsPage } from './reports/reports-page';
import { AccountPage } from './account/account-page';
import { TrainingPage } from './training/training-page';

// The lender list and contact, for owners and managers only: loaded when opened, so the page every associate
// opens first does not carry it (the console's budget, decision 235).
const LocationPage = lazy(() =>
  import('./location/location-page').then((module) => ({ default: module.LocationPage })),
);
// The partner API keys, for owners and managers only and seldom opened: their own chunk too.
const ApiKeysPage = lazy(() =>
  import('./api-keys/api-keys-page').then((module) => ({ default: module.ApiKeysPage })),
);
// The webhook endpoints, for owners and managers only, likewise.
const WebhooksPage = lazy(() =>
  import('./webhooks/webhooks-page').then((module) => ({ default: module.WebhooksPage })),
);
// The operators' screens are for a handful of our own people: their own chunk, out of every shop's console.
const OrganisationsPage = lazy(() =>
  import('./operator/organisations-page').then((m) => ({ default: m.OrganisationsPage })),
);
const OrganisationPage = lazy(() =>
  import('./operator/organisation-page').then((m) => ({ default: m.OrganisationPage })),
);
const loadingOperator = <p role="status">Loading…</p>;

function UnauthorizedToSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const { setMe } = useConsoleSession();
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  });
  useEffect(() => {
    setUnauthorizedHandler(() => {
      setMe(null);
      const next = here.current.startsWith(CONSOLE_PATHS.signIn) ? undefined : here.current;
      void navigate(signInPath(next), { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, setMe]);
  return null;
}

export function ConsoleRoutes() {
  return (
    <ConsoleSessionProvider>
      <UnauthorizedToSignIn />
      <Routes>
        <Route path={CONSOLE_PATHS.signIn} element={<SignInPage />} />
        <Route path={CONSOLE_PATHS.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={CONSOLE_PATHS.resetPassword} element={<ResetPasswordPage />} />
        <Route path={CONSOLE_PATHS.acceptInvitation} element={<AcceptInvitationPage />} />
        <Route element={<ConsoleLayout />}>
          <Route index element={<BoardPage />} />
          <Route path={CONSOLE_PATHS.sendLink} element={<SendLinkPage />} />
          <Route path={CONSOLE_PATHS.journey} element={<JourneyPage />} />
          <Route path={CONSOLE_PATHS.team} element={<TeamPage />} />
          <Route
            path={CONSOLE_PATHS.location}
            element={
              <Suspense fallback={<p role="status">Loading the location…</p>}>
                <LocationPage />
              </Suspense>
            }
          />
          <Route
            path={CONSOLE_PATHS.apiKeys}
            element={
              <Suspense fallback={<p role="status">Loading the keys…</p>}>
                <ApiKeysPage />
              </Suspense>
            }
          />
          <Route
            path={CONSOLE_PATHS.webhooks}
            element={
              <Suspense fallback={<p role="status">Loading the webhooks…</p>}>
                <WebhooksPage />
              </Suspense>
            }
          />
          <Route path={CONSOLE_PATHS.audit} element={<AuditPage />} />
          <Route path={CONSOLE_PATHS.reports} element={<ReportsPage />} />
          <Route path={CONSOLE_PATHS.training} element={<TrainingPage />} />
          <Route path={CONSOLE_PATHS.account} element={<AccountPage />} />
          <Route
            path={CONSOLE_PATHS.operator}
            element={
              <Suspense fallback={loadingOperator}>
                <OrganisationsPage />
              </Suspense>
            }
          />
          <Route
            path={CONSOLE_PATHS.operatorOrganisation}
            element={
              <Suspense fallback={loadingOperator}>
                <OrganisationPage />
              </Suspense>
            }
          />
          <Route path="*" element={<Navigate to={CONSOLE_PATHS.board} replace />} />
        </Route>
      </Routes>
    </ConsoleSessionProvider>
  );
}
