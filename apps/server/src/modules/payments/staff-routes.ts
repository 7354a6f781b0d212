import { paymentsStaffCalls as c } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { readDb } from '../../http/read-your-writes.ts';
import { actorOf, registerAdminCall } from '../admin/index.ts';
import { exportWithdrawals } from './export-withdrawals.ts';
import { markFilePaid } from './mark-file-paid.ts';
import { revealWithdrawalAccount } from './reveal-withdrawal-account.ts';
import { decideDeposit, listDeposits } from './staff-deposit-queue.ts';
import { listRefundableDeposits, refundDeposit } from './staff-refund-queue.ts';
import { decideWithdrawalAsStaff, listWithdrawals } from './staff-withdrawal-queue.ts';

/**
 * The payments module's operator calls: bank withdrawals (and paying them), manual deposits, refunds, and a
 * member's orders on the members screen (`member/orders`).
 */
export async function paymentsStaffRoutes(app: FastifyInstance) {
  const { db } = app.database;
  // The queues read the replica (http/read-your-writes.ts); every decision, the primary.
  registerAdminCall(app, c.adminWithdrawalList, ({ body, request }) => listWithdrawals(readDb(request), body));
  registerAdminCall(app, c.adminWithdrawalDecide, (ctx) => decideWithdrawalAsStaff(db, { ...actorOf(ctx), ...ctx.body }));
  // Paying: the full account (each view audited) and the transfer file, on the primary (they write audit rows).
  registerAdminCall(app, c.adminWithdrawalBankDetails, (ctx) => revealWithdrawalAccount(db, { ...actorOf(ctx), ...ctx.body }));
  registerAdminCall(app, c.adminWithdrawalExport, (ctx) =>
    exportWithdrawals(db, { ...actorOf(ctx), ...ctx.body, sender: app.config.zenginSender }),
  );
  registerAdminCall(app, c.adminWithdrawalPaidBatch, (ctx) => markFilePaid(db, { ...actorOf(ctx), ...ctx.body }));
  registerAdminCall(app, c.adminDepositList, ({ body, request }) => listDeposits(readDb(request), body));
  registerAdminCall(app, c.adminDepositDecide, (ctx) =>
    decideDeposit(db, { ...actorOf(ctx), ...ctx.body, limits: app.config.staff.moneyLimits.manual_deposit }),
  );
  registerAdminCall(app, c.adminDepositRefund, (ctx) =>
    refundDeposit(db, { ...actorOf(ctx), ...ctx.body, limits: app.config.staff.moneyLimits.refund }),
  );
  registerAdminCall(app, c.adminDepositRefundList, ({ body, request }) => listRefundableDeposits(readDb(request), body));
  registerAdminCall(app, c.adminMemberOrders, async ({ body, request }) => {
    const page = { pageNum: body.pageNum, pageSize: body.pageSize, userId: BigInt(body.userId) };
    return body.kind === 'deposit'
      ? { deposits: await listDeposits(readDb(request), page), withdrawals: null }
      : { deposits: null, withdrawals: await listWithdrawals(readDb(request), { ...page, status: 'review' }) };
  });
}
