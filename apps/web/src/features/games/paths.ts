/**
 * The game routes' addresses. The route table (app/router/route-table.ts) is the source; a
 * feature cannot import app/, so the paths the game pages link between are repeated here.
 */
export const GAME_PATHS = {
  hall: '/amigo',
  fairness: '/amigo/fairness',
  springboard: (machineId?: number) =>
    machineId === undefined ? '/amigo-springboard' : `/amigo-springboard?machine=${machineId}`,
  records: '/user/record?tab=games',
  verify: (recordId: string) => `/amigo/fairness?record=${encodeURIComponent(recordId)}`,
  deposit: '/user/finance/deposit',
  responsibleGaming: '/user/responsible-gaming',
} as const;
