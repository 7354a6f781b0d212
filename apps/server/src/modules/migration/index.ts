/** The migration module's public use cases: the operator console's import and the CLI. */
export { importLegacyAccounts, parseCsv, type ImportReport, type LegacyRow } from './import-legacy.ts';
export { DEMO_LEGACY_ACCOUNTS, seedDemoLegacyAccounts } from './seed-demo-legacy.ts';
