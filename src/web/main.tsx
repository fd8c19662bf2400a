/** The browser entry: fonts and styles, the one-route rule, and the app under a last-resort boundary. */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { normalizeRoute } from './layout/normalize-route.ts';
import { ErrorBoundary } from './ui/error-boundary.tsx';

normalizeRoute();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary message="Summary hit an unexpected error.">
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
