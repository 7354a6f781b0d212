import { migrationStaffCalls as c } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, registerAdminCall } from '../admin/index.ts';
import { importLegacyCsv, LEGACY_IMPORT_BODY_LIMIT } from './staff-import.ts';

/** The migration module's operator call: legacy accounts imported from a CSV the operator uploads. */
export async function migrationStaffRoutes(app: FastifyInstance) {
  const { db } = app.database;
  // A CSV of up to 2,000,000 characters: a larger body limit than the server's default.
  registerAdminCall(
    app,
    c.adminLegacyImport,
    (ctx) =>
      importLegacyCsv(db, {
        ...actorOf(ctx),
        csv: ctx.body.csv,
        dryRun: ctx.body.dryRun,
        limits: app.config.staff.moneyLimits.legacy_import,
      }),
    {
      bodyLimit: LEGACY_IMPORT_BODY_LIMIT,
    },
  );
}
