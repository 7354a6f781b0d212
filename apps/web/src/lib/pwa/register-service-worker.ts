/**
 * Registers the service worker (public/sw.js: offline page, cached assets) once the page has
 * loaded, so it never competes with the first render. Only in production builds: the dev
 * server's modules must not be cached.
 *
 * The load event may be over already: main.tsx yields to the browser before it gets here, and a
 * module's top-level await does not hold the load event back. Then it registers at once.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No service worker means no offline page; the site itself works the same.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
