import type { ReactNode } from 'react';
import { JourneyProvider } from '../stores/journey-store';
import { LanguageProvider } from '../i18n/language';
import { AppRouter } from './router';

/** The texts and the journey every screen reads; the browser and the build's prerender share them. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <JourneyProvider>{children}</JourneyProvider>
    </LanguageProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
