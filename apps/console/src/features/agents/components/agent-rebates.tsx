import { AGENT_REBATE_BPS_MAX, AGENT_REBATE_LEVELS_MAX, type TAgentRow } from '@amigo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cellClass, Empty, ErrorNote, inputClass, Loading, Pager, Table } from '../../../components/ui.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { can, useMe } from '../../../lib/session.ts';
import { useAgents } from '../api/list-agents.ts';
import { setAgentRebate } from '../api/set-agent-rebate.ts';

/** Basis points as a percentage the way operators read rates: 50 → "0.5". */
const toPercent = (bps: number) => String(bps / 100);
const formatRates = (rates: readonly number[]) => rates.map((bps) => `${toPercent(bps)}%`).join(' / ');

/**
 * Agents and their daily rebate: per level below the agent (1 = the agent's direct members), a
 * share of the team's bets. An agent without rates of their own gets the hall default.
 */
export function AgentRebates() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const searchId = useId();
  const query = useAgents({ q, pageNum, pageSize: 20 });
  function search(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
    setPageNum(1);
  }
  const defaults = query.data?.defaultRebateBps ?? [];
  return (
    <section aria-labelledby="agent-rebates-title" className="flex flex-col gap-3">
      <h2 id="agent-rebates-title" className="text-lg font-semibold text-slate-900">
        {t('rebates.title')}
      </h2>
      <p className="text-sm text-slate-700">
        {t('rebates.explain', { rates: defaults.length ? formatRates(defaults) : t('rebates.none') })}
      </p>
      <form role="search" onSubmit={search} className="flex max-w-xl flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
            {t('rebates.search')}
          </label>
          <input
            id={searchId}
            type="search"
            maxLength={64}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className={inputClass}
          />
        </div>
        <Button type="submit">{t('members.search')}</Button>
      </form>
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {query.data?.list.length === 0 ? (
        <Empty />
      ) : query.data ? (
        <Table
          caption={t('rebates.title')}
          head={[t('common.member'), t('rebates.code'), t('members.parent'), t('rebates.rates'), t('common.actions')]}
        >
          {query.data.list.map((row) => (
            <AgentRow key={row.userId} row={row} defaults={defaults} />
          ))}
        </Table>
      ) : null}
      {query.data ? <Pager {...query.data} onPage={setPageNum} /> : null}
    </section>
  );
}

function AgentRow({ row, defaults }: { row: TAgentRow; defaults: number[] }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [editing, setEditing] = useState(false);
  const main = (
    <tr data-testid={`agent-${row.username}`}>
      <td className={cellClass}>
        {row.username} <span className="text-xs text-slate-500">#{row.userId}</span>
        <span className="block text-xs text-slate-600">{formatDateTime(row.approvedAt)}</span>
      </td>
      <td className={cellClass}>
        <span className="font-mono text-xs">{row.agentCode ?? '—'}</span>
        <span className="block text-xs text-slate-600">{t('rebates.depth', { depth: row.depth })}</span>
      </td>
      <td className={cellClass}>{row.parent ? row.parent.username : '—'}</td>
      <td className={`${cellClass} tabular-nums`}>
        {row.rebateBps ? (
          formatRates(row.rebateBps)
        ) : (
          <>
            {formatRates(defaults)} <span className="block text-xs text-slate-600">{t('rebates.default')}</span>
          </>
        )}
      </td>
      <td className={cellClass}>
        {can(me, 'agents.review') ? (
          <Button aria-expanded={editing} onClick={() => setEditing(!editing)}>
            {t('rebates.edit')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
  return editing ? (
    <>
      {main}
      {/* The form gets a row of its own, kept in view while the table scrolls sideways on a phone. */}
      <tr>
        <td colSpan={5} className="bg-slate-50 px-3 py-3">
          <div className="sticky left-3 w-[min(20rem,calc(100vw-4rem))]">
            <RebateForm row={row} defaults={defaults} onDone={() => setEditing(false)} />
          </div>
        </td>
      </tr>
    </>
  ) : (
    main
  );
}

function RebateForm({ row, defaults, onDone }: { row: TAgentRow; defaults: number[]; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [levels, setLevels] = useState<string[]>(() => (row.rebateBps ?? (defaults.length ? defaults : [0])).map(toPercent));
  const [invalid, setInvalid] = useState(false);
  const baseId = useId();
  const save = useMutation({
    mutationFn: (rebateBps: number[] | null) => setAgentRebate({ userId: row.userId, rebateBps }),
    onSuccess: onDone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'agents'] }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const bps = levels.map((value) => Math.round(Number(value) * 100));
    const ok = bps.every(
      (value, i) => levels[i]!.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= AGENT_REBATE_BPS_MAX,
    );
    setInvalid(!ok);
    if (ok) save.mutate(bps);
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('rebates.formLabel', { name: row.username })}
      className="flex w-full flex-col gap-2"
    >
      {levels.map((value, i) => (
        <div key={i} className="flex items-center gap-2">
          <label htmlFor={`${baseId}-${i}`} className="w-24 shrink-0 text-xs font-medium text-slate-700">
            {t('rebates.level', { level: i + 1 })}
          </label>
          <input
            id={`${baseId}-${i}`}
            type="number"
            inputMode="decimal"
            min={0}
            max={AGENT_REBATE_BPS_MAX / 100}
            step={0.01}
            required
            value={value}
            aria-invalid={invalid || undefined}
            aria-describedby={`${baseId}-hint`}
            onChange={(event) => setLevels(levels.map((old, j) => (j === i ? event.target.value : old)))}
            className={`${inputClass} tabular-nums`}
          />
          <span aria-hidden="true" className="text-sm text-slate-600">
            %
          </span>
        </div>
      ))}
      <p id={`${baseId}-hint`} className="text-xs text-slate-600">
        {t('rebates.hint')}
      </p>
      {invalid ? (
        <p role="alert" className="text-sm text-red-800">
          {t('rebates.invalid')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-1.5">
        <Button disabled={levels.length >= AGENT_REBATE_LEVELS_MAX} onClick={() => setLevels([...levels, '0'])}>
          {t('rebates.addLevel')}
        </Button>
        <Button disabled={levels.length <= 1} onClick={() => setLevels(levels.slice(0, -1))}>
          {t('rebates.removeLevel')}
        </Button>
      </div>
      <ErrorNote error={save.error} />
      <div className="flex flex-wrap gap-1.5">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('rebates.save')}
        </Button>
        {row.rebateBps ? (
          <Button disabled={save.isPending} onClick={() => save.mutate(null)}>
            {t('rebates.useDefault')}
          </Button>
        ) : null}
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}
