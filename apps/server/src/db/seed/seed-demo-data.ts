import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client.ts';
import { agents, agentTree } from '../../modules/agents/schema.ts';
import { appMeta } from '../../modules/platform/schema.ts';
import { users } from '../../modules/users/schema.ts';

/**
 * Demo accounts for trying the site locally (development only; production never seeds).
 * The passwords are printed at start on purpose: this data exists to be tried.
 */
export const DEMO_ACCOUNTS = [
  {
    username: 'demo01',
    email: 'demo01@amigo-hall.example',
    password: 'Amigo-Demo-2026',
    nickname: 'デモプレイヤー',
    agentCode: null,
  },
  {
    username: 'agent01',
    email: 'agent01@amigo-hall.example',
    password: 'Amigo-Agent-2026',
    nickname: 'デモ代理店',
    agentCode: 'AMIGO1',
  },
] as const;

/**
 * Seeds demo data into an empty database, once. Each module adds its demo rows here as it
 * ships; the seed records when it ran so a restart never seeds twice.
 */
export async function seedDemoData(db: Db, log: FastifyBaseLogger): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: 'demo_seeded_at', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    for (const account of DEMO_ACCOUNTS) {
      const passwordHash = await hash(account.password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
      const [user] = await tx
        .insert(users)
        .values({
          username: account.username,
          email: account.email,
          passwordHash,
          nickname: account.nickname,
          agentCode: account.agentCode,
        })
        .returning({ id: users.id });
      // A top-level agent: the agents row and its own closure row (what an approval writes).
      if (account.agentCode) {
        await tx.insert(agents).values({ userId: user!.id, depth: 0 });
        await tx.insert(agentTree).values({ ancestorId: user!.id, descendantId: user!.id, depth: 0 });
      }
    }
    log.info('demo data seeded');
  });
}

/** Lines for the start banner telling a newcomer what demo data there is to try. */
export function describeDemoData(seeded: boolean): string[] {
  if (!seeded) return ['  demo data    off (SEED_DEMO=false or production)'];
  return [
    '  demo data    (development only)',
    ...DEMO_ACCOUNTS.map(
      (a) =>
        `    ${a.agentCode ? 'agent ' : 'player'}  ${a.username} / ${a.password}${a.agentCode ? `  (agent code ${a.agentCode}: ?agentCode=${a.agentCode})` : ''}`,
    ),
    '    mail       codes sent without SMTP_URL are readable at /dev/outbox?to=ADDRESS',
    '    legacy     jsy_tanaka / Legacy-Move-2026 (TANAKA HANAKO, card …4321) and jsy_wang / Legacy-Move-2026',
    '               (王小明, card …8888) can be moved in at /account-transfer-jp and /account-transfer',
  ];
}
