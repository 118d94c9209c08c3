import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initialLocale, startInLocale } from './i18n/language';
import './styles/global.css';

// The first screen renders in its language: the catalogue (one small chunk) is loaded first.
void startInLocale(initialLocale()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
