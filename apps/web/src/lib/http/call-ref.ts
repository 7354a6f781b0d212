import type { CallDef, RequestOf as ContractRequestOf, ResponseOf as ContractResponseOf } from '@amigo/contract';
import type { Check } from './response-check.ts';

/**
 * A call of the contract as the web app holds it: name, path and the response schema as a
 * zod-free `Check` (or `null`: checked with the contract's zod schema, loaded on first use).
 * The contract's types ride along, so requests and answers stay typed exactly as before.
 */
export interface CallRef<C extends CallDef = CallDef> {
  readonly name: string;
  readonly path: string;
  readonly check: Check | null;
  /** Types only: never set. */
  readonly __call?: C;
}

export function callRef<C extends CallDef>(name: string, path: string, check: Check | null): CallRef<C> {
  return { name, path, check };
}

/** The request payload of a call (a contract call or its web reference). */
export type RequestOf<R> = R extends CallRef<infer C> ? ContractRequestOf<C> : ContractRequestOf<R>;
/** The checked answer data of a call (a contract call or its web reference). */
export type ResponseOf<R> = R extends CallRef<infer C> ? ContractResponseOf<C> : ContractResponseOf<R>;
