// Lighthouse on the built home page (mobile settings: Lighthouse's default emulation and
// simulated throttling), on Debian's Chromium — never a downloaded browser.
//   npm run lighthouse            builds web + server, then runs this
//   node scripts/lighthouse.mjs   when both are built already
// Starts the built server on a throw-away embedded database with the demo content seeded,
// prints the four category scores and the home route's JavaScript (every script the page
// downloaded: gzip level 9 of each file, the budget's unit, and the bytes on the wire — brotli as
// served, with the response headers), writes the full report to
// e2e/artifacts/lighthouse/home.report.json, and exits 1 when a target is missed.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const HOST = '127.0.0.1';
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8230);
const url = `http://${HOST}:${port}/`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 90 };
const JS_BUDGET_KB = 170;
const webDist = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');

const dataDir = mkdtempSync(path.join(tmpdir(), 'amigo-lighthouse-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://${HOST}:${port}`,
  },
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://${HOST}:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 60 s');
}

let chrome;
let exitCode = 0;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(TARGETS),
  });
  const lhr = result.lhr;
  const outDir = path.join(import.meta.dirname, '..', 'e2e', 'artifacts', 'lighthouse');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'home.report.json'), result.report);

  console.log(
    `Lighthouse ${lhr.lighthouseVersion} on ${url} (${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling)`,
  );
  for (const [id, target] of Object.entries(TARGETS)) {
    const score = Math.round((lhr.categories[id].score ?? 0) * 100);
    if (score < target) exitCode = 1;
    console.log(`  ${id.padEnd(15)} ${String(score).padStart(3)}  (target ≥ ${target})${score < target ? '  MISSED' : ''}`);
  }
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]) {
    console.log(`  ${lhr.audits[id].title.padEnd(26)} ${lhr.audits[id].displayValue}`);
  }
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  if (lcp) console.log(`  LCP element                ${lcp.slice(0, 120)}`);

  // Two figures for every script the page downloaded: the bytes on the wire (brotli as served, plus the
  // response headers, ≈ 1 KB a file) and the body gzipped at level 9 from apps/web/dist — the budget's unit.
  const scripts = (lhr.audits['network-requests'].details.items ?? []).filter((item) => item.resourceType === 'Script');
  const gzipOf = (url) => {
    try {
      return gzipSync(readFileSync(path.join(webDist, new URL(url).pathname)), { level: 9 }).length;
    } catch {
      return Number.NaN;
    }
  };
  for (const item of scripts) item.gzipSize = gzipOf(item.url);
  const transferred = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const gzipped = scripts.reduce((sum, item) => sum + item.gzipSize, 0);
  console.log(
    `  home route JavaScript      ${(gzipped / 1024).toFixed(1)} KB gzip (${(transferred / 1024).toFixed(1)} KB over the wire) in ${scripts.length} files (budget < ${JS_BUDGET_KB} KB gzip)`,
  );
  for (const item of scripts.sort((a, b) => b.transferSize - a.transferSize)) {
    console.log(
      `    ${(item.gzipSize / 1024).toFixed(1).padStart(7)} KB gzip ${(item.transferSize / 1024).toFixed(1).padStart(7)} KB wire  ${new URL(item.url).pathname}`,
    );
  }
  if (!(gzipped / 1024 < JS_BUDGET_KB) || transferred / 1024 >= JS_BUDGET_KB) exitCode = 1;
  for (const [id, category] of Object.entries(lhr.categories)) {
    const failing = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual',
      );
    if (failing.length) console.log(`  ${id} to look at: ${failing.map((audit) => audit.id).join(', ')}`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
