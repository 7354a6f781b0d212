import { adminCalls, type TKycQueueItem } from '@amigo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Empty,
  ErrorNote,
  Loading,
  Page,
  PageHeader,
  Pager,
  ReasonAction,
  Segmented,
  StatusBadge,
} from '../../../components/ui.tsx';
import { adminFetch, adminFetchBlobUrl } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';

type Status = 'pending' | 'approved' | 'rejected';
const SIDES = ['front', 'back', 'handheld'] as const;

/** KYC reviews: the three photos of each submission, approve, or reject with a reason the member reads. */
export function KycPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('pending');
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'kyc', status, pageNum],
    queryFn: () => adminFetch(adminCalls.adminKycList, { status, pageNum, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  return (
    <Page>
      <PageHeader title={t('sections.kyc.title')} description={t('sections.kyc.description')} />
      <Segmented
        label={t('common.status')}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPageNum(1);
        }}
        options={(['pending', 'approved', 'rejected'] as const).map((value) => ({ value, label: t(`status.kyc.${value}`) }))}
      />
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {query.data?.list.length === 0 ? <Empty /> : null}
      <ul className="flex flex-col gap-3">
        {query.data?.list.map((item) => (
          <KycCard key={item.id} item={item} />
        ))}
      </ul>
      {query.data ? <Pager {...query.data} onPage={setPageNum} /> : null}
    </Page>
  );
}

type Item = TKycQueueItem;

function KycCard({ item }: { item: Item }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [showPhotos, setShowPhotos] = useState(false);
  const decide = useMutation({
    mutationFn: (input: { decision: 'approved' | 'rejected'; reason?: string }) =>
      adminFetch(adminCalls.adminKycDecide, { id: item.id, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
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
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setShowPhotos((v) => !v)} aria-expanded={showPhotos}>
          {showPhotos ? t('kyc.hidePhotos') : t('kyc.showPhotos')}
        </Button>
        {item.status === 'pending' ? (
          <>
            <Button variant="primary" disabled={decide.isPending} onClick={() => decide.mutate({ decision: 'approved' })}>
              {t('actions.approve')}
            </Button>
            <ReasonAction
              label={t('actions.reject')}
              confirmLabel={t('actions.confirmReject')}
              busy={decide.isPending}
              onSubmit={(reason) => decide.mutate({ decision: 'rejected', reason })}
            />
          </>
        ) : null}
      </div>
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
    adminFetchBlobUrl(adminCalls.adminKycImage, { id, side }).then(
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
