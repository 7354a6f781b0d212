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
/**
 * Profile reads are numbered as they begin. A read's answer is older than any user info written
 * after it began (a round's balance, a saved nickname, a logout, a read that began later and
 * landed first): such an answer must not be put back over it. `staleUpTo` is the highest read
 * number whose answer is now too old.
 */
let readsBegun = 0;
let staleUpTo = 0;

export function getSession(): SessionState {
  return state;
}

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function updateSession(patch: Partial<SessionState>): void {
  // Written now: every read under way began before this.
  if (patch.userInfo !== undefined) staleUpTo = readsBegun;
  setState({ ...state, ...patch });
}

/** Numbers a profile read that is about to begin; its answer goes in with applyUserInfoRead. */
export function beginUserInfoRead(): number {
  readsBegun += 1;
  return readsBegun;
}

/** Puts a profile read's answer in the session unless something newer was written since it began. */
export function applyUserInfoRead(read: number, userInfo: UserInfo): void {
  if (read <= staleUpTo) return;
  staleUpTo = read;
  setState({ ...state, userInfo });
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
