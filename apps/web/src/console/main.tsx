// The shop console's own entry (console.html, decision 170): nothing here is reachable from the consumer's
// index.html, so the console's code adds nothing to the consumer's pages.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ConsoleRoutes } from './console-routes';
import '../styles/global.css';
import './console.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename="/console">
      <ConsoleRoutes />
    </BrowserRouter>
  </StrictMode>,
);
