import { useSyncExternalStore } from 'react';

/** The profile object of the signed-in member. Its fields belong to the users module (SPEC §3: not shown). */
export type UserInfo = Record<string, unknown>;

export interface SessionState {
  /** Empty object = logged out (SPEC §4: logged in means a non-empty user info object). */
  userInfo: UserInfo;
  isAgent: boolean;
  /** Route name a signed-in member lands on from the login route (SPEC §2, default home). */
  homePage: string;
}

const INITIAL_SESSION: SessionState = { userInfo: {}, isAgent: false, homePage: 'home' };

/**
 * A tiny store rather than React context: the route guard (a loader, outside React) and the
 * HTTP client must read and reset the session too. Components subscribe with useSession.
 */
let state: SessionState = INITIAL_SESSION;
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

export function updateSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function resetSession(): void {
  updateSession(INITIAL_SESSION);
}

export function hasUserInfo(session: SessionState = state): boolean {
  return Object.keys(session.userInfo).length > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The whole session; the object changes only when the session does. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
