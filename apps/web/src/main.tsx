/// <reference types="vite/client" />
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage, i18n, i18nReady, initialLanguage } from './lib/i18n/index.ts';
import { firstScreenAllowed, markHydratingFirstScreen, readFirstScreenState, syncFirstScreenCookie } from './lib/first-screen.ts';
import { getSession, subscribeSession } from './lib/session.ts';
import { reloadOnStaleBuild } from './lib/stale-build.ts';
import './styles.css';
import { App } from './app/app.tsx';

// a tab open across a deploy loads the new build once when its next lazy page's old chunk is gone (issue 7)
reloadOnStaleBuild(window);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// the server rendered this page's first screen for an anonymous English visitor (entry-server.tsx): hydrate that
// markup with the data it was made from. A visitor it does not fit (signed in, Portuguese) gets a fresh render.
const firstScreen = readFirstScreenState();
const hydrating = firstScreen !== null && firstScreenAllowed(getSession() !== null, initialLanguage);
if (hydrating) markHydratingFirstScreen();
const syncCookie = () => syncFirstScreenCookie(getSession() !== null, currentLanguage());
syncCookie();
subscribeSession(syncCookie);
i18n.on('languageChanged', syncCookie);

// a Portuguese first paint waits for its texts (one chunk), so no English flashes (issue 17). The first
// render is a transition: React yields to the browser every few ms instead of one long task (issue 7, TBT)
void i18nReady.then(() => {
  const app = (
    <StrictMode>
      <App initialState={hydrating ? firstScreen : undefined} />
    </StrictMode>
  );
  if (hydrating) {
    // a transition too, so hydrating a long page yields to the browser instead of blocking it
    startTransition(() => {
      hydrateRoot(container, app, {
        // a part whose markup differs (a clock ticked) is rendered afresh by React; say so for whoever looks
        onRecoverableError: (error, info) => console.warn('[first screen] rendered afresh:', error, info.componentStack),
      });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
});

// installable PWA (issue 17): the service worker only answers a failed page load with the offline page
// (after the load event: on a first-screen page this module itself may only arrive after it)
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      /* no offline page then; the app works the same */
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
