export * from './platform.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './mail.ts';
export * from './wallet.ts';
