/**
 * The platform module's public use cases: installation facts, the instances' shared-secret check
 * values, and the secrets development instances generate and share.
 */
export { markOnce } from './app-meta.ts';
export { shareDevelopmentSecret } from './development-secrets.ts';
export { hasInstanceSecret, rotateInstanceSecret, storeOrReadInstanceSecret } from './instance-secrets.ts';
