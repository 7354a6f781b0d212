import { randomBytes, randomUUID } from 'node:crypto';
import { MODELS } from '@amigo/games';
import { eq } from 'drizzle-orm';
import { machines } from '../modules/games/schema.ts';
import { users } from '../modules/users/schema.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { approveKycForTest } from '../modules/kyc/test-fixtures.ts';
import { getBalance } from '../modules/wallet/index.ts';
import { login, registerMember } from './accounts.ts';
import type { TestApp } from './test-app.ts';
import { firstFree } from './free-machine.ts';

const PAYMENT_PASSWORD = '246810';

/** Puts one machine of every model on the floor (test apps start without demo data). */
export async function stockFloor(t: TestApp): Promise<void> {
  await t.app.database.db
    .insert(machines)
    .values(MODELS.map((model) => ({ modelCode: model.code, setting: model.defaultSetting })));
}

/**
 * The server suite's smoke, through the public calls where a player makes them: register,
 * log in, deposit through the sandbox provider, take a seat and play a round, withdraw to a
 * bound card. Throws naming the step that did not answer 200; returns the wallet balance,
 * checked against the coins that moved.
 */
export async function playerJourney(t: TestApp): Promise<{ userId: bigint; token: string; balance: bigint }> {
  const account = `j${randomBytes(5).toString('hex')}`;
  const registered = await registerMember(t, { account, email: `${account}@example.test` });
  const loggedIn = await login(t, account, registered.password);
  expectOk('auth/login', loggedIn);
  const token = loggedIn.body.data.token as string;
  const info = await t.call('/v2/app/user/info', {}, { token });
  expectOk('user/info', info);
  const userId = BigInt(info.body.data.id);
  // Withdrawals need approved KYC (the default rule); the review itself is kyc.test.ts's.
  await approveKycForTest(t.app.database.db, userId);

  const order = await t.call(
    '/v2/app/pay/order',
    { channel: 'sandbox', amount: 10_000, idempotencyKey: randomUUID() },
    { token },
  );
  expectOk('pay/order', order);
  const paid = await t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/${order.body.data.order.orderSn}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  if (paid.statusCode !== 303) throw new Error(`sandbox pay answered ${paid.statusCode}`);

  const model = MODELS[0]!;
  const floor = await t.call('/v2/app/game/floor', { type: model.type, modelCode: model.code, freeOnly: true }, { token });
  expectOk('game/floor', floor);
  const machineId = firstFree(floor.body.data);
  expectOk('game/seat/take', await t.call('/v2/app/game/seat/take', { machineId }, { token }));
  const bet = model.betOptions[0]!;
  const round = await t.call('/v2/app/game/play', { machineId, bet, idempotencyKey: randomUUID() }, { token });
  expectOk('game/play', round);
  expectOk('game/seat/leave', await t.call('/v2/app/game/seat/leave', {}, { token }));

  // The payment password is set directly: its own flow (mailed code) is not what this checks.
  await t.app.database.db
    .update(users)
    .set({ paymentPasswordHash: await hashPassword(PAYMENT_PASSWORD) })
    .where(eq(users.id, userId));
  const card = await t.call(
    '/v2/app/user/bank/save',
    {
      bankCode: '0005',
      branchCode: '123',
      branchName: '新宿',
      accountNumber: '1234567',
      holderFirstName: 'Taro',
      holderLastName: 'Yamada',
      holderKanaName: 'ヤマダ タロウ',
    },
    { token },
  );
  expectOk('user/bank/save', card);
  const withdrawal = await t.call(
    '/v2/app/draw/withdraw',
    { amount: 2_000, bankCardId: String(card.body.data.id), paymentPassword: PAYMENT_PASSWORD, idempotencyKey: randomUUID() },
    { token },
  );
  expectOk('draw/withdraw', withdrawal);

  const balance = await getBalance(t.app.database.db, userId);
  const afterRound = BigInt(round.body.data.balance);
  if (afterRound !== 10_000n - BigInt(bet) + BigInt(round.body.data.win))
    throw new Error(`balance ${afterRound} after the round`);
  if (balance !== afterRound - 2_000n) throw new Error(`balance ${balance} after withdrawing 2000 of ${afterRound}`);
  return { userId, token, balance };
}

function expectOk(step: string, result: { body: { code: number; msg: string } }): void {
  if (result.body.code !== 200) throw new Error(`${step} answered ${result.body.code}: ${result.body.msg}`);
}
