import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers shorter than this travel as they are: compressing them saves less than it costs. */
const THRESHOLD_CHARS = 1024;
/** Brotli at quality 4 costs about as much CPU as gzip and is still smaller. */
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip';

/**
 * The calls' `onSend` (registerCall): a large answer (content lists, records) travels brotli- or
 * gzip-compressed to a client that accepts it, compressed on libuv's thread pool so the event
 * loop does not wait. Most answers are small, so the first check is the payload's length: a
 * small answer costs one comparison (@fastify/compress, which still handles pages and other
 * routes, inspected headers and the payload type on every answer; docs/benchmarks.md).
 * `Vary: Accept-Encoding` is among the API headers of every /v2 answer (security-headers.ts).
 */
export function compressLargeAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  if (typeof payload !== 'string' || payload.length < THRESHOLD_CHARS) return done(null, payload);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return done(null, payload);
  const finish = (error: Error | null, compressed: Buffer) => {
    if (error) return done(null, payload); // an answer sent plain beats no answer
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compressed);
  };
  if (encoding === 'br') brotliCompress(payload, BROTLI_OPTIONS, finish);
  else gzip(payload, finish);
}

/** The preferred encoding the client accepts (brotli, then gzip; `;q=0` refuses one), if any. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.slice(0, 256).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}
