import { calls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { checkAddress } from './addresses.ts';
import { loadCatalogue, NETWORKS } from './catalogue.ts';
import type { CryptoDeps } from './deps.ts';
import { getDepositAddress } from './get-deposit-address.ts';
import { listCryptoOrders } from './list-crypto-orders.ts';
import { fixedRateSource, httpRateSource } from './rates.ts';
import { requestCryptoWithdrawal } from './request-crypto-withdrawal.ts';
import { registerSandboxChainWatcher } from './sandbox-watcher.ts';
import { depositToDto, withdrawalToDto } from './to-dto.ts';
import { resolveAccountKeys } from './xpubs.ts';

/** Builds the module's dependencies from the config: catalogue, account keys, rate source. */
export function cryptoDepsFor(app: FastifyInstance): CryptoDeps {
  const { crypto } = app.config;
  return {
    catalogue: loadCatalogue(crypto.coinsJson),
    keys: memo(() =>
      resolveAccountKeys(app.config, app.database.db, { warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) }),
    ),
    rates: crypto.rateUrl
      ? httpRateSource({
          url: crypto.rateUrl,
          timeoutMs: crypto.rateTimeoutMs,
          ttlMs: crypto.rateTtlMs,
          maxAgeMs: crypto.rateMaxAgeMs,
        })
      : fixedRateSource(crypto.fixedRates),
    coinsPerYen: 1n,
    kycRules: app.config.kycRules,
  };
}

/** The first call's promise, kept; a failed one is forgotten so the next call tries again. */
function memo<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= make().catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
}

export async function cryptoRoutes(app: FastifyInstance, { deps = cryptoDepsFor(app) }: { deps?: CryptoDeps }) {
  const { db } = app.database;
  const { catalogue } = deps;

  registerCall(app, calls.coins, async () => ({
    coins: catalogue.coins.map((c) => ({ ...c, networks: c.networks.map(({ family: _family, ...n }) => n) })),
  }));
  registerCall(app, calls.coinsDepositAddress, async ({ body, member }) =>
    getDepositAddress(db, deps, { userId: member.userId, ...body, now: new Date() }),
  );
  registerCall(app, calls.coinsWithdrawalAddressValidit, async ({ body }) => {
    const checked = checkAddress(NETWORKS[body.network].family, body.address);
    return checked.valid
      ? { valid: true, reason: null, address: checked.address }
      : { valid: false, reason: checked.reason, address: null };
  });
  registerCall(app, calls.coinsWithdraw, async ({ body, member }) =>
    withdrawalToDto(catalogue, await requestCryptoWithdrawal(db, deps, { userId: member.userId, ...body, now: new Date() })),
  );
  registerCall(app, calls.coinsRate, async () => {
    const snapshot = await deps.rates.current(new Date());
    return {
      currency: 'JPY' as const,
      coinsPerUnit: Number(deps.coinsPerYen),
      rates: catalogue.coins.filter((c) => snapshot.rates[c.coin]).map((c) => ({ coin: c.coin, rate: snapshot.rates[c.coin]! })),
      updatedAt: snapshot.updatedAt.toISOString(),
      stale: snapshot.stale,
      source: snapshot.source,
    };
  });
  registerCall(app, calls.coinsOrders, async ({ body, member }) => {
    const { rows, total } = await listCryptoOrders(db, { userId: member.userId, ...body });
    return {
      list: rows.map((r) => (r.kind === 'deposit' ? depositToDto(catalogue, r.row) : withdrawalToDto(catalogue, r.row))),
      total,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  });

  // Never in production, whatever the switch says (loadConfig refuses the switch there too).
  if (app.config.crypto.chainSandbox && app.config.env !== 'production')
    await registerSandboxChainWatcher(app, deps, app.config.crypto.chainSandboxSecret);
}
