import type { CallName, RequestOf as ContractRequestOf, ResponseOf as ContractResponseOf, calls } from '@amigo/contract';

/** A call of the player API as the contract defines it (types only: the web app never loads the registry). */
export type Call<N extends CallName> = (typeof calls)[N];

/**
 * A call of the contract as the web app holds it: its path, nothing else at run time. The call's
 * request and answer types come from the contract through `import type`, so an api file names its
 * call without pulling zod or the schemas into its chunk. The server checks every request and
 * answer against the schemas; the client trusts the answers it gets (docs/decisions, issue 19).
 */
export interface CallRef<N extends CallName = CallName> {
  readonly name: N;
  readonly path: Call<N>['path'];
}

/**
 * `callRef('authLogin', '/v2/app/auth/login')`: the name is checked against the contract's
 * registry and the path against that call's path, both at compile time (the contract keeps each
 * call's path as a literal type): a misspelt, moved or removed call does not compile.
 */
export function callRef<const N extends CallName>(name: N, path: Call<N>['path']): CallRef<N> {
  return { name, path };
}

type NameOf<R> = R extends CallRef<infer N> ? N : R extends CallName ? R : never;

/** The request payload of a call: `RequestOf<typeof someRef>` or `RequestOf<'authLogin'>`. */
export type RequestOf<R extends CallRef | CallName> = ContractRequestOf<Call<NameOf<R>>>;
/** The answer data of a call: `ResponseOf<typeof someRef>` or `ResponseOf<'authLogin'>`. */
export type ResponseOf<R extends CallRef | CallName> = ContractResponseOf<Call<NameOf<R>>>;
