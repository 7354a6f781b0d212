import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { shareDevelopmentSecret } from '../platform/index.ts';
import { parseExtendedPublicKey, type ChainFamily } from './addresses.ts';

export type AccountKeys = Record<ChainFamily, HDKey | null>;

/** BIP44 / BIP84 account paths the generated test keys stand for. */
const TEST_ACCOUNT_PATHS: Record<ChainFamily, string> = { evm: "m/44'/60'/0'", tron: "m/44'/195'/0'", btc: "m/84'/0'/0'" };

/**
 * The account keys deposit addresses derive from: CRYPTO_XPUB_* when set. Outside production a
 * missing one comes from test keys generated once from a random seed that is thrown away at once:
 * coins sent to those addresses can never be spent by anyone, hence the loud warning. This
 * instance's candidate is DATA_DIR/secrets/crypto-test-xpubs.json; the keys used are those shared
 * through the database (shareDevelopmentSecret), so every instance on it hands out the same
 * addresses. In production a missing key switches that family's deposits off.
 */
export async function resolveAccountKeys(
  config: Pick<Config, 'env' | 'crypto'>,
  db: Db,
  log: { warn(message: string): void; error(message: string): void },
): Promise<AccountKeys> {
  const { xpubs, xpubFile } = config.crypto;
  const families = ['evm', 'tron', 'btc'] as const;
  const missing = families.filter((f) => !xpubs[f]);
  if (missing.length > 0 && config.env === 'production') {
    log.error(`CRYPTO_XPUB_${missing.join('/').toUpperCase()} not set: crypto deposits on those networks are switched off`);
  }
  const generated =
    missing.length > 0 && config.env !== 'production'
      ? (JSON.parse(
          await shareDevelopmentSecret(db, { name: 'CRYPTO_TEST_XPUBS', candidate: JSON.stringify(testKeys(xpubFile, log)) }),
        ) as Record<ChainFamily, string>)
      : undefined;
  const keys = {} as AccountKeys;
  for (const family of families) {
    const key = xpubs[family] ?? generated?.[family];
    keys[family] = key ? parseExtendedPublicKey(key) : null;
  }
  return keys;
}

function testKeys(file: string, log: { warn(message: string): void }): Record<ChainFamily, string> {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written aside, then linked into place: of several processes starting at once exactly one wins.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const root = HDKey.fromMasterSeed(randomBytes(32));
  const content = Object.fromEntries(
    Object.entries(TEST_ACCOUNT_PATHS).map(([family, accountPath]) => [family, root.derive(accountPath).publicExtendedKey]),
  );
  writeFileSync(draft, `${JSON.stringify(content, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  log.warn(
    `!!! CRYPTO_XPUB_EVM/TRON/BTC not set: deposit addresses derive from TEST keys in ${file}. ` +
      'Nobody holds their private keys: coins sent to these addresses are LOST. Never use them with real coins !!!',
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Record<ChainFamily, string>;
}
