/*
 * HapaBox service worker (docs/architecture/web-app.md: installable PWA with an offline fallback page).
 * Deliberately small: it caches only the offline page and its icon, and answers a page navigation that fails
 * for lack of a network with that page. Everything else goes to the network untouched (no stale app, no stale
 * balance: the app's own hashed assets are cached by the browser's HTTP cache).
 */
const CACHE = 'hapa-offline-v1';
const OFFLINE_URL = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_URL, '/icons/icon-192.png']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  if (req.mode === 'navigate') {
    event.respondWith(fetch(req).catch(() => caches.match(OFFLINE_URL)));
    return;
  }
  const url = new URL(req.url);
  if (url.origin === self.location.origin && url.pathname === '/icons/icon-192.png') {
    event.respondWith(fetch(req).catch(() => caches.match(req)));
  }
});
