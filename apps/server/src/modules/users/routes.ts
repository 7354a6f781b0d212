import type { FastifyInstance } from 'fastify';

/** Profile calls (user/info, user/get/info, user/update, user/update/idNumber). */
export function registerUsersRoutes(_app: FastifyInstance) {}
