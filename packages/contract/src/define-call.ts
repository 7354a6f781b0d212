import { z } from 'zod';

/** Who may make a call: anyone, or a signed-in member (TOKEN header). */
export type CallAuth = 'public' | 'member';

/**
 * One call of the API: its path, who may make it, and the zod schemas of its request
 * payload and of `data` in its success answer. The server validates and serializes
 * through these; the web apps build forms and hooks from them; OpenAPI is generated from them.
 *
 * `status: 'planned'` marks a call of SPEC §7 whose module has not shipped yet: the server
 * registers the path and answers a `NOT_YET_AVAILABLE` (503) envelope, so clients and the
 * registry test see every call, and nobody mistakes it for a working feature.
 */
export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType, P extends string = string> {
  /** Literal in each call (`defineCall` keeps it), so clients can check a path at compile time. */
  path: P;
  auth: CallAuth;
  /** The server module that owns the call (apps/server/src/modules/<module>). */
  module: string;
  summary: string;
  status: 'live' | 'planned';
  request: Req;
  response: Res;
}

/**
 * Keeps the literal `auth` of a call, so member-only handlers get a typed `member`, and its
 * literal `path`, so a client naming the call by name and path is checked at compile time.
 */
export function defineCall<Req extends z.ZodType, Res extends z.ZodType, A extends CallAuth, const P extends string>(
  def: CallDef<Req, Res, P> & { auth: A },
) {
  return def;
}

/** A call of SPEC §7 that a later module fills in. Its request accepts any object for now. */
export function plannedCall<const P extends string>(path: P, auth: CallAuth, module: string, summary: string) {
  return defineCall({
    path,
    auth,
    module,
    summary,
    status: 'planned',
    request: z.looseObject({}),
    response: z.unknown(),
  });
}

export type RequestOf<C> = C extends CallDef<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<C> = C extends CallDef<z.ZodType, infer Res> ? z.output<Res> : never;
