import { STAFF_ROLES, type StaffRole, type TStaffAccount } from '@amigo/contract';
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
import { createStaff } from '../api/create-staff.ts';
import { staffKey, useStaff } from '../api/list-staff.ts';
import { updateStaff } from '../api/update-staff.ts';

/** Staff accounts (owners only): create, change roles, disable, reset two-factor enrolment. */
export function StaffPage() {
  const { t } = useTranslation();
  const query = useStaff();
  return (
    <Page>
      <PageHeader title={t('sections.staff.title')} description={t('sections.staff.description')} />
      <CreateStaff />
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {query.data ? (
        <Table
          caption={t('sections.staff.title')}
          head={[
            t('staff.username'),
            t('staff.roles'),
            t('staff.twoFactor'),
            t('common.status'),
            t('members.lastLogin'),
            t('common.actions'),
          ]}
        >
          {query.data.map((account) => (
            <StaffRow key={account.id} account={account} />
          ))}
        </Table>
      ) : null}
    </Page>
  );
}

function RolePicker({ value, onChange, legend }: { value: StaffRole[]; onChange: (roles: StaffRole[]) => void; legend: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap gap-x-3 gap-y-1">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role} className="flex items-center gap-1 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
          />
          {t(`roles.${role}`)}
        </label>
      ))}
    </fieldset>
  );
}

function CreateStaff() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ username: '', displayName: '', password: '' });
  const [roles, setRoles] = useState<StaffRole[]>(['support']);
  const create = useMutation({
    mutationFn: () => createStaff({ ...form, roles }),
    onSuccess: () => setForm({ username: '', displayName: '', password: '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate();
  }
  const text =
    (key: keyof typeof form, extra: Record<string, unknown> = {}) =>
    (id: string) => (
      <input
        id={id}
        required
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        className={inputClass}
        {...extra}
      />
    );
  return (
    <form
      onSubmit={submit}
      aria-label={t('staff.create')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Field label={t('staff.username')} hint={t('staff.usernameHint')}>
          {text('username', { maxLength: 32, autoCapitalize: 'none', pattern: '[a-z0-9][a-z0-9._-]{2,31}' })}
        </Field>
        <Field label={t('staff.displayName')}>{text('displayName', { maxLength: 60 })}</Field>
        <Field label={t('login.password')} hint={t('staff.passwordHint')}>
          {text('password', { type: 'password', minLength: 12, maxLength: 128, autoComplete: 'new-password' })}
        </Field>
      </div>
      <RolePicker value={roles} onChange={setRoles} legend={t('staff.roles')} />
      <ErrorNote error={create.error} />
      <Button type="submit" variant="primary" className="self-start" disabled={create.isPending || roles.length === 0}>
        {t('staff.create')}
      </Button>
    </form>
  );
}

function StaffRow({ account }: { account: TStaffAccount }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState<StaffRole[]>(account.roles);
  const update = useMutation({
    mutationFn: (input: { roles?: StaffRole[]; status?: 'active' | 'disabled'; resetTotp?: true }) =>
      updateStaff({ id: account.id, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
  const changed = roles.length > 0 && roles.slice().sort().join() !== account.roles.slice().sort().join();
  return (
    <tr>
      <td className={cellClass}>
        {account.username}
        <span className="block text-xs text-slate-600">{account.displayName}</span>
      </td>
      <td className={cellClass}>
        <RolePicker value={roles} onChange={setRoles} legend={t('staff.rolesOf', { name: account.username })} />
        {changed ? (
          <Button className="mt-1" variant="primary" disabled={update.isPending} onClick={() => update.mutate({ roles })}>
            {t('staff.saveRoles')}
          </Button>
        ) : null}
      </td>
      <td className={cellClass}>{account.totpEnrolled ? t('staff.enrolled') : t('staff.notEnrolled')}</td>
      <td className={cellClass}>
        <StatusBadge status={account.status} label={t(`status.member.${account.status}`)} />
      </td>
      <td className={cellClass}>{formatDateTime(account.lastLoginAt)}</td>
      <td className={cellClass}>
        <div className="flex flex-wrap gap-1.5">
          <Button
            disabled={update.isPending}
            onClick={() => update.mutate({ status: account.status === 'active' ? 'disabled' : 'active' })}
          >
            {account.status === 'active' ? t('staff.disable') : t('staff.enable')}
          </Button>
          {account.totpEnrolled ? (
            <Button disabled={update.isPending} onClick={() => update.mutate({ resetTotp: true })}>
              {t('staff.resetTotp')}
            </Button>
          ) : null}
        </div>
        <ErrorNote error={update.error} />
      </td>
    </tr>
  );
}
