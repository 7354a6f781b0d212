import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '../../../components/icons/icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/http/api-error.ts';
import { gamesKeys, takeSeat, useCurrentSeat } from '../api/games-api.ts';
import { useGamesTranslation } from '../games-translation.ts';
import { GAME_PATHS } from '../paths.ts';
import { GameScreen } from './game-screen.tsx';
import { replaceQueryData } from '../../../lib/query-client.ts';

/**
 * /amigo-springboard?machine=<id>: takes the seat at that machine when it is not yet the
 * member's, then shows the game screen. Loaded lazily: only this route downloads the
 * renderers.
 */
export default function SpringboardPage() {
  const { gt } = useGamesTranslation();
  const [params] = useSearchParams();
  const requested = Number(params.get('machine') ?? '');
  const wanted = Number.isInteger(requested) && requested >= 1 ? requested : null;
  const seat = useCurrentSeat();
  const client = useQueryClient();
  const [takeError, setTakeError] = useState<string | null>(null);
  // The seat is taken at most once per visit, from the first answer of seat/current: leaving the
  // machine (or losing it) later never sits the member down again by itself.
  const handled = useRef(false);

  const needsSeat = wanted !== null && seat.data?.machineId !== wanted;
  useEffect(() => {
    if (!seat.isSuccess || handled.current) return;
    handled.current = true;
    if (wanted === null || seat.data?.machineId === wanted) return;
    takeSeat(wanted).then(
      async (taken) => {
        await replaceQueryData(client, gamesKeys.seat, taken);
        void client.invalidateQueries({ queryKey: ['games', 'floor'] });
      },
      (error: unknown) => setTakeError(isApiError(error) ? error.msg : gt('shared.loadFailed')),
    );
  }, [seat.isSuccess, seat.data, wanted, client, gt]);

  if (takeError) return <NoSeat message={takeError} />;
  if (seat.isError) return <NoSeat message={gt('shared.loadFailed')} />;
  if (seat.isPending || needsSeat) {
    return (
      <p className="panel p-6 text-sm text-fg-subtle" role="status">
        {gt('screen.takingSeat')}
      </p>
    );
  }
  if (!seat.data) return <NoSeat message={gt('screen.noSeat')} />;
  return <GameScreen key={seat.data.machineId} seat={seat.data} />;
}

function NoSeat({ message }: { message: string }) {
  const { gt, t } = useGamesTranslation();
  return (
    <div className="panel mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center" data-testid="no-seat">
      <h1 className="text-xl font-bold text-fg">{t('routes.amigoSpringboard')}</h1>
      <p role="alert" className="text-fg-muted">
        {message}
      </p>
      <Link to={GAME_PATHS.hall} className={buttonClass('primary', 'md')}>
        <Icon name="gamepad" className="size-4" />
        {gt('screen.backToHall')}
      </Link>
    </div>
  );
}
