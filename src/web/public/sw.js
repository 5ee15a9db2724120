/*
 * Oldroad's service worker: small and safe.
 * - Navigations: network first; when the network is gone, the last app shell we saw, so the
 *   app can start and show its own offline screen.
 * - /assets/*: Vite's content-hashed files never change, so cache first.
 * - The shell's unhashed files (/no-eval.js, the icon): network first, the cached copy offline.
 * - Everything else (the API, /game-api, /socket.io, /cdn, other origins) is never touched.
 */
const CACHE = 'oldroad-shell-v2';
const SHELL = '/';
/** Files the shell loads by a fixed name (src/web/public), kept for starting offline. */
const SHELL_FILES = ['/no-eval.js', '/favicon.svg'];

/** Caches the app shell and the scripts and styles it names, so the app can start offline. */
async function cacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: 'reload' });
  if (!response.ok) return;
  const html = await response.clone().text();
  const assets = [...new Set(html.match(/\/assets\/[^"'\s)]+/g) || [])];
  await cache.addAll([...assets, ...SHELL_FILES]);
  await cache.put(SHELL, response);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    cacheShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('oldroad-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(SHELL, copy)).catch(() => undefined);
          }
          return response;
        })
        .catch(() => caches.match(SHELL).then((cached) => cached || Response.error())),
    );
    return;
  }

  if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(url.pathname, copy)).catch(() => undefined);
          }
          return response;
        })
        .catch(() => caches.match(url.pathname).then((cached) => cached || Response.error())),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy)).catch(() => undefined);
            }
            return response;
          }),
      ),
    );
  }
});
