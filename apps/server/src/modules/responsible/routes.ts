import { calls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { startBlock } from './blocks.ts';
import { acknowledgeRealityCheck, realityCheck, setRealityCheck } from './reality-check.ts';
import { setLimit } from './set-limit.ts';
import { getStatus } from './status.ts';

/** Responsible gaming: limits, reality checks, cool-off and self-exclusion (issue 11). */
export async function responsibleRoutes(app: FastifyInstance) {
  const { db } = app.database;
  registerCall(app, calls.responsibleStatus, ({ member }) => getStatus(db, member.userId, new Date()));
  registerCall(app, calls.responsibleLimitSet, ({ body, member }) =>
    setLimit(db, { userId: member.userId, ...body, now: new Date() }),
  );
  registerCall(app, calls.responsibleRealityCheckSet, ({ body, member }) =>
    setRealityCheck(db, { userId: member.userId, minutes: body.minutes, now: new Date() }),
  );
  registerCall(app, calls.responsibleRealityCheck, ({ member }) => realityCheck(db, { userId: member.userId, now: new Date() }));
  registerCall(app, calls.responsibleRealityCheckAck, ({ member }) =>
    acknowledgeRealityCheck(db, { userId: member.userId, now: new Date() }),
  );
  registerCall(app, calls.responsibleBlock, ({ body, member }) =>
    startBlock(db, { userId: member.userId, kind: body.kind, period: body.period, now: new Date() }),
  );
}
