import type { TPlayResult } from '@amigo/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error.ts';
import type { TPlayRequest } from '../api/games-api.ts';
import { newPlayKey, playOnce } from './play-client.ts';

const RESULT = { recordId: '1', machineId: 3, bet: 100, win: 0 } as TPlayResult;
const lost = (reason: string) => new ApiError({ code: 0, msg: reason, reason });
const refused = new ApiError({ code: 422, msg: '残高が不足しています', reason: 'INSUFFICIENT_BALANCE' });
const noWait = () => Promise.resolve();

describe('playOnce', () => {
  it('sends one request with a fresh UUID key', async () => {
    const send = vi.fn((_payload: TPlayRequest) => Promise.resolve(RESULT));
    await expect(playOnce(3, 100, { send, wait: noWait })).resolves.toBe(RESULT);
    expect(send).toHaveBeenCalledTimes(1);
    const payload = send.mock.calls[0]![0];
    expect(payload).toMatchObject({ machineId: 3, bet: 100 });
    expect(payload.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('retries a lost answer with the same key, so the server plays the round once', async () => {
    const send = vi
      .fn((_payload: TPlayRequest) => Promise.resolve(RESULT))
      .mockRejectedValueOnce(lost('NETWORK_ERROR'))
      .mockRejectedValueOnce(lost('TIMEOUT'));
    await expect(playOnce(3, 100, { send, wait: noWait })).resolves.toBe(RESULT);
    expect(send).toHaveBeenCalledTimes(3);
    const keys = new Set(send.mock.calls.map(([payload]) => payload.idempotencyKey));
    expect(keys.size).toBe(1);
  });

  it('gives up after three lost answers', async () => {
    const send = vi.fn(() => Promise.reject(lost('NETWORK_ERROR')));
    await expect(playOnce(3, 100, { send, wait: noWait })).rejects.toMatchObject({ reason: 'NETWORK_ERROR' });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('never retries a refusal the server answered', async () => {
    const send = vi.fn(() => Promise.reject(refused));
    await expect(playOnce(3, 100, { send, wait: noWait })).rejects.toBe(refused);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('makes a new key for every play', () => {
    expect(newPlayKey()).not.toBe(newPlayKey());
  });
});
