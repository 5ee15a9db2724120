/**
 * Registers /sw.js on page load. Its outcome is only logged (social-core §8): a browser
 * without service workers, or a failed registration, changes nothing for the player.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) {
    console.info('[sw] service workers are not supported here');
    return;
  }
  // Vite's dev server (the only place with hot reload) serves modules a caching worker would
  // only get in the way of. Every build, whatever its mode, registers the worker.
  if (import.meta.hot) {
    console.info('[sw] not registered in development');
    return;
  }
  navigator.serviceWorker
    .register('/sw.js')
    .then((reg) => console.info('[sw] registered, scope', reg.scope))
    .catch((err: unknown) => console.warn('[sw] registration failed', err));
}
