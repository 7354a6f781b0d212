import { useSyncExternalStore } from 'react';

/** SPEC §2: login and register are tabs; findPassword has no tab and opens from the login tab. */
export type AuthTab = 'login' | 'register' | 'findPassword';

export interface AuthDialogState {
  open: boolean;
  tab: AuthTab;
  /**
   * The in-site page the member wants to reach (the guarded route, or the page the dialog was
   * opened on). A social sign-in leaves the site and comes back here.
   */
  returnTo: string | null;
}

/**
 * Who is waiting for the dialog to close. The route guard awaits `openAuthDialog()` inside a
 * loader (navigation continues on confirm), the header buttons just open it.
 */
let state: AuthDialogState = { open: false, tab: 'login', returnTo: null };
let waiting: Array<(confirmed: boolean) => void> = [];
const listeners = new Set<() => void>();

function setState(next: AuthDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the dialog on a tab; resolves true when it closes with result confirm, false when dismissed. */
export function openAuthDialog(tab: AuthTab = 'login', options: { returnTo?: string } = {}): Promise<boolean> {
  setState({ open: true, tab, returnTo: options.returnTo ?? null });
  return new Promise((resolve) => waiting.push(resolve));
}

export function switchAuthTab(tab: AuthTab): void {
  setState({ ...state, tab });
}

export function closeAuthDialog(result: 'confirm' | 'dismiss'): void {
  setState({ ...state, open: false });
  const resolvers = waiting;
  waiting = [];
  for (const resolve of resolvers) resolve(result === 'confirm');
}

/** Calls `listener` on every change of the dialog's state; returns the unsubscribe. */
export function subscribeAuthDialog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isAuthDialogOpen(): boolean {
  return state.open;
}

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(
    subscribeAuthDialog,
    () => state,
    () => state,
  );
}
