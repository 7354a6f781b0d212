// Amigo Hall service worker: makes the site installable and gives it an offline page.
// Deliberately small and hand-written (docs/decisions/0012):
//   - pages (navigations): network first; offline -> the cached offline page
//   - /assets/* (content-hashed by Vite): cache first, kept after first use
//   - /icons, /hero, /content images and the precached files: stale-while-revalidate
//   - everything else, and every API call (/v2/*), goes to the network untouched:
//     balances, letters and sessions are never served from a cache.
// A new VERSION drops every older cache when this worker activates.
const VERSION = 'amigo-v2';
const SHELL = `${VERSION}-shell`;
const RUNTIME = `${VERSION}-runtime`;
const OFFLINE_URL = '/offline.html';
const PRECACHE = [OFFLINE_URL, '/offline.css', '/icons/icon-192.png', '/manifest.webmanifest'];
const MAX_RUNTIME_ENTRIES = 120;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !key.startsWith(VERSION)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_RUNTIME_ENTRIES))) await cache.delete(key);
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(RUNTIME);
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

async function staleWhileRevalidate(request) {
  const cache = await caches.open(RUNTIME);
  // Any cache of ours: the app icon the offline page shows was precached in the shell.
  const cached = await caches.match(request);
  const fresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await cache.put(request, response.clone());
      return response;
    })
    .catch(() => cached ?? Response.error());
  return cached ?? fresh;
}

async function networkFirstPage(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_URL)) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  // The offline page's stylesheet and the manifest are precached: offline, the page is drawn whole.
  if (PRECACHE.includes(url.pathname) || /^\/(icons|hero|content)\//.test(url.pathname)) {
    event.respondWith(staleWhileRevalidate(request));
  }
});
