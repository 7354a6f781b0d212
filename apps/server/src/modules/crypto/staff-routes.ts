import { cryptoStaffCalls as c } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { readDb } from '../../http/read-your-writes.ts';
import { actorOf, registerAdminCall } from '../admin/index.ts';
import { cryptoPayoutFor } from './payout.ts';
import { creditHeldChainDeposit, decideCryptoWithdrawalAsStaff, returnHeldChainDeposit } from './staff-actions.ts';
import { listCryptoDeposits, listCryptoWithdrawals } from './staff-queues.ts';

/** The crypto module's operator calls: the crypto withdrawal queue and held chain deposits. */
export async function cryptoStaffRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const { config } = app;
  // The queues read the replica (http/read-your-writes.ts); every decision, the primary.
  registerAdminCall(app, c.adminCryptoWithdrawalList, ({ body, request }) => listCryptoWithdrawals(readDb(request), body));
  registerAdminCall(app, c.adminCryptoDepositList, ({ body, request }) =>
    listCryptoDeposits(readDb(request), { ...body, payout: config.crypto.payout }),
  );
  registerAdminCall(app, c.adminCryptoWithdrawalDecide, (ctx) =>
    decideCryptoWithdrawalAsStaff(db, { ...actorOf(ctx), ...ctx.body, payout: cryptoPayoutFor(config) }),
  );
  registerAdminCall(app, c.adminCryptoDepositCreditHeld, (ctx) =>
    creditHeldChainDeposit(db, { ...actorOf(ctx), ...ctx.body, limits: config.staff.moneyLimits.held_deposit }),
  );
  registerAdminCall(app, c.adminCryptoDepositReturn, (ctx) =>
    returnHeldChainDeposit(db, {
      ...actorOf(ctx),
      ...ctx.body,
      payout: cryptoPayoutFor(config),
      limits: config.staff.moneyLimits.held_deposit,
    }),
  );
}
