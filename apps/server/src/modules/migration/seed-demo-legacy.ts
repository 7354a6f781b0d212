import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { importLegacyAccounts } from './import-legacy.ts';

/** Demo accounts of the previous platform, to try both migration pages (never in production). */
export const DEMO_LEGACY_ACCOUNTS = [
  {
    legacy_username: 'jsy_tanaka',
    secret: 'Legacy-Move-2026',
    email: 'tanaka.legacy@example.test',
    holder_name: 'TANAKA HANAKO',
    card_last4: '4321',
    balance: '12345',
  },
  {
    legacy_username: 'jsy_wang',
    secret: 'Legacy-Move-2026',
    email: 'wang.legacy@example.test',
    holder_name: '王小明',
    card_last4: '8888',
    balance: '54321',
  },
];

export async function seedDemoLegacyAccounts(db: Db, log: FastifyBaseLogger): Promise<void> {
  const report = await importLegacyAccounts(db, DEMO_LEGACY_ACCOUNTS);
  if (report.imported > 0) log.info({ imported: report.imported }, 'demo legacy accounts imported (secret Legacy-Move-2026)');
}
