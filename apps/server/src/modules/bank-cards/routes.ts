import { calls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { resolveCardEncryptionKey } from '../../config.ts';
import { registerCall } from '../../http/register-call.ts';
import { BANKS } from './bank-list.ts';
import { useCardEncryptionKey } from './card-encryption.ts';
import { deleteBankCard } from './delete-bank-card.ts';
import { getBankCard } from './get-bank-card.ts';
import { listBankCards } from './list-bank-cards.ts';
import { saveBankCard } from './save-bank-card.ts';

/** Bank card calls (user/bank, user/bank/save, user/bank/list, user/get/bank, user/bank/delete). */
export function registerBankCardRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const key = resolveCardEncryptionKey(app.config, { warn: (message) => app.log.warn(message) });
  useCardEncryptionKey(key);
  const maxCards = app.config.maxBankCards;

  registerCall(app, calls.userBank, async () => [...BANKS]);
  registerCall(app, calls.userBankSave, ({ member, body }) =>
    saveBankCard(db, { userId: member.userId, card: body, key, maxCards }),
  );
  registerCall(app, calls.userBankList, ({ member }) => listBankCards(db, { userId: member.userId }));
  registerCall(app, calls.userGetBank, ({ member, body }) => getBankCard(db, { userId: member.userId, id: body.id }));
  registerCall(app, calls.userBankDelete, ({ member, body }) => deleteBankCard(db, { userId: member.userId, id: body.id }));
}
