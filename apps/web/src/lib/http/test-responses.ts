/** For tests that stand in for the server (a stubbed `fetch`): `body` as a JSON answer. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A successful call's answer: the envelope with code 200 carrying `data`. */
export function okEnvelopeResponse(data: unknown): Response {
  return jsonResponse({ code: 200, msg: 'ok', data });
}
