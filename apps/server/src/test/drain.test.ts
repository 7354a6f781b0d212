import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './private-postgres.ts';
import { serverProcess, type ServerProcess } from './server-process.ts';

/**
 * A rolling deploy stops an instance with SIGTERM while it is answering (issue 26): the real
 * server process must stop accepting, let the request under way finish (here an upload whose
 * body is still arriving), answer it with `Connection: close` so the keep-alive client moves on,
 * close its idle keep-alive connections, and exit 0.
 */

/** Retries `probe` every 100 ms until it returns true; fails after `attempts` tries (no timing is asserted). */
async function eventually(what: string, probe: () => boolean, attempts = 600): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: still not so after ${attempts} tries`);
}

/** A raw keep-alive connection: what it received so far, and whether the server closed it. */
interface RawConnection {
  socket: Socket;
  received: () => string;
  closed: () => boolean;
}

async function openConnection(port: number): Promise<RawConnection> {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  let closed = false;
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  socket.on('close', () => (closed = true)).on('error', () => undefined);
  return { socket, received: () => received, closed: () => closed };
}

const BODY = '{}';
function callHead(requestId: string): string {
  return [
    'POST /v2/app/platform/config HTTP/1.1',
    'Host: 127.0.0.1',
    'Connection: keep-alive',
    'Content-Type: application/json',
    `Content-Length: ${BODY.length}`,
    'Cookie: XSRF-TOKEN=drain-test-token',
    'X-XSRF-TOKEN: drain-test-token',
    `X-Request-Id: ${requestId}`,
    '',
    '',
  ].join('\r\n');
}

describe('SIGTERM to a server answering', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'amigo-drain-'));
    server = serverProcess('drain', await freePort(), {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: '60',
    });
    await server.start();
  }, 180_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request under way with Connection: close, closes idle keep-alives and exits 0', async () => {
    // An idle keep-alive connection: one call answered, the socket left open.
    const idle = await openConnection(server.port);
    idle.socket.write(callHead('drain-test-idle-0001') + BODY);
    await eventually('the idle connection is answered', () => idle.received().includes('\r\n\r\n{'));
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(idle.received().toLowerCase()).toContain('connection: keep-alive');

    // An upload under way: headers and half the body sent; the server logs it as incoming.
    const busy = await openConnection(server.port);
    busy.socket.write(callHead('drain-test-busy-0001') + BODY.slice(0, 1));
    await eventually('the server has the half-sent call', () =>
      /"reqId":"drain-test-busy-0001".*"msg":"incoming request"/.test(server.tail(400)),
    );

    const stopped = server.stop('SIGTERM');
    await eventually('the server began closing', () => /"signal":"SIGTERM".*"msg":"closing"/.test(server.tail(400)));
    await eventually('the idle keep-alive connection is closed', () => idle.closed());
    expect(busy.closed()).toBe(false);
    // The drain started: nothing new is accepted.
    await expect(openConnection(server.port)).rejects.toThrow(/ECONNREFUSED/);

    // The rest of the body arrives: the call is answered in full, and told to close the connection.
    busy.socket.write(BODY.slice(1));
    await eventually('the call under way is answered', () => busy.closed());
    const [head = '', body = ''] = busy.received().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toMatchObject({ code: 200 });

    await stopped;
    expect(server.tail(5)).toContain('drain exited (0)');
  }, 120_000);
});
