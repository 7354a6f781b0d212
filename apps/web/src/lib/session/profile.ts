import type { TUserProfile } from '@amigo/contract';
import { callRef } from '../http/call-ref.ts';
import { callApi, type RequestOptions } from '../http/client.ts';
import { applyUserInfoRead, beginUserInfoRead, updateSession, useSession, type UserInfo } from './session-store.ts';

const agentIsAgentCall = callRef('agentIsAgent', '/v2/app/agent/is/agent');
const userInfoCall = callRef('userInfo', '/v2/app/user/info');

/** POST /v2/app/user/info: the signed-in member's profile (the server checks it against the contract's schema). */
export function fetchProfile(options: RequestOptions = {}): Promise<TUserProfile> {
  return callApi(userInfoCall, {}, options);
}

/**
 * SPEC §4: after login or registration the profile is fetched into the session (and the agent flag
 * with it). The answer goes into the session unless something newer was written while it was on
 * its way (a round's balance, a logout: applyUserInfoRead).
 */
export async function loadProfile(options: RequestOptions = {}): Promise<TUserProfile> {
  const read = beginUserInfoRead();
  const [profile] = await Promise.all([fetchProfile(options), refreshAgentFlag(options)]);
  applyUserInfoRead(read, profile);
  return profile;
}

/**
 * SPEC §6: whether the member is an agent comes from agent/is/agent; the session's isAgent shows
 * the agent menu. Never fails: without an answer the flag stays as it was.
 */
export async function refreshAgentFlag(options: RequestOptions = {}): Promise<void> {
  try {
    const isAgent = await callApi(agentIsAgentCall, {}, { ...options, silent: true, logoutOnAuthError: false });
    updateSession({ isAgent });
  } catch {
    // Offline, cut short or refused: the menu simply keeps its current state.
  }
}

/**
 * The session's user info as the contract's profile, or null (logged out). The session holds only
 * what user/info and the profile updates answered, each checked by the server against the
 * contract's profile schema; an empty or foreign object is not a profile.
 */
export function profileOf(userInfo: UserInfo): TUserProfile | null {
  const isProfile = typeof userInfo.id === 'string' && typeof userInfo.username === 'string';
  return isProfile ? (userInfo as TUserProfile) : null;
}

/** The signed-in member's profile, re-rendering when the session changes. */
export function useProfile(): TUserProfile | null {
  return profileOf(useSession().userInfo);
}
