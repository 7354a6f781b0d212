import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { interpretResponse, type Translate } from './interpret-response.ts';
import { readCookie } from './xsrf.ts';

const t: Translate = (key) => `[${key}]`;

function errorOf(result: ReturnType<typeof interpretResponse>): ApiError {
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe('interpretResponse', () => {
  it('gives data of a code-200 envelope', () => {
    const body = JSON.stringify({ code: 200, msg: 'OK', data: { a: 1 } });
    expect(interpretResponse(200, body, t)).toEqual({ ok: true, data: { a: 1 } });
  });

  it('turns any other code into an ApiError with the server msg, reason and field', () => {
    const body = JSON.stringify({
      code: 400,
      msg: 'メールアドレスの形式が正しくありません',
      data: { reason: 'INVALID_INPUT', field: 'email' },
    });
    const error = errorOf(interpretResponse(200, body, t));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 400,
      msg: 'メールアドレスの形式が正しくありません',
      reason: 'INVALID_INPUT',
      field: 'email',
    });
  });

  it('says "Error" when the server gave no message', () => {
    const error = errorOf(interpretResponse(200, JSON.stringify({ code: 500, msg: '', data: null }), t));
    expect(error).toMatchObject({ code: 500, msg: '[http.error]', reason: 'UNKNOWN' });
  });

  it('keeps 401 and 402 codes so the client can log out', () => {
    expect(
      errorOf(interpretResponse(200, JSON.stringify({ code: 401, msg: 'x', data: { reason: 'UNAUTHENTICATED' } }), t)).code,
    ).toBe(401);
    expect(
      errorOf(interpretResponse(200, JSON.stringify({ code: 402, msg: 'x', data: { reason: 'SESSION_ENDED' } }), t)).code,
    ).toBe(402);
  });

  it('reads an envelope on a non-2xx status too', () => {
    const body = JSON.stringify({ code: 400, msg: '大きすぎます', data: { reason: 'BODY_TOO_LARGE' } });
    expect(errorOf(interpretResponse(413, body, t))).toMatchObject({ code: 400, reason: 'BODY_TOO_LARGE' });
  });

  it('does not trust "success" on a failed HTTP status', () => {
    const body = JSON.stringify({ code: 200, msg: 'OK', data: {} });
    expect(errorOf(interpretResponse(502, body, t))).toMatchObject({ code: 0, reason: 'BAD_RESPONSE' });
  });

  it('calls a non-envelope answer a bad request (4xx) or a bad response (anything else)', () => {
    expect(errorOf(interpretResponse(404, '<html>Not found</html>', t))).toMatchObject({
      reason: 'BAD_REQUEST',
      msg: '[http.badRequest]',
    });
    expect(errorOf(interpretResponse(502, 'Bad gateway', t))).toMatchObject({
      reason: 'BAD_RESPONSE',
      msg: '[http.badResponse]',
    });
    expect(errorOf(interpretResponse(200, 'not json', t))).toMatchObject({ reason: 'BAD_RESPONSE' });
    expect(errorOf(interpretResponse(200, JSON.stringify({ msg: 'no code' }), t))).toMatchObject({ reason: 'BAD_RESPONSE' });
    expect(errorOf(interpretResponse(200, 'null', t))).toMatchObject({ reason: 'BAD_RESPONSE' });
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==');
    expect(readCookie('XSRF-TOKEN', 'a=1')).toBeNull();
    expect(readCookie('XSRF-TOKEN', '')).toBeNull();
    expect(readCookie('XSRF-TOKEN', 'X-XSRF-TOKEN=no')).toBeNull();
  });
});
