/**
 * Registers the service worker (public/sw.js: offline page, cached assets) once the page has
 * loaded, so it never competes with the first render. Only in production builds: the dev
 * server's modules must not be cached.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No service worker means no offline page; the site itself works the same.
    });
  });
}
