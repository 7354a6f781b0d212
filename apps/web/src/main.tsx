import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { firstPageReady } from './app/boot/first-page.ts';
import { createAppRouter } from './app/router/router.tsx';
import { initI18n } from './lib/i18n/i18n.ts';
import { listenForInstallPrompt } from './lib/pwa/install-prompt.ts';
import { registerServiceWorker } from './lib/pwa/register-service-worker.ts';
import { yieldToBrowser } from './lib/scheduling/yield-to-browser.ts';
import { forgetLegacyPassword } from './lib/storage/local-storage.ts';
import { signInWithCode, takeSignInCodeFromUrl } from './lib/storage/token-from-url.ts';
import './styles.css';

// A sign-in code in the address (?token=, docs/decisions/0016) leaves the address and the
// history first of all, before anything else can read, log or keep the address.
const signInCode = takeSignInCodeFromUrl();
// The browser offers its install prompt once, early: catch it before any yield.
listenForInstallPrompt();

// The boot screen is on screen already (index.html). Starting the app is split into steps with
// the browser given its turn between them (the first one ends the task that evaluated the code),
// and the first render is a transition, which React builds in slices of a few milliseconds: a
// tap or a scroll during start-up is answered at once instead of after one long task (Total
// Blocking Time on a phone; docs/benchmarks.md).
await yieldToBrowser();

// Order matters: the catalogues must be loaded and the code exchanged for a session before the
// router's first loaders (the route guard) run. Only an address with a code waits for the call.
// A password an older client stored in plain text does not stay here (docs/decisions/0003).
forgetLegacyPassword();
await initI18n();
if (signInCode !== null) await signInWithCode(signInCode);

await yieldToBrowser();
const router = createAppRouter();
await firstPageReady(router);
await yieldToBrowser();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
startTransition(() => root.render(<App router={router} />));
// The offline page and the asset cache: set up once the page is on its way, never before it.
registerServiceWorker();
// A referral link (?agentCode=, issue 21): kept and counted by a chunk only such a landing loads.
if (/[?&]agentCode=/.test(window.location.search)) {
  void import('./lib/referral/capture.ts').then((referral) => referral.captureReferral(window.location.search));
}
