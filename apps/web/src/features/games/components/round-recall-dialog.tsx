import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRef } from '../../../lib/http/call-ref.ts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PopupDialog } from '../../../components/ui/popup-dialog.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { callApi } from '../../../lib/http/client.ts';
import { gamesKeys } from '../api/games-api.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

const gameRecordRecallCall = callRef('gameRecordRecall', '/v2/app/record/game/record/recall');

const UNITS_PAGE_SIZE = 20;

/**
 * Game recall on the records page: one round in full, every free spin (slot) or lottery draw
 * (pachinko) a page at a time, as the server replays it from the round's committed seeds
 * (POST /v2/app/record/game/record/recall). A pachislot round is one game: its outcome is shown.
 */
export default function RoundRecallDialog({ recordId, onClose }: { recordId: string; onClose: () => void }) {
  const { t, language } = useI18n('games');
  const [pageNum, setPageNum] = useState(1);
  const recall = useQuery({
    queryKey: [...gamesKeys.records, 'recall', recordId, pageNum],
    queryFn: ({ signal }) => callApi(gameRecordRecallCall, { recordId, pageNum, pageSize: UNITS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
  const data = recall.data;
  const pages = data ? Math.max(1, Math.ceil(data.units.total / UNITS_PAGE_SIZE)) : 1;
  const n = (value: number) => formatCoins(value, language);
  return (
    <PopupDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('games:records.recall.title', { id: recordId })}
      width="wide"
    >
      {recall.isError ? <p role="alert">{t('games:shared.loadFailed')}</p> : null}
      {data ? (
        <div className="grid gap-3 text-sm text-fg-muted" data-testid="round-recall">
          <p>
            {data.gameName} · {t('games:records.columns.bet')} {n(data.betAmount)} · {t('games:records.columns.win')}{' '}
            {n(data.winningAmount)}
          </p>
          {data.unitKind === 'none' ? (
            <p>{t('games:records.recall.oneGame', { flag: typeof data.display.flag === 'string' ? data.display.flag : '' })}</p>
          ) : (
            <>
              <p>
                {t(data.unitKind === 'draw' ? 'games:records.recall.draws' : 'games:records.recall.freeSpins', {
                  total: data.units.total,
                })}
              </p>
              <ol className="grid gap-1" data-testid="recall-units">
                {data.units.list.map((unit) => (
                  <li key={String(unit.draw ?? unit.spin)} className="rounded border border-line px-3 py-1.5 tabular-nums">
                    {data.unitKind === 'draw' ? <DrawLine unit={unit} /> : <FreeSpinLine unit={unit} n={n} />}
                  </li>
                ))}
              </ol>
              {pages > 1 ? (
                <nav className="flex items-center justify-between gap-3" aria-label={t('games:records.recall.pagination')}>
                  <Button variant="secondary" size="sm" disabled={pageNum <= 1} onClick={() => setPageNum((page) => page - 1)}>
                    {t('games:records.previous')}
                  </Button>
                  <span aria-live="polite">{t('games:records.page', { page: pageNum, pages })}</span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={pageNum >= pages}
                    onClick={() => setPageNum((page) => page + 1)}
                  >
                    {t('games:records.next')}
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </div>
      ) : recall.isPending ? (
        <p role="status">{t('games:records.recall.loading')}</p>
      ) : null}
    </PopupDialog>
  );
}

function DrawLine({ unit }: { unit: Record<string, unknown> }) {
  const { t } = useI18n('games');
  const reels = (unit.reels as number[] | undefined)?.join(' ') ?? '';
  const jackpot = unit.jackpot as { rounds: number; balls: number; rush: boolean } | null;
  return (
    <span>
      {t('games:records.recall.draw', { n: Number(unit.draw) })} · {reels}
      {unit.rush ? ` · ${t('games:records.recall.rush')}` : ''}
      {jackpot ? ` · ${t('games:records.recall.jackpot', { rounds: jackpot.rounds, balls: jackpot.balls })}` : ''}
    </span>
  );
}

function FreeSpinLine({ unit, n }: { unit: Record<string, unknown>; n: (value: number) => string }) {
  const { t } = useI18n('games');
  return (
    <span>
      {t('games:records.recall.freeSpin', { n: Number(unit.spin) + 1 })} · {t('games:records.columns.win')} {n(Number(unit.win))}
      {unit.retrigger ? ` · ${t('games:records.recall.retrigger')}` : ''}
    </span>
  );
}
