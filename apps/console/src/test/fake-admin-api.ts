import { adminCalls, type AdminCallDef } from '@amigo/contract';
import { vi } from 'vitest';
import type { AdminRequest, AdminResponse } from '../lib/api.ts';

type AnyCall = (typeof adminCalls)[keyof typeof adminCalls];
type Handler<C> = (body: AdminRequest<C>) => AdminResponse<C> | Promise<AdminResponse<C>>;

/** An error answer the fake server gives: the envelope's code, reason and message. */
export class Refusal extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

const PATHS = new Map<string, AdminCallDef>(Object.values(adminCalls).map((call) => [call.path, call]));

const envelope = (code: number, msg: string, data: unknown) =>
  new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } });

/**
 * The operator API as the console sees it over `fetch`, without a server: each call answers what
 * the test says. Requests are checked against the call's request schema and answers against its
 * response schema (a body the real server would refuse shows up in `problems`), and every request
 * is kept, so a test can say what was sent.
 */
export function fakeAdminApi() {
  const handlers = new Map<string, (body: unknown) => unknown>();
  const sent: Array<{ path: string; body: unknown }> = [];
  const problems: string[] = [];

  const fetch = vi.fn(async (input: string | URL, init?: RequestInit): Promise<Response> => {
    // lib/api.ts always fetches a call's path as a string.
    const path = input.toString();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    sent.push({ path, body });
    const call = PATHS.get(path);
    const handler = handlers.get(path);
    if (!call || !handler) {
      problems.push(`no answer for ${path}`);
      return envelope(404, `no answer for ${path}`, { reason: 'NOT_FOUND' });
    }
    if (!(body instanceof FormData)) {
      const request = call.request.safeParse(body);
      if (!request.success) {
        problems.push(`${path} request: ${request.error.message}`);
        return envelope(400, 'invalid request', { reason: 'VALIDATION' });
      }
    }
    try {
      const data = await handler(body);
      const answer = call.response.safeParse(data);
      if (!answer.success) problems.push(`${path} answer: ${answer.error.message}`);
      return envelope(200, 'ok', data);
    } catch (error) {
      if (error instanceof Refusal) return envelope(error.code, error.message, { reason: error.reason });
      throw error;
    }
  });
  vi.stubGlobal('fetch', fetch);

  const api = {
    /** What the call answers from now on (a `Refusal` thrown becomes an error envelope). */
    on<C extends AnyCall>(call: C, handler: Handler<C>) {
      handlers.set(call.path, handler as (body: unknown) => unknown);
      return api;
    },
    /** The bodies sent to one call, oldest first. */
    requests<C extends AnyCall>(call: C): AdminRequest<C>[] {
      return sent.filter((request) => request.path === call.path).map((request) => request.body as AdminRequest<C>);
    },
    /** Requests or answers that break the contract, and calls nobody answered. */
    problems,
  };
  return api;
}

/** A page of a list answer. */
export function pageOf<T>(list: T[], pageNum = 1, total = list.length) {
  return { list, total, pageNum, pageSize: 20 };
}
