import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * PostgreSQL text cannot hold the NUL character: a string with one would fail in the
 * database as a 500. Every JSON body is checked once here, before validation, so no call
 * has to remember it; the answer is a 400 naming the field.
 */
export function installNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = findNul(request.body, '', 0);
    if (field === undefined) return done();
    const name = field || 'body';
    done(new AppError('INVALID_INPUT', { field: name, messageKey: 'validation.invalidValue', params: { field: name } }));
  });
}

/** The path of the first string (or key) holding a NUL, or undefined. Depth is bounded like the body. */
function findNul(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = findNul(child, childPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
