import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'unavailable' | 'available' | 'installed';

/**
 * The browser offers its install prompt once, early, as `beforeinstallprompt`: we keep the
 * event (listening from start-up, before any page renders) so the download page can show its
 * own install button and call the prompt when the visitor asks.
 */
let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = 'unavailable';
const listeners = new Set<() => void>();

function set(next: InstallState) {
  state = next;
  for (const listener of listeners) listener();
}

export function listenForInstallPrompt(): void {
  if (window.matchMedia('(display-mode: standalone)').matches) state = 'installed';
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set('available');
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    set('installed');
  });
}

/** Shows the browser's install dialog; resolves with whether the visitor accepted. */
export async function promptInstall(): Promise<boolean> {
  if (!deferred) return false;
  const event = deferred;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  set(outcome === 'accepted' ? 'installed' : 'unavailable');
  return outcome === 'accepted';
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
