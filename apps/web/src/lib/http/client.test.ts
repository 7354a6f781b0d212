// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from './test-responses.ts';

const toastError = vi.fn<(...args: unknown[]) => void>();
vi.mock('../toast/toast.ts', () => ({ toast: { error: (...args: unknown[]) => toastError(...args) } }));
const logout = vi.fn<() => void>();
vi.mock('../session/logout.ts', () => ({ logout: () => logout(), clearSession: vi.fn() }));

const { initI18n } = await import('../i18n/i18n.ts');
const { callApi, post, postForBlob, postForm } = await import('./client.ts');
const { ApiError } = await import('./api-error.ts');
const { callRef } = await import('./call-ref.ts');
const { rotateToken } = await import('../session/token-rotation.ts');

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await initI18n('en-US');
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

afterEach(() => {
  vi.useRealTimers();
  fetchMock.mockReset();
  toastError.mockReset();
  logout.mockReset();
});

function sentHeaders(): Record<string, string> {
  const init = fetchMock.mock.calls[0]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

describe('HTTP client', () => {
  it('POSTs JSON with Accept-Language, TOKEN and the XSRF pair', async () => {
    localStorage.setItem('token', 'tok-123');
    document.cookie = 'XSRF-TOKEN=from-server; path=/';
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, msg: 'OK', data: { x: 1 } }));
    await expect(post('/v2/app/anything', { a: 1 })).resolves.toEqual({ x: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v2/app/anything');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(sentHeaders()).toMatchObject({
      'Content-Type': 'application/json',
      'Accept-Language': 'en-US',
      TOKEN: 'tok-123',
      'X-XSRF-TOKEN': 'from-server',
    });
  });

  it('sends no TOKEN for guests and makes its own XSRF cookie when the server has set none', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, msg: 'OK', data: null }));
    await post('/v2/app/anything', {});
    const headers = sentHeaders();
    expect(headers.TOKEN).toBeUndefined();
    expect(headers['X-XSRF-TOKEN']).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).toContain(`XSRF-TOKEN=${headers['X-XSRF-TOKEN']}`);
  });

  it('toasts the server message and rejects with an ApiError on code ≠ 200', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 422, msg: 'Insufficient balance', data: { reason: 'BUSINESS_RULE' } }));
    const failure = post('/v2/app/x', {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 422, msg: 'Insufficient balance', reason: 'BUSINESS_RULE' });
    expect(toastError).toHaveBeenCalledWith('Insufficient balance', expect.anything());
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs out on 401 and 402 unless the caller handles it', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 401, msg: 'Please log in', data: { reason: 'UNAUTHENTICATED' } }));
    await expect(post('/v2/app/x', {})).rejects.toMatchObject({ code: 401 });
    expect(logout).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValue(jsonResponse({ code: 402, msg: 'Session ended', data: { reason: 'SESSION_ENDED' } }));
    await expect(post('/v2/app/x', {}, { logoutOnAuthError: false })).rejects.toMatchObject({ code: 402 });
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('sends a call once more with the new token when a password change replaced the old one meanwhile', async () => {
    localStorage.setItem('token', 'old-token');
    let finishChange: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(async (url, init) => {
      const token = (init?.headers as Record<string, string>).TOKEN;
      if (url === '/v2/app/change') return new Promise<Response>((resolve) => (finishChange = resolve));
      if (token === 'old-token') return jsonResponse({ code: 402, msg: 'Session ended', data: { reason: 'SESSION_ENDED' } });
      return jsonResponse({ code: 200, msg: 'OK', data: { seenWith: token } });
    });
    const change = rotateToken(async () => (await post('/v2/app/change', {})) as { token: string });
    const poll = post('/v2/app/poll', {});
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    finishChange(jsonResponse({ code: 200, msg: 'OK', data: { token: 'new-token' } }));
    await expect(change).resolves.toEqual({ token: 'new-token' });
    await expect(poll).resolves.toEqual({ seenWith: 'new-token' });
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(logout).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('still logs out when the token that failed is the current one', async () => {
    localStorage.setItem('token', 'ended-token');
    fetchMock.mockResolvedValue(jsonResponse({ code: 402, msg: 'Session ended', data: { reason: 'SESSION_ENDED' } }));
    await expect(post('/v2/app/x', {})).rejects.toMatchObject({ code: 402 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure in the reader language', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(post('/v2/app/x', {})).rejects.toMatchObject({
      reason: 'NETWORK_ERROR',
      msg: 'Network error. Please check your connection.',
    });
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const failure = post('/v2/app/x', {});
    const assertion = expect(failure).rejects.toMatchObject({ reason: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(60_000);
    await assertion;
  });

  it('treats a cancel as canceled, without a toast', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const failure = post('/v2/app/x', {}, { signal: controller.signal });
    controller.abort();
    await expect(failure).rejects.toMatchObject({ reason: 'CANCELED' });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('posts a call to its path and answers its data (the server has checked it against the schema)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, msg: 'OK', data: { siteName: 'Amigo Hall' } }));
    const platformConfig = callRef('platformConfig', '/v2/app/platform/config');
    await expect(callApi(platformConfig, {})).resolves.toEqual({ siteName: 'Amigo Hall' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v2/app/platform/config');
  });

  it('sends a multipart form as it is, with TOKEN and the XSRF pair but no JSON content type', async () => {
    localStorage.setItem('token', 'tok-9');
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, msg: 'OK', data: { status: 'pending' } }));
    const form = new FormData();
    form.append('front', new Blob(['x'], { type: 'image/jpeg' }), 'front.jpg');
    await expect(postForm('/v2/app/user/kyc/add', form)).resolves.toEqual({ status: 'pending' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(sentHeaders()['Content-Type']).toBeUndefined();
    expect(sentHeaders()).toMatchObject({ TOKEN: 'tok-9' });
    expect(sentHeaders()['X-XSRF-TOKEN']).toBeTruthy();
  });

  it('reads a file answer as a blob, and an envelope answer as the error it is', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } }),
    );
    const blob = await postForBlob('/v2/app/user/kyc/image', { id: '1', side: 'front' });
    expect(blob.size).toBe(3);
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 404, msg: 'Not found', data: { reason: 'NOT_FOUND' } }));
    await expect(postForBlob('/v2/app/user/kyc/image', { id: '2', side: 'front' }, { silent: true })).rejects.toMatchObject({
      code: 404,
      reason: 'NOT_FOUND',
    });
  });

  it('keeps retryAfter of a throttled answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 429, msg: 'Wait', data: { reason: 'RESEND_TOO_SOON', retryAfter: 42.2, field: 'email' } }),
    );
    await expect(post('/v2/app/register/send/email/code', {}, { silent: true })).rejects.toMatchObject({
      retryAfter: 43,
      field: 'email',
    });
    expect(toastError).not.toHaveBeenCalled();
  });
});
