import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { okEnvelope } from '../../http/envelope.ts';
import { signChainPayload, verifyChainSignature } from './chain-signature.ts';
import { ZChainTransfer } from './chain-watcher.ts';
import type { CryptoDeps } from './deps.ts';
import { receiveChainTransfer } from './receive-chain-transfer.ts';

export const CHAIN_SANDBOX_HOOK = '/v2/hooks/chain-sandbox';

/**
 * The `sandbox` chain watcher: a simulated chain reports transfers with a signed webhook
 * (`x-chain-signature`, HMAC-SHA256 over `timestamp.body`, 5-minute window, as the sandbox payment
 * provider). Replays are harmless: each (network, txid, index) is one row, credited once.
 * Outside production, `POST /dev/chain-sandbox/transfer` signs a transfer and delivers it through
 * the server's own HTTP handling, so the signature check runs exactly as for the outside watcher.
 */
export async function registerSandboxChainWatcher(app: FastifyInstance, deps: CryptoDeps, secret: string) {
  // A simulated chain credits coins nobody sent: it never exists in production, whoever calls this.
  if (app.config.env === 'production') return;
  const { db } = app.database;
  await app.register(async (scope) => {
    // The signature covers the raw bytes, so this route reads the body as text and parses it itself.
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(CHAIN_SANDBOX_HOOK, { schema: { hide: true } }, async (request) => {
      const signature = request.headers['x-chain-signature'];
      const result = await receiveSandboxChainWebhook(db, deps, {
        secret,
        rawBody: typeof request.body === 'string' ? request.body : '',
        signature: typeof signature === 'string' ? signature : undefined,
        now: new Date(),
      });
      return okEnvelope(request, result);
    });
  });

  const ZSimulated = ZChainTransfer.extend({
    txid: ZChainTransfer.shape.txid.optional(),
    index: ZChainTransfer.shape.index.default(0),
  });
  app.post('/dev/chain-sandbox/transfer', { schema: { hide: true } }, async (request, reply) => {
    const parsed = ZSimulated.safeParse(request.body);
    if (!parsed.success) throw new AppError('INVALID_INPUT', { field: String(parsed.error.issues[0]?.path[0] ?? 'body') });
    const body = JSON.stringify({ ...parsed.data, txid: parsed.data.txid ?? randomTxid(parsed.data.network) });
    const response = await app.inject({
      method: 'POST',
      url: CHAIN_SANDBOX_HOOK,
      headers: {
        'content-type': 'application/json',
        'accept-language': request.headers['accept-language'] ?? 'ja-JP',
        'x-chain-signature': signChainPayload(secret, body, Math.floor(Date.now() / 1000)),
      },
      payload: body,
    });
    return reply.header('content-type', 'application/json; charset=utf-8').send(response.body);
  });
}

export async function receiveSandboxChainWebhook(
  db: Db,
  deps: CryptoDeps,
  input: { secret: string; rawBody: string; signature: string | undefined; now: Date },
) {
  if (!verifyChainSignature(input.secret, input.rawBody, input.signature, Math.floor(input.now.getTime() / 1000))) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  }
  let event: z.infer<typeof ZChainTransfer>;
  try {
    event = ZChainTransfer.parse(JSON.parse(input.rawBody));
  } catch {
    throw new AppError('INVALID_INPUT', { field: 'body' });
  }
  return receiveChainTransfer(db, deps, event, input.now);
}

function randomTxid(network: string): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
  return network === 'ERC20' || network === 'BEP20' ? `0x${hex}` : hex;
}
