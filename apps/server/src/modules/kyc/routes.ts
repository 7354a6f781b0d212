import type { FastifyInstance } from 'fastify';

/** KYC calls (user/kyc/add, user/kyc/latest, user/get/kyc, user/kyc/image). */
export function registerKycRoutes(_app: FastifyInstance) {}
