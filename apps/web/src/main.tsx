/// <reference types="vite/client" />
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n/index.ts';
import './styles.css';
import { App } from './app/app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// a Portuguese first paint waits for its texts (one chunk), so no English flashes (issue 17). The first
// render is a transition: React yields to the browser every few ms instead of one long task (issue 7, TBT)
void i18nReady.then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

// installable PWA (issue 17): the service worker only answers a failed page load with the offline page
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      /* no offline page then; the app works the same */
    });
  });
}
