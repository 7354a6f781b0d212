/**
 * `npm run citus:plan`: prints the statements that distribute the hall on a Citus coordinator,
 * after the migrations have run there (docs/scale.md §1, decision 0019): reference tables, then
 * the member group anchored on `users`, then the tables keyed by values of their own. Reads no
 * database: the placement is `db/distribution.ts`, which `db/distribution.test.ts` checks against
 * the migrated schema.
 */
import { citusDistributionStatements } from '../db/distribution.ts';

console.log('-- Amigo Hall on Citus: run on the coordinator after the migrations, one statement at a time (docs/scale.md).');
for (const statement of citusDistributionStatements()) console.log(statement);
