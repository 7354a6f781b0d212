import type { TLinkedAccounts } from '@amigo/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberLink, RiskEvidence } from '../../../components/risk-evidence.tsx';
import { cellClass, ErrorNote, Loading, StatusBadge, Table } from '../../../components/ui.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMemberRisk } from '../api/get-member-risk.ts';
import { deviceOf } from './device.ts';

/** What is shared, in words: the device as "iPhone · Safari" at its IP, a card by bank, last four and fingerprint. */
function linkLabel(link: TLinkedAccounts): string {
  if (link.kind === 'device' && link.userAgent) return `${deviceOf(link.userAgent) ?? link.userAgent} · ${link.ip ?? ''}`;
  return link.label;
}

/**
 * A member file's risk panel (issue 21): the other members who share a device, an IP address, a
 * bank account (by fingerprint, never the number) or a crypto withdrawal address with this
 * member, each a link to their file; and this member's risk alerts with their evidence.
 */
export function LinkedAccounts({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useMemberRisk(userId);
  const linkedId = useId();
  const alertsId = useId();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <section aria-labelledby={linkedId} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id={linkedId} className="text-base font-semibold text-slate-900">
          {t('risk.linked.title')}
        </h2>
        <ErrorNote error={query.error} />
        {query.isPending ? <Loading /> : null}
        {query.data && query.data.linked.length === 0 ? <p className="text-sm text-slate-600">{t('risk.linked.none')}</p> : null}
        {query.data && query.data.linked.length > 0 ? (
          <ul className="flex flex-col gap-2 text-sm">
            {query.data.linked.map((link) => (
              <li
                key={`${link.kind}:${link.label}`}
                className="flex min-w-0 flex-col gap-0.5"
                data-testid={`linked-${link.kind}`}
              >
                <span>
                  <span className="font-medium">{t(`risk.linked.kind.${link.kind}`)}</span>{' '}
                  <span className="font-mono text-xs break-all text-slate-700" title={link.userAgent ?? link.label}>
                    {linkLabel(link)}
                  </span>
                </span>
                <span className="text-slate-800">
                  {link.members.map((member, i) => (
                    <span key={member.userId}>
                      {i > 0 ? ', ' : null}
                      <MemberLink {...member} />
                    </span>
                  ))}
                  {link.total > link.members.length ? ` ${t('risk.andMore', { count: link.total - link.members.length })}` : null}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby={alertsId} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id={alertsId} className="text-base font-semibold text-slate-900">
          {t('risk.memberAlerts')}
        </h2>
        {query.data && query.data.alerts.length === 0 ? <p className="text-sm text-slate-600">{t('risk.noAlerts')}</p> : null}
        {query.data && query.data.alerts.length > 0 ? (
          <Table caption={t('risk.memberAlerts')} head={[t('risk.rule'), t('risk.evidenceHeader'), t('common.status')]}>
            {query.data.alerts.map((alert) => (
              <tr key={alert.id}>
                <td className={cellClass}>
                  <span className="font-medium">{t(`risk.rules.${alert.rule}`)}</span>
                  <span className="block text-xs text-slate-600">{formatDateTime(alert.openedAt)}</span>
                </td>
                <td className={cellClass}>
                  <RiskEvidence alert={alert} />
                </td>
                <td className={cellClass}>
                  <StatusBadge
                    status={alert.status === 'cleared' ? 'approved' : alert.status === 'escalated' ? 'rejected' : 'pending'}
                    label={t(`risk.status.${alert.status}`)}
                  />
                  {alert.note ? <span className="mt-1 block text-xs text-slate-700">{alert.note}</span> : null}
                </td>
              </tr>
            ))}
          </Table>
        ) : null}
      </section>
    </div>
  );
}
