import type { TDepositOrder, TWithdrawalOrder } from '@amigo/contract';
import type { depositOrders, withdrawalOrders } from './schema.ts';
import { HOUSE_BANK_ACCOUNT } from './channels.ts';

export function depositToDto(order: typeof depositOrders.$inferSelect, publicUrl: string): TDepositOrder {
  return {
    orderSn: order.orderSn,
    channel: order.channel,
    currency: order.currency,
    amount: Number(order.amount),
    coins: Number(order.coins),
    status: order.status,
    manualStatus: order.manualStatus,
    checkoutUrl: order.channel === 'sandbox' && order.status === 'pending' ? `${publicUrl}/sandbox-pay/${order.orderSn}` : null,
    houseAccount: order.channel === 'manual_bank' && order.status === 'pending' ? { ...HOUSE_BANK_ACCOUNT } : null,
    failureReason: order.failureReason,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

export function withdrawalToDto(order: typeof withdrawalOrders.$inferSelect): TWithdrawalOrder {
  return {
    orderSn: order.orderSn,
    amount: Number(order.amount),
    fee: Number(order.fee),
    status: order.status,
    bankName: order.bankName,
    cardLast4: order.cardLast4,
    failureReason: order.failureReason,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    paidReference: order.paidReference,
    paidOn: order.paidOn,
  };
}
