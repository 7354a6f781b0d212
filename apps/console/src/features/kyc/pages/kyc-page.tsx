import type { TKycQueueItem } from '@amigo/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionBar, type QueueDecision } from '../../../components/review-queue/decision-bar.tsx';
import { ReviewQueuePage } from '../../../components/review-queue/review-queue-page.tsx';
import { ReviewQueue } from '../../../components/review-queue/review-queue.tsx';
import { useQueueDecision } from '../../../components/review-queue/use-queue-decision.ts';
import { Button, ErrorNote, StatusBadge } from '../../../components/ui.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { decideKyc } from '../api/decide-kyc.ts';
import { getKycImageUrl } from '../api/get-kyc-image.ts';
import { kycQueueKey, listKycSubmissions } from '../api/list-kyc-submissions.ts';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
const SIDES = ['front', 'back', 'handheld'] as const;

/** KYC reviews: the three photos of each submission, approve, or reject with a reason the member reads. */
export function KycPage() {
  const { t } = useTranslation();
  return (
    <ReviewQueuePage title={t('sections.kyc.title')} description={t('sections.kyc.description')}>
      <ReviewQueue
        queryKey={kycQueueKey}
        statuses={STATUSES}
        initialStatus="pending"
        statusLabel={(status) => t(`status.kyc.${status}`)}
        list={({ status, pageNum, pageSize }) => listKycSubmissions({ status, pageNum, pageSize })}
        cards={{ key: (item) => item.id, render: (item) => <KycCard item={item} /> }}
      />
    </ReviewQueuePage>
  );
}

type Decision = { decision: 'approved' | 'rejected'; reason?: string };

function KycCard({ item }: { item: TKycQueueItem }) {
  const { t } = useTranslation();
  const [showPhotos, setShowPhotos] = useState(false);
  const decide = useQueueDecision((input: Decision) => decideKyc({ id: item.id, ...input }));
  const decisions: QueueDecision<Decision>[] =
    item.status === 'pending'
      ? [
          { kind: 'go', label: t('actions.approve'), input: { decision: 'approved' } },
          {
            kind: 'reason',
            label: t('actions.reject'),
            confirmLabel: t('actions.confirmReject'),
            toInput: (reason) => ({ decision: 'rejected', reason }),
          },
        ]
      : [];
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={t('kyc.submissionOf', { name: item.username })}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5 text-sm">
          <span className="font-medium text-slate-900">
            {item.username} <span className="text-slate-500">#{item.userId}</span>
          </span>
          <span className="text-slate-700">
            {t('kyc.name')}: {item.name ?? '—'} · {t('kyc.idNumber')}: {item.idNumberMasked ?? '—'}
          </span>
          <span className="text-xs text-slate-600">{formatDateTime(item.createdAt)}</span>
          {item.reason ? <span className="text-xs text-red-800">{item.reason}</span> : null}
        </div>
        <StatusBadge status={item.status} label={t(`status.kyc.${item.status}`)} />
      </div>
      <DecisionBar
        className="flex flex-wrap gap-2"
        decisions={decisions}
        busy={decide.isPending}
        decide={(input) => decide.mutate(input)}
        reset={() => decide.reset()}
      >
        <Button onClick={() => setShowPhotos((v) => !v)} aria-expanded={showPhotos}>
          {showPhotos ? t('kyc.hidePhotos') : t('kyc.showPhotos')}
        </Button>
      </DecisionBar>
      <ErrorNote error={decide.error} />
      {showPhotos ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {SIDES.map((side) => (
            <KycPhoto key={side} id={item.id} side={side} />
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** One photo, fetched with the staff session (never a public URL) and shown from a blob: URL. */
function KycPhoto({ id, side }: { id: string; side: (typeof SIDES)[number] }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let current: string | null = null;
    let cancelled = false;
    getKycImageUrl({ id, side }).then(
      (next) => {
        if (cancelled) return URL.revokeObjectURL(next);
        current = next;
        setUrl(next);
      },
      (reason: unknown) => setError(reason),
    );
    return () => {
      cancelled = true;
      if (current) URL.revokeObjectURL(current);
    };
  }, [id, side]);
  return (
    <figure className="flex flex-col gap-1">
      {url ? (
        <img
          src={url}
          alt={t(`kyc.side.${side}`)}
          className="aspect-[4/3] w-full rounded border border-slate-200 object-contain bg-slate-100"
        />
      ) : (
        <div className="aspect-[4/3] w-full rounded border border-dashed border-slate-300 bg-slate-50" />
      )}
      <figcaption className="text-xs text-slate-600">{t(`kyc.side.${side}`)}</figcaption>
      <ErrorNote error={error} />
    </figure>
  );
}
