export * from './platform.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './mail.ts';
export * from './wallet.ts';
export * from './payments.ts';
export * from './bank-cards.ts';
