import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useMessages } from '../i18n/messages';
import { useJourneyStore } from '../stores/journey-store';
import type { PolicyDocument } from '../features/policy/policy-document-dialog';
import { BrandMark } from '../components/layout/brand-mark';
import { LanguageSwitch } from '../components/layout/language-switch';
import { modeFromPath, paths, TRAINING_MODE } from '../lib/routes';
import { RouteFallback } from '../components/ui/route-fallback';
import { SessionExit } from '../features/session/session-exit';
import { AfterHydration } from './after-hydration';
import { lazyWithTexts } from '../lib/lazy-with-texts';

// Decision 236: what the landing page does not show on its first paint is its own chunk, loaded when it is
// shown: the side panel (a chosen shop), the policy overlay (a click) and training mode's chrome, which reads
// its own part of the catalogue only (decision 243), so the training landing does not download the whole.
const loadJourneyAside = () => import('./journey-aside');
const JourneyAside = lazyWithTexts(async () => (await loadJourneyAside()).JourneyAside);
const PolicyDocumentDialog = lazyWithTexts(
  async () => (await import('../features/policy/policy-document-dialog')).PolicyDocumentDialog,
);
const TrainingChrome = lazyWithTexts(
  async () => (await import('../features/training/training-chrome')).TrainingChrome,
  'training-chrome',
);

/** Header, main and the footer of spec §2 screen 13. */
export function AppLayout() {
  const m = useMessages();
  const { pathname } = useLocation();
  const [journey, dispatch] = useJourneyStore();
  const mode = modeFromPath(pathname);
  const [overlay, setOverlay] = useState<PolicyDocument | null>(null);
  // Past the landing page a shop is one choice away: the side panel is fetched early, so it is there when the
  // shop is chosen instead of arriving a moment later and moving the page under the consumer's finger. On shop
  // search a shop is a search away, so the panel waits for the consumer's first touch or key (decision 239):
  // a phone opening that page downloads only what paints it.
  const onLanding = pathname === paths.landing(mode);
  const onShopSearch = pathname === paths.shopSearch(mode);
  useEffect(() => {
    if (onLanding) return;
    const load = () => void loadJourneyAside();
    if (!onShopSearch) {
      load();
      return;
    }
    const firstInput = ['pointerdown', 'keydown'] as const;
    for (const event of firstInput) window.addEventListener(event, load, { once: true, passive: true });
    return () => {
      for (const event of firstInput) window.removeEventListener(event, load);
    };
  }, [onLanding, onShopSearch]);

  useEffect(() => {
    dispatch({ type: 'setMode', mode });
  }, [dispatch, mode]);

  // A new screen starts at the top, as a full page load would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {m('common.skipToContent')}
      </a>
      <header className="site-header">
        <Link to={paths.landing(mode)} className="brand" aria-label={m('brand.name')}>
          <BrandMark />
          <span className="brand-name">{m('brand.name')}</span>
        </Link>
        <div className="header-end">
          <LanguageSwitch />
          {mode === TRAINING_MODE ? (
            <span className="training-badge">{m('common.trainingBadge')}</span>
          ) : null}
          <Link to={paths.help(mode)} className="help-link">
            {m('help.link')}
          </Link>
        </div>
      </header>
      {/* Decisions 215 and 216: once a shop is chosen, its contact follows the screen (after it on a phone,
          beside it on a desktop, where the application's steps join it). */}
      <div className={`site-body${journey.shop ? ' has-aside' : ''}`}>
        <main id="main" className="site-main">
          {/* A lazy screen suspends here, so header and footer stay put while it loads. */}
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </main>
        {journey.shop ? (
          <Suspense fallback={null}>
            <JourneyAside pathname={pathname} shop={journey.shop} />
          </Suspense>
        ) : null}
      </div>
      <footer className="site-footer">
        {/* Spec §2 screen 13: the links are hidden while a link code is in use. */}
        {journey.linkCode ? null : (
          <nav className="footer-links" aria-label={m('footer.navLabel')}>
            <button type="button" className="link-button" onClick={() => setOverlay('privacy')}>
              {m('footer.privacy')}
            </button>
            <button type="button" className="link-button" onClick={() => setOverlay('sms')}>
              {m('footer.smsTerms')}
            </button>
          </nav>
        )}
        <p className="copyright">{m('brand.copyright', { year: new Date().getFullYear() })}</p>
      </footer>
      {overlay ? (
        <Suspense fallback={null}>
          <PolicyDocumentDialog document={overlay} onClose={() => setOverlay(null)} />
        </Suspense>
      ) : null}
      <SessionExit />
      {mode === TRAINING_MODE ? (
        <AfterHydration>
          <Suspense fallback={null}>
            <TrainingChrome pathname={pathname} />
          </Suspense>
        </AfterHydration>
      ) : null}
    </div>
  );
}
