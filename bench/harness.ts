/** Shared pieces of the benchmarks: child servers, autocannon runs, medians. */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const XSRF = 'bench-xsrf-token-0123456789';
export const XSRF_HEADERS = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };

export interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Builds each request's body (e.g. a fresh captcha id per login). */
  nextBody?: () => string;
  /** Builds each request's own headers, added to `headers` (e.g. one session token of many). */
  nextHeaders?: () => Record<string, string>;
  connections?: number;
}

export interface Result {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests answered in the run (HTTP-level; envelope codes are checked by each benchmark). */
  total: number;
}

export async function measure(target: Target, duration: number): Promise<Result> {
  const result = await autocannon({
    url: target.url,
    duration,
    connections: target.connections ?? CONNECTIONS,
    method: target.method,
    body: target.body,
    headers: { 'content-type': 'application/json', ...target.headers },
    ...(target.nextBody || target.nextHeaders
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                ...(target.nextBody ? { body: target.nextBody() } : {}),
                ...(target.nextHeaders ? { headers: { ...request.headers, ...target.nextHeaders() } } : {}),
              }),
            },
          ],
        }
      : {}),
  });
  console.log(
    `${target.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  return {
    name: target.name,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

export function median(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => a.requests - b.requests);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function table(results: Result[]): string[] {
  return [
    '| target | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    ...results.map(
      (r) => `| ${r.name} | ${Math.round(r.requests).toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`,
    ),
  ];
}

export async function startProcess(
  args: string[],
  readyUrl: string,
  method: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      const response = await fetch(readyUrl, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${args.join(' ')}`);
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...XSRF_HEADERS, ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
}
