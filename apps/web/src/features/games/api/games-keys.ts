import type { RequestOf } from '../../../lib/http/call-ref.ts';

/**
 * The game hall's query keys. Every query lives under
 * ['games', …] so a seat change or a play can refresh the hall at once.
 */
export const gamesKeys = {
  all: ['games'] as const,
  catalogue: ['games', 'catalogue'] as const,
  floor: (request: RequestOf<'gameFloor'>) => ['games', 'floor', request] as const,
  machine: (machineId: number) => ['games', 'machine', machineId] as const,
  favorites: ['games', 'favorites'] as const,
  seat: ['games', 'seat'] as const,
  fairness: ['games', 'fairness'] as const,
  fairChain: (from: string | null) => ['games', 'fairChain', from] as const,
  round: (recordId: string) => ['games', 'round', recordId] as const,
  records: ['games', 'records'] as const,
  popular: (limit: number) => ['games', 'popular', limit] as const,
  latest: (limit: number) => ['games', 'latest', limit] as const,
};
