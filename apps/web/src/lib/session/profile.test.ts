// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadProfile } from './profile.ts';
import { getSession, resetSession, updateSession } from './session-store.ts';
import { okEnvelopeResponse } from '../http/test-responses.ts';

/** Holds every user/info read until the test answers it (in any order it likes). */
function stubProfileServer() {
  const pending: Array<{ release: (name: string) => void }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path.endsWith('/agent/is/agent')) return okEnvelopeResponse(false);
      const name = await new Promise<string>((resolve) => pending.push({ release: resolve }));
      return okEnvelopeResponse({ id: '1', username: 'amigo01', nickname: name, balance: 100 });
    }),
  );
  return {
    /** Answers the `index`-th user/info read (0 = the first begun) with this nickname. */
    answer: async (index: number, nickname: string) => {
      await vi.waitFor(() => expect(pending[index]).toBeDefined());
      pending[index]!.release(nickname);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('loadProfile', () => {
  it('puts its answer in the session', async () => {
    const server = stubProfileServer();
    const loading = loadProfile();
    await server.answer(0, 'first');
    await loading;
    expect(getSession().userInfo.nickname).toBe('first');
  });

  it('never puts an answer back over user info written after its read began', async () => {
    const server = stubProfileServer();
    const loading = loadProfile();
    // A round answers the new balance while the profile read is on its way.
    updateSession({ userInfo: { ...getSession().userInfo, id: '1', username: 'amigo01', balance: 40 } });
    await server.answer(0, 'older');
    await loading;
    expect(getSession().userInfo.balance).toBe(40);
    expect(getSession().userInfo.nickname).toBeUndefined();
  });

  it('a logout while the read is on its way stays logged out', async () => {
    const server = stubProfileServer();
    updateSession({ userInfo: { id: '1', username: 'amigo01' } });
    const loading = loadProfile();
    resetSession();
    await server.answer(0, 'after-logout');
    await loading;
    expect(getSession().userInfo).toEqual({});
  });

  it('of two reads, the one begun later wins whichever lands first', async () => {
    const server = stubProfileServer();
    const earlier = loadProfile();
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThanOrEqual(2));
    const later = loadProfile();
    await server.answer(1, 'later');
    await later;
    await server.answer(0, 'earlier');
    await earlier;
    expect(getSession().userInfo.nickname).toBe('later');

    // And in order, each lands in turn.
    const third = loadProfile();
    await server.answer(2, 'third');
    await third;
    expect(getSession().userInfo.nickname).toBe('third');
  });
});
