export * from './languages.ts';
export * from './errors.ts';
export * from './envelope.ts';
export * from './paging.ts';
export * from './define-call.ts';
export * from './registry.ts';
export * from './calls/platform.ts';
