/**
 * `npm run bench`: starts each server in its own process (so it gets a core to itself while
 * autocannon loads it from this one), measures, and writes docs/benchmarks.md.
 * Compares our full stack (helmet, XSRF, rate limit, metrics, zod validation, envelope)
 * with a bare Fastify route in the same run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, measure, median, type Result, startProcess, type Target, XSRF_HEADERS } from './harness.ts';
import { writeBenchSection } from './report.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

const ROUNDS = 3;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'amigo-bench-'));
  const bare = await startProcess(['bench/bare-server.mjs', '8191'], 'http://127.0.0.1:8191/bare', 'POST');
  const server = await startProcess(['apps/server/dist/main.js'], 'http://127.0.0.1:8190/healthz', 'GET', {
    PORT: '8190',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    CARD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // A local benchmark: plain http on 127.0.0.1, and no mail goes out.
    ALLOW_INSECURE_HTTP: '1',
    ALLOW_NO_MAIL: '1',
    RATE_LIMIT_MAX: '1000000',
  });
  const targets: Target[] = [
    { name: 'bare Fastify route (ceiling)', url: 'http://127.0.0.1:8191/bare', method: 'POST', body: '{}' },
    { name: 'GET /healthz', url: 'http://127.0.0.1:8190/healthz', method: 'GET' },
    {
      name: 'POST /v2/app/platform/config (envelope call)',
      url: 'http://127.0.0.1:8190/v2/app/platform/config',
      method: 'POST',
      body: '{}',
      headers: { ...XSRF_HEADERS, 'accept-language': 'ja-JP' },
    },
  ];
  const runs = new Map<string, Result[]>(targets.map((t) => [t.name, []]));
  try {
    for (const target of targets) await measure(target, 2); // warm-up: let the JIT settle
    // Interleaved rounds, so drift on a shared machine hits every target alike; medians are reported.
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) runs.get(target.name)!.push(await measure(target, DURATION));
    }
  } finally {
    bare.kill('SIGTERM');
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }

  const results = targets.map((t) => median(runs.get(t.name)!));
  const ratio = results[2]!.requests / results[0]!.requests;
  const rows = results.map(
    (r) => `| ${r.name} | ${Math.round(r.requests).toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`,
  );
  const body = [
    `Run: \`npm run bench\` (${ROUNDS} interleaved rounds of ${DURATION} s per target, median shown; ${CONNECTIONS} connections; autocannon in the bench process, each server in its own process).`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, embedded PGlite, ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| target | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    ...rows,
    '',
    `Envelope call / bare Fastify route: **${(ratio * 100).toFixed(1)} %** (target ≥ 50 %). The envelope call runs the whole stack: security headers, XSRF check, rate limit, metrics, request-id, zod validation of the request and of the response against the contract, localized msg.`,
  ].join('\n');
  writeBenchSection('foundation', 'Foundation: HTTP stack overhead', body);
  console.log(body);
  if (results.some((r) => r.errors + r.non2xx > 0)) throw new Error('some benchmark requests failed');
}

await main();
