// Starts the built server for browser tests on a fresh embedded database in a temp folder,
// with the outside world it talks to played by local peers started first:
//   - a real SMTP server (smtp-server, no auth, no TLS) on E2E_SMTP_PORT (8125) that keeps every
//     received mail in memory, read by tests at GET http://127.0.0.1:E2E_MAIL_PORT/mails?to=ADDRESS
//     (8126; JSON, newest first). The app sends real mail through its worker (SMTP_URL), so the
//     server's /dev/outbox is not used here.
//   - two OpenID providers (oauth2-mock-server) standing in for Google (8127) and LINE (8128).
//     Their id_tokens carry our client id as aud (the mock copies client_id), the nonce of the
//     authorize request (the mock keeps it per code; we fill it in ourselves if it ever does not)
//     and verified e-mail claims. A test picks the identity of the next sign-in with
//     POST http://127.0.0.1:8126/oidc/<google|line>/next {"sub","email","name"}; otherwise a
//     fresh random identity is used.
// The app runs with CAPTCHA_TEST_ANSWER=TEST (refused in production) and TRUST_PROXY=1 (one hop):
// tests send their own X-Forwarded-For so each test is its own client for the per-address
// limits (captchas, e-mail codes, login failures), as players behind a load balancer would be.
// The app logs at E2E_LOG_LEVEL (warn unless set; `info` logs every request with its time).
// Every peer stops when the app exits.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';

const HOST = '127.0.0.1';
const port = Number(process.argv[2] ?? 8180);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 8125);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 8126);
const googlePort = Number(process.env.E2E_GOOGLE_PORT ?? 8127);
const linePort = Number(process.env.E2E_LINE_PORT ?? 8128);
const publicUrl = `http://${HOST}:${port}`;

// ---------------------------------------------------------------------------------------------
// Mail: an SMTP server that keeps what it receives.

/** @type {{ id: string, to: string[], from: string, subject: string, text: string, createdAt: string }[]} */
const mails = [];
const MAX_MAILS = 2000;

function decodeQuotedPrintable(body) {
  const bytes = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i];
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words in headers (=?UTF-8?B?...?= and =?UTF-8?Q?...?=). */
function decodeHeader(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset, encoding, text) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Enough of RFC 5322 for the app's mails: headers and one text part (7bit, QP or base64). */
function parseMail(raw) {
  const source = raw.toString('latin1');
  const split = source.search(/\r?\n\r?\n/);
  const headerText = split === -1 ? source : source.slice(0, split);
  const bodyText = split === -1 ? '' : source.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of headerText.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(bodyText)
      : encoding === 'base64'
        ? Buffer.from(bodyText.replace(/\s+/g, ''), 'base64').toString('utf8')
        : Buffer.from(bodyText, 'latin1').toString('utf8');
  return { subject: decodeHeader(headers.subject ?? ''), from: decodeHeader(headers.from ?? ''), text };
}

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  size: 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      try {
        const parsed = parseMail(Buffer.concat(chunks));
        mails.push({
          id: randomUUID(),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          ...parsed,
          createdAt: new Date().toISOString(),
        });
        if (mails.length > MAX_MAILS) mails.splice(0, mails.length - MAX_MAILS);
        callback();
      } catch (error) {
        callback(error);
      }
    });
  },
});

// ---------------------------------------------------------------------------------------------
// OpenID providers.

/** Identities queued by tests for the next sign-in at each provider. */
const nextIdentity = { google: [], line: [] };

async function startProvider(name, providerPort) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  // Left to itself the mock calls its issuer http://localhost:PORT; the app must reach it on the
  // address it listens on, and iss must match the configured issuer exactly.
  server.issuer.url = `http://${HOST}:${providerPort}`;
  await server.start(providerPort, HOST);
  const nonceByCode = new Map();
  const identityByRequest = new WeakMap();
  server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
    const code = redirect.url.searchParams.get('code');
    const nonce = typeof req.query?.nonce === 'string' ? req.query.nonce : undefined;
    if (code && nonce) nonceByCode.set(code, nonce);
  });
  // Runs for the access token and the id_token of one token request: both get the same person.
  server.service.on('beforeTokenSigning', (token, req) => {
    let identity = identityByRequest.get(req);
    if (!identity) {
      const sub = `${name}-${randomUUID()}`;
      identity = nextIdentity[name].shift() ?? {
        sub,
        email: `${sub}@example.test`,
        name: `${name === 'google' ? 'Google' : 'LINE'} Player`,
      };
      identityByRequest.set(req, identity);
    }
    const code = typeof req.body?.code === 'string' ? req.body.code : undefined;
    if (!token.payload.nonce && code && nonceByCode.has(code)) token.payload.nonce = nonceByCode.get(code);
    Object.assign(token.payload, {
      sub: identity.sub,
      email: identity.email,
      email_verified: identity.email_verified ?? true,
      name: identity.name,
    });
  });
  return server;
}

// ---------------------------------------------------------------------------------------------
// The tests' window on the peers.

function readBody(req) {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      data += chunk;
      if (data.length > 64 * 1024) req.destroy();
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

const mailApi = http.createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    if (req.method === 'GET' && url.pathname === '/mails') {
      const to = url.searchParams.get('to')?.trim().toLowerCase();
      const list = mails.filter((mail) => !to || mail.to.includes(to)).reverse();
      sendJson(res, 200, list);
      return;
    }
    const oidc = /^\/oidc\/(google|line)\/next$/.exec(url.pathname);
    if (req.method === 'POST' && oidc) {
      const identity = JSON.parse((await readBody(req)) || '{}');
      if (typeof identity.sub !== 'string' || typeof identity.email !== 'string') {
        sendJson(res, 400, { error: 'sub and email are required' });
        return;
      }
      nextIdentity[oidc[1]].push(identity);
      sendJson(res, 200, { queued: nextIdentity[oidc[1]].length });
      return;
    }
    sendJson(res, 404, { error: 'not found' });
  })().catch((error) => sendJson(res, 500, { error: String(error) }));
});

// ---------------------------------------------------------------------------------------------
// Start the peers, then the app; stop everything together.

const listen = (server, listenPort) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, HOST, () => resolve());
  });

let google;
let line;
let child;
const dataDir = mkdtempSync(path.join(tmpdir(), 'amigo-e2e-'));
let stopping = false;

async function stopPeers() {
  await Promise.allSettled([
    new Promise((resolve) => smtp.close(resolve)),
    new Promise((resolve) => mailApi.close(resolve)),
    google?.stop(),
    line?.stop(),
  ]);
  rmSync(dataDir, { recursive: true, force: true });
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopPeers();
  process.exit(code);
}

try {
  await listen(smtp, smtpPort);
  await listen(mailApi, mailPort);
  google = await startProvider('google', googlePort);
  line = await startProvider('line', linePort);
} catch (error) {
  console.error('e2e peers failed to start:', error);
  await shutdown(1);
}

const providerEnv = (prefix, server, idName, secretName, clientId) => {
  const base = server.issuer.url;
  return {
    [`${prefix}_${idName}`]: clientId,
    [`${prefix}_${secretName}`]: `${clientId}-secret`,
    [`${prefix}_ISSUER`]: base,
    [`${prefix}_AUTHORIZE_URL`]: `${base}/authorize`,
    [`${prefix}_TOKEN_URL`]: `${base}/token`,
    [`${prefix}_JWKS_URL`]: `${base}/jwks`,
  };
};

// The operator console's first owner, created the only way there is (npm run staff:create) before
// the app opens the database. Console tests sign in as E2E_STAFF_USERNAME with E2E_STAFF_PASSWORD
// and enrol TOTP themselves; E2E_STAFF_PASSWORD unset (or empty) skips the step. A compliance
// officer (same password) is created too, so the legacy import test enrols its own account and
// never races the owner's enrolment in console-queues.spec.ts.
const staffPassword = process.env.E2E_STAFF_PASSWORD ?? 'E2e-Console-Owner-0427';
const staffAccounts = [
  { username: process.env.E2E_STAFF_USERNAME ?? 'e2e-owner', name: 'E2E Owner', roles: 'owner' },
  { username: 'e2e-compliance', name: 'E2E Compliance', roles: 'compliance' },
  // support.ts verifyIdentityByApi: approves members' KYC by API for specs that withdraw (issue 21).
  { username: 'e2e-kyc-approver', name: 'E2E KYC Approver', roles: 'compliance' },
  // kyc-review.spec.ts: a compliance officer per Playwright project reviews KYC in the console.
  ...['desktop', 'mobile'].map((project) => ({ username: `e2e-kyc-${project}`, name: 'E2E KYC', roles: 'compliance' })),
  // kyc-more-info.spec.ts: a compliance officer per Playwright project asks members for more information.
  ...['desktop', 'mobile'].map((project) => ({ username: `e2e-kyc-info-${project}`, name: 'E2E KYC', roles: 'compliance' })),
  // console-money.spec.ts: one operations account per Playwright project (each enrols its own TOTP).
  ...['desktop', 'mobile'].map((project) => ({
    username: `e2e-ops-${project}`,
    name: 'E2E Operations',
    roles: 'finance,compliance,content',
  })),
  // console-content-check.spec.ts: a content editor per Playwright project.
  ...['desktop', 'mobile'].map((project) => ({ username: `e2e-content-${project}`, name: 'E2E Content', roles: 'content' })),
  // console-member-file.spec.ts: support, finance and compliance per Playwright project (notes, adjustments, flags).
  ...['desktop', 'mobile'].map((project) => ({
    username: `e2e-members-${project}`,
    name: 'E2E Members',
    roles: 'support,finance,compliance',
  })),
  // console-dashboard.spec.ts: finance per Playwright project (the figures and the queues they link to).
  ...['desktop', 'mobile'].map((project) => ({ username: `e2e-dashboard-${project}`, name: 'E2E Dashboard', roles: 'finance' })),
  // console-payout.spec.ts: finance per Playwright project (reveal, transfer file, paid with a reference).
  ...['desktop', 'mobile'].map((project) => ({ username: `e2e-payout-${project}`, name: 'E2E Payout', roles: 'finance' })),
  // console-letters.spec.ts: support (letters.send without content.write) per Playwright project.
  ...['desktop', 'mobile'].map((project) => ({ username: `e2e-letters-${project}`, name: 'E2E Letters', roles: 'support' })),
  // console-floor-settings.spec.ts: a floor manager per Playwright project.
  ...['desktop', 'mobile'].map((project) => ({ username: `e2e-games-${project}`, name: 'E2E Games', roles: 'games' })),
  // console-risk.spec.ts: a compliance officer per Playwright project (the risk queue, escalation, the member file).
  ...['desktop', 'mobile'].map((project) => ({ username: `e2e-risk-${project}`, name: 'E2E Risk', roles: 'compliance' })),
  // console-approvals.spec.ts: a requester and a second approver (finance) per Playwright project (money controls).
  ...['desktop', 'mobile'].flatMap((project) => [
    { username: `e2e-requester-${project}`, name: 'E2E Requester', roles: 'finance' },
    { username: `e2e-approver-${project}`, name: 'E2E Approver', roles: 'finance' },
  ]),
];
// One staff:create run for all of them (--accounts): one database session, not a process per account.
if (staffPassword) {
  const accountsFile = path.join(dataDir, 'e2e-staff.json');
  writeFileSync(accountsFile, JSON.stringify(staffAccounts));
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/staff-create.ts', '--accounts', accountsFile, '--password-stdin'],
    { input: staffPassword, env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', LOG_LEVEL: 'warn' } },
  );
  if (seeded.status !== 0) {
    console.error(`staff:create failed: ${seeded.stderr}`);
    await shutdown(1);
  }
}

child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // The demo content (notices, banners, guide...) so the content pages have something to show.
    SEED_DEMO: 'true',
    DATABASE_URL: '',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    PUBLIC_URL: publicUrl,
    SMTP_URL: `smtp://${HOST}:${smtpPort}`,
    CAPTCHA_TEST_ANSWER: 'TEST',
    TRUST_PROXY: '1',
    ...providerEnv('GOOGLE', google, 'CLIENT_ID', 'CLIENT_SECRET', 'e2e-google-client'),
    ...providerEnv('LINE', line, 'CHANNEL_ID', 'CHANNEL_SECRET', 'e2e-line-channel'),
  },
});
const stopApp = () => child.kill('SIGTERM');
process.on('SIGTERM', stopApp);
process.on('SIGINT', stopApp);
child.on('exit', (code) => void shutdown(code ?? 0));
