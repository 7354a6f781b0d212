import { calls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { getContentItem, listBanners, listByTopic, listContentPage } from './list-content.ts';
import { listCountries } from './list-countries.ts';

/** Public content calls: notices, promotions, banners, activities, guide, FAQ and countries. */
export async function contentRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const now = () => new Date();

  registerCall(app, calls.noticeQuery, ({ body }) => listContentPage(db, { kind: 'notice', ...body, now: now() }));
  registerCall(app, calls.noticeDetail, ({ body }) => getContentItem(db, { kind: 'notice', id: body.id, now: now() }));
  registerCall(app, calls.favorableQuery, ({ body }) => listContentPage(db, { kind: 'promotion', ...body, now: now() }));
  registerCall(app, calls.favorableDetail, ({ body }) => getContentItem(db, { kind: 'promotion', id: body.id, now: now() }));
  registerCall(app, calls.activityQuery, ({ body }) => listContentPage(db, { kind: 'activity', ...body, now: now() }));
  registerCall(app, calls.bannerQuery, ({ body }) => listBanners(db, { position: body.position, now: now() }));
  registerCall(app, calls.guideQuery, ({ body }) => listByTopic(db, { kind: 'guide', topic: body.topic, now: now() }));
  registerCall(app, calls.faqQuery, ({ body }) => listByTopic(db, { kind: 'faq', topic: body.topic, now: now() }));
  registerCall(app, calls.country, async () => [...listCountries()]);
}
