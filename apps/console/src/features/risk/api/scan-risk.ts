import { adminCalls } from '@amigo/contract';
import { adminFetch } from '../../../lib/api.ts';

/** POST /v2/admin/risk/scan: runs the rules now (the server also scans on its own); answers how many alerts it opened. */
export function scanRisk() {
  return adminFetch(adminCalls.adminRiskScan, {});
}
