import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { addTopLevelAgent } from '../agents/index.ts';
import { hashPassword } from '../auth/index.ts';
import { markOnce } from '../platform/index.ts';
import { createMember } from '../users/index.ts';

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
 * Seeds the demo accounts into an empty database, once: the seed records when it ran (platform's
 * app_meta) so a restart never seeds twice. It owns no table: the members are born where every
 * member is (users' createMember) and the agent is placed by the agents module.
 */
export async function seedDemoData(db: Db, log: FastifyBaseLogger): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markOnce(tx, { key: 'demo_seeded_at', value: new Date().toISOString() }))) return;
    for (const account of DEMO_ACCOUNTS) {
      const user = await createMember(tx, {
        username: account.username,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        nickname: account.nickname,
        agentCode: account.agentCode,
      });
      // A top-level agent: the agents row and its own closure row (what an approval writes).
      if (account.agentCode) await addTopLevelAgent(tx, { userId: user.id });
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
