import * as calls from '../http/calls.generated.ts';
import type { TUserProfile } from '@amigo/contract';
import { callApi, type RequestOptions } from '../http/client.ts';
import { runCheck } from '../http/response-check.ts';
import { updateSession, useSession, type UserInfo } from './session-store.ts';

/** POST /v2/app/user/info: the signed-in member's profile (checked against the contract's schema). */
export function fetchProfile(options: RequestOptions = {}): Promise<TUserProfile> {
  return callApi(calls.userInfo, {}, options);
}

/** SPEC §4: after login or registration the profile is fetched into the session (and the agent flag with it). */
export async function loadProfile(options: RequestOptions = {}): Promise<TUserProfile> {
  const [profile] = await Promise.all([fetchProfile(options), refreshAgentFlag(options)]);
  updateSession({ userInfo: profile });
  return profile;
}

/**
 * SPEC §6: whether the member is an agent comes from agent/is/agent; the session's isAgent shows
 * the agent menu. Never fails: without an answer the flag stays as it was.
 */
export async function refreshAgentFlag(options: RequestOptions = {}): Promise<void> {
  try {
    const isAgent = await callApi(calls.agentIsAgent, {}, { ...options, silent: true, logoutOnAuthError: false });
    updateSession({ isAgent });
  } catch {
    // Offline, cut short or refused: the menu simply keeps its current state.
  }
}

const parsed = new WeakMap<UserInfo, TUserProfile | null>();

/** The session's user info as the contract's profile, or null (logged out, or not a profile). */
export function profileOf(userInfo: UserInfo): TUserProfile | null {
  let profile = parsed.get(userInfo);
  if (profile === undefined) {
    // The contract's profile schema (the answer of user/info), checked without zod.
    const check = calls.userInfo.check;
    const result = check ? runCheck(check, userInfo) : { success: false as const };
    profile = result.success ? (result.data as TUserProfile) : null;
    parsed.set(userInfo, profile);
  }
  return profile;
}

/** The signed-in member's profile, re-rendering when the session changes. */
export function useProfile(): TUserProfile | null {
  return profileOf(useSession().userInfo);
}
