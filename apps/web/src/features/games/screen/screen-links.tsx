import { Link } from 'react-router';
import { Icon } from '../../../components/icons/icon.tsx';
import { useGamesTranslation } from '../games-translation.ts';
import { GAME_PATHS } from '../paths.ts';

const linkClass = 'inline-flex items-center gap-1.5 text-gold-300 underline-offset-4 hover:underline';

/** Fairness, verifying the last round, the records, and how long an idle seat is kept. */
export function ScreenLinks({ lastRecordId, idleTimeoutSeconds }: { lastRecordId: string | null; idleTimeoutSeconds: number }) {
  const { gt } = useGamesTranslation();
  return (
    <section className="grid gap-2 text-sm">
      <Link to={GAME_PATHS.fairness} className={linkClass}>
        <Icon name="shield" className="size-4" />
        {gt('screen.fairness')}
      </Link>
      {lastRecordId ? (
        <Link to={GAME_PATHS.verify(lastRecordId)} className={linkClass} data-testid="verify-last">
          <Icon name="check" className="size-4" />
          {gt('screen.verifyLast')}
        </Link>
      ) : null}
      <Link to={GAME_PATHS.records} className={linkClass}>
        <Icon name="receipt" className="size-4" />
        {gt('screen.records')}
      </Link>
      <p className="text-xs text-fg-subtle">{gt('screen.idle', { minutes: Math.max(1, Math.round(idleTimeoutSeconds / 60)) })}</p>
    </section>
  );
}
