import { useQuery } from '@tanstack/react-query';
import * as calls from '../../../lib/http/calls.generated.ts';
import { callApi } from '../../../lib/http/client.ts';
import { gamesKeys } from './games-keys.ts';

/** POST /v2/app/game/query/pop/new and /latest/new: the home page rows (public). */
export function useHomeRow(kind: 'popular' | 'latest', limit = 8) {
  return useQuery({
    queryKey: kind === 'popular' ? gamesKeys.popular(limit) : gamesKeys.latest(limit),
    queryFn: ({ signal }) =>
      callApi(kind === 'popular' ? calls.gameQueryPopNew : calls.gameQueryLatestNew, { limit }, { signal, silent: true }),
    staleTime: 60_000,
  });
}
