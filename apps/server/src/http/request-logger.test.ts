import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LazyRequestLogger, lazyChildLoggerFactory } from './request-logger.ts';

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyChildLoggerFactory, disableRequestLogging: true });
  const seen: unknown[] = [];
  app.get('/', async (request) => {
    seen.push(request.log);
    request.log.info({ step: 'info' }, 'an info line');
    request.log.warn('a warning');
    return 'ok';
  });
  return { app, lines, seen };
}

describe('lazy request logger', () => {
  it('logs what the level lets through, with the request id bound, exactly like a pino child', async () => {
    const { app, lines } = appLogging('info');
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(lines.map((line) => line.msg)).toEqual(['an info line', 'a warning']);
    expect(lines[0]).toMatchObject({ step: 'info', reqId: expect.any(String), level: 30 });
    expect(lines[1]).toMatchObject({ reqId: lines[0]!.reqId, level: 40 });
  });

  it('drops lines below the level without building a child logger', async () => {
    const { app, lines, seen } = appLogging('warn');
    await app.inject({ method: 'GET', url: '/' });
    expect(lines.map((line) => line.msg)).toEqual(['a warning']);
    expect(seen[0]).toBeInstanceOf(LazyRequestLogger);
    expect((seen[0] as LazyRequestLogger).level).toBe('warn');
  });
});
