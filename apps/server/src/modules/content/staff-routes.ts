import { contentStaffCalls as c } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, registerAdminCall } from '../admin/index.ts';
import { checkContent, listContent, saveContent } from './staff-content.ts';
import { registerContentImageRoutes } from './staff-images.ts';

/** The content module's operator calls: banners, notices and pages with their images. */
export async function contentStaffRoutes(app: FastifyInstance) {
  const { db } = app.database;
  registerAdminCall(app, c.adminContentList, ({ body }) => listContent(db, body));
  registerAdminCall(app, c.adminContentSave, (ctx) =>
    saveContent(db, { ...actorOf(ctx), id: ctx.body.id === undefined ? undefined : BigInt(ctx.body.id), item: ctx.body.item }),
  );
  registerAdminCall(app, c.adminContentCheck, ({ body }) => checkContent(db, body));
  registerContentImageRoutes(app);
}
