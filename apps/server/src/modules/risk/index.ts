/** The risk module's public use cases: the scheduled scan and the dashboard's figure. */
export { scanRisk } from './scan.ts';
export { openRiskAlertCount } from './figures.ts';
