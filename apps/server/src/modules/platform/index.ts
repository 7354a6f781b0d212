/** The platform module's public use cases: installation facts and the instances' shared-secret check values. */
export { markOnce } from './app-meta.ts';
export { hasInstanceSecret, rotateInstanceSecret, storeOrReadInstanceSecret } from './instance-secrets.ts';
