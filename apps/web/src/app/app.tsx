import { JourneyProvider } from '../stores/journey-store';
import { LanguageProvider } from '../i18n/language';
import { AppRouter } from './router';

export function App() {
  return (
    <LanguageProvider>
      <JourneyProvider>
        <AppRouter />
      </JourneyProvider>
    </LanguageProvider>
  );
}
