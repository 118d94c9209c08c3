import { JourneyProvider } from '../stores/journey-store';
import { MessagesProvider, t } from '../i18n/messages';
import { AppRouter } from './router';

export function App() {
  return (
    <MessagesProvider value={t}>
      <JourneyProvider>
        <AppRouter />
      </JourneyProvider>
    </MessagesProvider>
  );
}
