import { setToken } from '../storage/local-storage.ts';

/**
 * Changing the login password ends every session of the member, this one included, and
 * answers a new token. Calls already on their way (the letter badge poll, a background
 * refetch) still carry the old token and come back 401 before the new token is stored.
 * Those 401s are not a sign-out: the HTTP client waits for the rotation in progress and
 * sends such a call once more with the new token.
 */
let inProgress: Promise<unknown> | null = null;

export async function rotateToken<T extends { token: string }>(change: () => Promise<T>): Promise<T> {
  const rotation = change().then((answer) => {
    setToken(answer.token);
    return answer;
  });
  inProgress = rotation;
  try {
    return await rotation;
  } finally {
    if (inProgress === rotation) inProgress = null;
  }
}

/** Settles when the rotation in progress (if any) has stored its token or failed. */
export async function settledRotation(): Promise<void> {
  if (!inProgress) return;
  try {
    await inProgress;
  } catch {
    // A failed change keeps the old token; the caller decides from the token itself.
  }
}
