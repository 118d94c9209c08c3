import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { canHydrate } from './app/prerendered';
import { preloadScreen } from './app/router';
import { initialLocale, startInLocale } from './i18n/language';
import './styles/global.css';

const container = document.getElementById('root')!;
const locale = initialLocale();

// The first screen renders in its language: the catalogue (one small chunk) is loaded first. A landing page
// the build prerendered (decision 236) is hydrated when this render would give the same markup, with only its
// first screen's texts; otherwise the render replaces it (another language, a shop already chosen in this tab).
const hydrate = canHydrate(container, locale);
if (!hydrate) preloadScreen(window.location.pathname);
void startInLocale(locale, hydrate ? 'first-screen' : 'whole').then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
