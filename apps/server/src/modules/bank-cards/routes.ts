import { calls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { BANKS } from './bank-list.ts';
import { cardEncryptionKeyring } from './card-encryption.ts';
import { deleteBankCard } from './delete-bank-card.ts';
import { getBankCard } from './get-bank-card.ts';
import { listBankCards } from './list-bank-cards.ts';
import { saveBankCard } from './save-bank-card.ts';

/** Bank card calls (user/bank, user/bank/save, user/bank/list, user/get/bank, user/bank/delete). */
export async function bankCardRoutes(app: FastifyInstance) {
  const { db } = app.database;
  // Set by buildApp once the instance check accepted it (src/instance-secrets.ts).
  const keys = cardEncryptionKeyring();
  const maxCards = app.config.maxBankCards;

  registerCall(app, calls.userBank, async () => [...BANKS]);
  registerCall(app, calls.userBankSave, ({ member, body }) =>
    saveBankCard(db, { userId: member.userId, card: body, keys, maxCards }),
  );
  registerCall(app, calls.userBankList, ({ member }) => listBankCards(db, { userId: member.userId }));
  registerCall(app, calls.userGetBank, ({ member, body }) => getBankCard(db, { userId: member.userId, id: body.id }));
  registerCall(app, calls.userBankDelete, ({ member, body }) => deleteBankCard(db, { userId: member.userId, id: body.id }));
}
