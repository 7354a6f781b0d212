import type { TMachineRow } from '@amigo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  cellClass,
  ErrorNote,
  Field,
  inputClass,
  Loading,
  Page,
  PageHeader,
  StatusBadge,
  Table,
} from '../../../components/ui.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { can, useMe } from '../../../lib/session.ts';
import { addMachines } from '../api/add-machines.ts';
import { decideMachineSetting } from '../api/decide-machine-setting.ts';
import { machinesKey, useMachines } from '../api/list-machines.ts';
import { removeMachine } from '../api/remove-machine.ts';
import { updateMachine } from '../api/update-machine.ts';

const percent = (rtp: number) => `${(rtp * 100).toFixed(2)} %`;

/**
 * Machines on the floor: add by model and setting, plan each machine's setting for the next
 * business day (today's is committed and published), take in or out of service, remove. A plan
 * that lifts the floor's average RTP above 100 % waits for an owner (games.approve).
 */
export function GamesPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const query = useMachines();
  const names = new Map(query.data?.models.map((model) => [model.code, model.name]));
  const canApprove = can(me, 'games.approve');
  return (
    <Page>
      <PageHeader title={t('sections.games.title')} description={t('sections.games.description')} />
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {query.data ? (
        <div className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700" data-testid="floor-rtp">
          <p className="font-semibold">
            {t('games.floorRtp', {
              today: percent(query.data.floorRtp.today),
              day: query.data.nextDay,
              next: percent(query.data.floorRtp.next),
            })}
          </p>
          <p className="mt-1 text-xs text-slate-600">{t('games.settingNote')}</p>
        </div>
      ) : null}
      {query.data ? <AddMachines models={query.data.models} /> : null}
      {query.data ? (
        <Table
          caption={t('sections.games.title')}
          head={[
            t('games.machine'),
            t('games.model'),
            t('games.settingToday'),
            t('games.settingNext', { day: query.data.nextDay }),
            t('common.status'),
            t('games.lastPlayed'),
            t('common.actions'),
          ]}
        >
          {query.data.machines.map((machine) => (
            <MachineRow
              key={machine.id}
              machine={machine}
              name={names.get(machine.modelCode) ?? machine.modelCode}
              canApprove={canApprove}
            />
          ))}
        </Table>
      ) : null}
    </Page>
  );
}

function AddMachines({ models }: { models: Array<{ code: string; name: string; settings: number[] }> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [modelCode, setModelCode] = useState(models[0]?.code ?? '');
  const [setting, setSetting] = useState<number | ''>('');
  const [count, setCount] = useState(1);
  const model = models.find((m) => m.code === modelCode);
  const add = useMutation({
    mutationFn: () => addMachines({ modelCode, count, ...(setting === '' ? {} : { setting }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: machinesKey }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate();
  }
  return (
    <form
      onSubmit={submit}
      aria-label={t('games.add')}
      className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_8rem_6rem_auto] sm:items-end"
    >
      <Field label={t('games.model')}>
        {(id) => (
          <select
            id={id}
            value={modelCode}
            onChange={(e) => {
              setModelCode(e.target.value);
              setSetting('');
            }}
            className={inputClass}
          >
            {models.map((m) => (
              <option key={m.code} value={m.code}>
                {m.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('games.setting')}>
        {(id) => (
          <select
            id={id}
            value={setting}
            onChange={(e) => setSetting(e.target.value === '' ? '' : Number(e.target.value))}
            className={inputClass}
          >
            <option value="">{t('games.defaultSetting')}</option>
            {model?.settings.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('games.count')}>
        {(id) => (
          <input
            id={id}
            type="number"
            min={1}
            max={50}
            value={count}
            onChange={(e) => setCount(Math.max(1, Math.min(50, Number(e.target.value) || 1)))}
            className={inputClass}
          />
        )}
      </Field>
      <Button type="submit" variant="primary" disabled={add.isPending}>
        {t('games.add')}
      </Button>
      <div className="sm:col-span-4">
        <ErrorNote error={add.error} />
      </div>
    </form>
  );
}

function MachineRow({ machine, name, canApprove }: { machine: TMachineRow; name: string; canApprove: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: machinesKey });
  const update = useMutation({
    mutationFn: (input: { setting?: number; status?: 'active' | 'out_of_service' }) =>
      updateMachine({ id: machine.id, ...input }),
    onSettled: invalidate,
  });
  const decide = useMutation({
    mutationFn: (approve: boolean) => decideMachineSetting({ id: machine.id, approve }),
    onSettled: invalidate,
  });
  const remove = useMutation({
    mutationFn: () => removeMachine({ id: machine.id }),
    onSettled: invalidate,
  });
  return (
    <tr>
      <td className={`${cellClass} tabular-nums`}>#{machine.id}</td>
      <td className={cellClass}>{name}</td>
      <td className={`${cellClass} tabular-nums`} data-testid={`setting-today-${machine.id}`}>
        {machine.setting}
      </td>
      <td className={cellClass}>
        <label className="sr-only" htmlFor={`setting-${machine.id}`}>
          {t('games.settingOf', { id: machine.id })}
        </label>
        <select
          id={`setting-${machine.id}`}
          value={machine.nextSetting}
          disabled={update.isPending || machine.settings.length < 2}
          onChange={(e) => update.mutate({ setting: Number(e.target.value) })}
          className={`${inputClass} w-20`}
        >
          {machine.settings.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        {machine.pendingSetting ? (
          <div className="mt-1 grid gap-1 text-xs text-amber-800" data-testid={`pending-setting-${machine.id}`}>
            <span>{t('games.pending', { setting: machine.pendingSetting.setting, by: machine.pendingSetting.requestedBy })}</span>
            {canApprove ? (
              <span className="flex gap-1.5">
                <Button variant="primary" disabled={decide.isPending} onClick={() => decide.mutate(true)}>
                  {t('games.approve')}
                </Button>
                <Button disabled={decide.isPending} onClick={() => decide.mutate(false)}>
                  {t('games.reject')}
                </Button>
              </span>
            ) : null}
          </div>
        ) : null}
      </td>
      <td className={cellClass}>
        <StatusBadge status={machine.status} label={t(`status.machine.${machine.status}`)} />
        {machine.occupied ? <span className="ml-1 text-xs text-slate-600">{t('games.occupied')}</span> : null}
      </td>
      <td className={cellClass}>{formatDateTime(machine.lastPlayedAt)}</td>
      <td className={cellClass}>
        <div className="flex flex-wrap gap-1.5">
          <Button
            disabled={update.isPending}
            onClick={() => update.mutate({ status: machine.status === 'active' ? 'out_of_service' : 'active' })}
          >
            {machine.status === 'active' ? t('games.outOfService') : t('games.backInService')}
          </Button>
          {machine.lastPlayedAt === null && !machine.occupied ? (
            <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {t('games.remove')}
            </Button>
          ) : null}
        </div>
        <ErrorNote error={update.error ?? decide.error ?? remove.error} />
      </td>
    </tr>
  );
}
