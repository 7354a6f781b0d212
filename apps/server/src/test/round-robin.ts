import http from 'node:http';
import type { ServerProcess } from './server-process.ts';

/** One HTTP request as a client sends it; the body is bytes, so a retry sends exactly the same. */
export interface OutgoingRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  /** The instance that answered, and the one the request went to first. */
  via: number;
  firstVia: number;
  /** 1, or more when the request failed on the way and was sent again to another instance. */
  attempts: number;
}

/** How long one attempt may take before it counts as failed on the way. */
const ATTEMPT_TIMEOUT_MS = 30_000;
const MAX_ATTEMPTS = 8;
const PROBE_EVERY_MS = 1_000;

/**
 * A load balancer on the client's side: each request goes to the next instance that is up.
 * A request that fails on the way (connection refused or reset: the instance died) is sent again,
 * unchanged (same body, same idempotency key), to the next instance, as a client behind a
 * balancer retries; the instance it failed on is taken out until its /readyz answers 200 again.
 * Answers of any HTTP status are answers, never retried.
 */
export class RoundRobin {
  private cursor = 0;
  /** Instances taken out, with when to ask their /readyz next. */
  private readonly down = new Map<number, number>();
  /** Requests sent to each instance and not answered yet. */
  readonly inFlight: number[] = [];
  /** Requests answered (whatever the status), and attempts that failed on the way. */
  answered = 0;
  readonly failures: { path: string; instance: string; error: string }[] = [];
  /** Every HTTP status answered, with its path, for the "never a 500" check. */
  readonly statuses: { path: string; status: number; instance: string }[] = [];
  /** Called as each attempt leaves for an instance (a test's hook: kill that instance while the call is in flight). */
  onDispatch: ((index: number, request: OutgoingRequest) => void) | undefined;

  constructor(readonly instances: ServerProcess[]) {}

  /** Whether the balancer sends to this instance: it knows only what failed and what its health check saw. */
  isUp(index: number): boolean {
    this.probeDown();
    return !this.down.has(index);
  }

  markUp(index: number): void {
    this.down.delete(index);
  }

  /** Takes an instance out until its /readyz answers 200 again (asked once a second, as a balancer's health check). */
  private takeOut(index: number): void {
    if (!this.down.has(index)) this.down.set(index, Date.now() + PROBE_EVERY_MS);
  }

  private probeDown(): void {
    const now = Date.now();
    for (const [index, probeAt] of this.down) {
      if (probeAt > now) continue;
      this.down.set(index, now + PROBE_EVERY_MS);
      const instance = this.instances[index]!;
      void fetch(`${instance.baseUrl}/readyz`, { signal: AbortSignal.timeout(PROBE_EVERY_MS) })
        .then((response) => response.status === 200 && this.markUp(index))
        .catch(() => undefined);
    }
  }

  /** The next instance that is up, in turn; waits a little while none is. */
  private async pick(): Promise<number> {
    this.probeDown();
    for (let wait = 0; wait < 200; wait += 1) {
      for (let step = 0; step < this.instances.length; step += 1) {
        const index = this.cursor % this.instances.length;
        this.cursor += 1;
        if (this.isUp(index)) return index;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('no instance up for 20 s');
  }

  /** Sends to the next instance (or to `via` first, when it is up), retrying on the next one as above. */
  async send(request: OutgoingRequest, options: { via?: number } = {}): Promise<Answer> {
    let firstVia: number | undefined;
    let lastError = '';
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const index = attempt === 1 && options.via !== undefined && this.isUp(options.via) ? options.via : await this.pick();
      firstVia ??= index;
      const instance = this.instances[index]!;
      this.inFlight[index] = (this.inFlight[index] ?? 0) + 1;
      this.onDispatch?.(index, request);
      try {
        const response = await fetch(`${instance.baseUrl}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        });
        const bytes = Buffer.from(await response.arrayBuffer());
        this.answered += 1;
        this.statuses.push({ path: request.path, status: response.status, instance: instance.name });
        return { status: response.status, headers: response.headers, bytes, via: index, firstVia, attempts: attempt };
      } catch (error) {
        lastError = describe(error);
        this.failures.push({ path: request.path, instance: instance.name, error: lastError });
        // A balancer takes an instance out on a failure (max_fails=1) until its health check passes.
        this.takeOut(index);
      } finally {
        this.inFlight[index] -= 1;
      }
    }
    throw new Error(`${request.method} ${request.path} failed ${MAX_ATTEMPTS} times, last: ${lastError}`);
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return `${error.name}: ${error.message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
}

export interface Balancer {
  url: string;
  close(): Promise<void>;
}

/**
 * The balancer in front of the instances for callers that are not our client, here the sandbox
 * payment provider posting its webhooks (SANDBOX_PAY_WEBHOOK_URL): each POST goes to the next
 * instance that is up through `roundRobin`, so a verdict pressed on one instance is handled by
 * whichever the balancer picks, as behind nginx.
 */
export async function startBalancer(roundRobin: RoundRobin): Promise<Balancer> {
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'x-sandbox-signature']) {
        const value = incoming.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      roundRobin
        .send({
          method: incoming.method === 'GET' ? 'GET' : 'POST',
          path: incoming.url ?? '/',
          headers,
          body: Buffer.concat(chunks),
        })
        .then((answer) => {
          outgoing.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
          outgoing.end(answer.bytes);
        })
        .catch(() => {
          outgoing.writeHead(502);
          outgoing.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('balancer has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
