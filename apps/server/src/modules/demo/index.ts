/**
 * The demo module: the accounts a newcomer can try locally (development only; production never
 * seeds). It owns no table; it seeds through the owners' use cases (users, agents, platform).
 */
export { DEMO_ACCOUNTS, describeDemoData, seedDemoData } from './seed-demo-data.ts';
