/// <reference types="vite/client" />
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage, i18n, i18nReady, initialLanguage } from './lib/i18n/index.ts';
import {
  markHydratingFirstScreen,
  readFirstScreenState,
  readFirstScreenViewer,
  renderOffscreenSections,
  setFirstScreenSignedIn,
  syncFirstScreenCookies,
} from './lib/first-screen.ts';
import { getSession, holdSessionView, subscribeSession } from './lib/session.ts';
import { reloadOnStaleBuild } from './lib/stale-build.ts';
import { whenIdle, yieldToBrowser } from './lib/when-idle.ts';
import { landedByHistory } from './app/scroll-start.ts';
import './styles.css';
import { App } from './app/app.tsx';

// a tab open across a deploy loads the new build once when its next lazy page's old chunk is gone (docs/architecture/production.md)
reloadOnStaleBuild(window);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// the server rendered this page's first screen (entry-server.tsx) in the visitor's language, with the header shape of
// the signed-in hint cookie: hydrate that markup with the data it was made from. A page rendered in another language
// than this visit shows (a stored choice the cookie did not carry) gets a fresh render (docs/architecture/first-screen.md)
const firstScreen = readFirstScreenState();
const viewer = readFirstScreenViewer();
const hydrating = firstScreen !== null && viewer !== null && viewer.language === initialLanguage;
if (hydrating) {
  setFirstScreenSignedIn(viewer.signedIn);
  // the signed-in parts stay placeholders until the page has hydrated (lib/session.ts holdSessionView)
  holdSessionView();
  markHydratingFirstScreen();
}
// back/forward restores the scroll position on this page: the sections far from it need their real heights for that
if (landedByHistory()) renderOffscreenSections();
// the cookies tell the server the language and the signed-in shape of the next first screen
syncFirstScreenCookies(getSession() !== null, initialLanguage);
const syncCookies = () => syncFirstScreenCookies(getSession() !== null, currentLanguage());
// their year starts again at every visit, outside the start's busy tasks
whenIdle(() => syncFirstScreenCookies(getSession() !== null, currentLanguage(), undefined, { renew: true }), 10_000);
subscribeSession(syncCookies);
i18n.on('languageChanged', syncCookies);

// a Portuguese first paint waits for its texts (one chunk), so no English flashes (docs/architecture/web-app.md). The first
// render starts in a task of its own, not in the one that evaluated the app's modules, and is a transition: React
// yields to the browser every few ms instead of one long task (docs/architecture/first-screen.md#the-start)
void Promise.all([i18nReady, yieldToBrowser()]).then(() => {
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

// installable PWA (docs/architecture/web-app.md): the service worker only answers a failed page load with the offline page
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
