import { RISK_ALERT_STATUSES, RISK_RULES, type RiskRule, type TRiskAlert } from '@amigo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueDecision } from '../../../components/review-queue/decision-bar.tsx';
import { StatusWithNote } from '../../../components/review-queue/queue-cells.tsx';
import { ReviewQueuePage } from '../../../components/review-queue/review-queue-page.tsx';
import { ReviewQueue } from '../../../components/review-queue/review-queue.tsx';
import { MemberLink, RiskEvidence } from '../../../components/risk-evidence.tsx';
import { Button, ErrorNote, inputClass } from '../../../components/ui.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { decideRiskAlert } from '../api/decide-risk-alert.ts';
import { listRiskAlerts, riskQueueKey } from '../api/list-risk-alerts.ts';
import { scanRisk } from '../api/scan-risk.ts';

type Decision = { decision: 'clear' | 'escalate'; flag?: 'risk' | 'fraud'; note: string };

/**
 * The risk queue (issue 21, `risk.review`): alerts the risk rules opened, oldest first, each with
 * its rule, the member (a link to their file) and the evidence in words and figures. Clear with a
 * note, or escalate: the member gets the risk or fraud flag with the note as its reason.
 */
export function RiskPage() {
  const { t } = useTranslation();
  const [rule, setRule] = useState<RiskRule | ''>('');
  const ruleId = useId();
  return (
    <ReviewQueuePage title={t('sections.risk.title')} description={t('sections.risk.description')}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={ruleId} className="text-sm font-medium text-slate-800">
            {t('risk.rule')}
          </label>
          <select
            id={ruleId}
            className={inputClass}
            value={rule}
            onChange={(event) => setRule(event.target.value as RiskRule | '')}
          >
            <option value="">{t('risk.allRules')}</option>
            {RISK_RULES.map((value) => (
              <option key={value} value={value}>
                {t(`risk.rules.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <ScanNow />
      </div>
      {/* Keyed by the rule: another rule starts from its first page with the queue's own filters. */}
      <ReviewQueue
        key={rule}
        queryKey={[...riskQueueKey, rule]}
        statuses={RISK_ALERT_STATUSES}
        initialStatus="open"
        statusLabel={(status) => t(`risk.status.${status}`)}
        search={{ label: t('risk.search'), placeholder: t('risk.searchPlaceholder') }}
        explain={t('risk.explain')}
        list={({ status, q, pageNum, pageSize }) => listRiskAlerts({ status, q, pageNum, pageSize, ...(rule ? { rule } : {}) })}
        table={{
          caption: t('sections.risk.title'),
          columns: [
            {
              header: t('risk.rule'),
              className: 'whitespace-nowrap',
              cell: (alert) => <span className="font-medium">{t(`risk.rules.${alert.rule}`)}</span>,
            },
            { header: t('common.member'), cell: (alert) => <MemberLink {...alert} /> },
            { header: t('risk.evidenceHeader'), cell: (alert) => <RiskEvidence alert={alert} /> },
            { header: t('risk.opened'), cell: (alert) => formatDateTime(alert.openedAt) },
            { header: t('common.status'), cell: (alert) => <AlertStatus alert={alert} /> },
          ],
          rowKey: (alert) => alert.id,
          rowTestId: (alert) => `risk-alert-${alert.rule}-${alert.username}`,
          decide: (alert, input: Decision) => decideRiskAlert({ id: alert.id, ...input }),
          decisions: (alert): QueueDecision<Decision>[] =>
            alert.status === 'open'
              ? [
                  {
                    kind: 'reason',
                    label: t('risk.clear'),
                    confirmLabel: t('risk.confirmClear'),
                    toInput: (note) => ({ decision: 'clear', note }),
                  },
                  ...(['risk', 'fraud'] as const).map((flag): QueueDecision<Decision> => ({
                    kind: 'reason',
                    label: t(`risk.escalate.${flag}`),
                    confirmLabel: t(`risk.confirmEscalate.${flag}`),
                    toInput: (note) => ({ decision: 'escalate', flag, note }),
                  })),
                ]
              : [],
        }}
      />
    </ReviewQueuePage>
  );
}

function AlertStatus({ alert }: { alert: TRiskAlert }) {
  const { t } = useTranslation();
  return (
    <>
      <StatusWithNote
        status={alert.status === 'cleared' ? 'approved' : alert.status === 'escalated' ? 'rejected' : 'pending'}
        label={t(`risk.status.${alert.status}`)}
        note={alert.note}
      />
      {alert.flag ? (
        <span className="mt-1 block text-xs text-slate-700">
          {t('risk.flagSet', { flag: t(`memberFile.flags.${alert.flag}`) })}
        </span>
      ) : null}
      {alert.decidedBy ? (
        <span className="mt-1 block text-xs text-slate-600">
          {alert.decidedBy} · {formatDateTime(alert.decidedAt)}
        </span>
      ) : null}
    </>
  );
}

/** Runs the rules now instead of waiting for the scheduled scan, and says how many alerts it opened. */
function ScanNow() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const scan = useMutation({
    mutationFn: scanRisk,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  return (
    <div className="flex flex-col gap-1">
      <Button onClick={() => scan.mutate()} disabled={scan.isPending}>
        {t('risk.scanNow')}
      </Button>
      {scan.data ? (
        <p role="status" className="text-sm text-slate-700">
          {t('risk.scanned', { count: scan.data.opened })}
        </p>
      ) : null}
      <ErrorNote error={scan.error} />
    </div>
  );
}
