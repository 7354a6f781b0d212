import type { KycIdentityField, TKycChecklist, TKycQueueItem } from '@amigo/contract';
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
import { EMPTY_CHECKLIST, isComplete, KycChecklist, KycChecklistResult } from '../components/kyc-checklist.tsx';
import { PhotoViewer } from '../components/photo-viewer.tsx';
import { RequestInfoAction } from '../components/request-info-action.tsx';

const STATUSES = ['pending', 'more_info', 'approved', 'rejected'] as const;
const SIDES = ['front', 'back', 'handheld'] as const;
type Side = (typeof SIDES)[number];

/**
 * KYC reviews: the photos at full size beside the profile, the checklist, approve, reject with a
 * reason, or ask the member for more information (the fields they may change and why).
 */
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

type Decision =
  | { decision: 'approved' | 'rejected'; reason?: string; checklist: TKycChecklist }
  | { decision: 'more_info'; reason: string; fields: KycIdentityField[] };

/** The identity fields the member's profile lacks (an approval needs them): ticked first when asking for more information. */
function missingFields(item: TKycQueueItem): KycIdentityField[] {
  const { profile } = item;
  const missing: KycIdentityField[] = [];
  if (!profile.lastName) missing.push('lastName');
  if (!profile.firstName) missing.push('firstName');
  if (!profile.birthDate) missing.push('birthDate');
  if (!profile.idNumber) missing.push('idNumber');
  return missing;
}

export function KycCard({ item }: { item: TKycQueueItem }) {
  const { t } = useTranslation();
  const [showPhotos, setShowPhotos] = useState(false);
  const [checklist, setChecklist] = useState<TKycChecklist>(EMPTY_CHECKLIST);
  const decide = useQueueDecision((input: Decision) => decideKyc({ id: item.id, ...input }));
  const pending = item.status === 'pending';
  const decisions: QueueDecision<Decision>[] = pending
    ? [
        {
          kind: 'custom',
          key: 'approve',
          render: ({ busy, decide: go }) => (
            <Button
              variant="primary"
              disabled={busy || !isComplete(checklist)}
              onClick={() => go({ decision: 'approved', checklist })}
              aria-describedby={`kyc-approve-note-${item.id}`}
            >
              {t('actions.approve')}
            </Button>
          ),
        },
        {
          kind: 'reason',
          label: t('actions.reject'),
          confirmLabel: t('actions.confirmReject'),
          toInput: (reason) => ({ decision: 'rejected', reason, checklist }),
        },
        {
          kind: 'custom',
          key: 'more-info',
          render: ({ busy, decide: go }) => (
            <RequestInfoAction
              missing={missingFields(item)}
              busy={busy}
              onSubmit={({ reason, fields }) => go({ decision: 'more_info', reason, fields })}
            />
          ),
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
          <span className="text-xs text-slate-600">
            {t('kyc.submittedAt')}: {formatDateTime(item.createdAt)}
          </span>
        </div>
        <StatusBadge status={item.status} label={t(`status.kyc.${item.status}`)} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-2">
          <div>
            <Button onClick={() => setShowPhotos((v) => !v)} aria-expanded={showPhotos}>
              {showPhotos ? t('kyc.hidePhotos') : t('kyc.showPhotos')}
            </Button>
          </div>
          {showPhotos ? <KycPhotos id={item.id} /> : null}
        </div>
        <div className="flex flex-col gap-3">
          <KycProfile item={item} />
          {pending ? (
            <>
              <KycChecklist value={checklist} onChange={setChecklist} disabled={decide.isPending} />
              <p id={`kyc-approve-note-${item.id}`} className="sr-only">
                {t('kyc.checklist.hint')}
              </p>
            </>
          ) : (
            <KycHistory item={item} />
          )}
        </div>
      </div>
      <DecisionBar
        className="flex flex-wrap gap-2"
        decisions={decisions}
        busy={decide.isPending}
        decide={(input) => decide.mutate(input)}
        reset={() => decide.reset()}
      />
      <ErrorNote error={decide.error} />
    </li>
  );
}

/** The profile values the reviewer compares with the documents; a missing one is said plainly (approval needs it). */
function KycProfile({ item }: { item: TKycQueueItem }) {
  const { t } = useTranslation();
  const { profile } = item;
  const legalName = [profile.lastName, profile.firstName].filter(Boolean).join(' ');
  const rows: Array<{ key: string; label: string; value: string | null }> = [
    { key: 'name', label: t('kyc.name'), value: profile.lastName && profile.firstName ? legalName : null },
    { key: 'reading', label: t('kyc.reading'), value: profile.reading },
    { key: 'birthDate', label: t('kyc.birthDate'), value: profile.birthDate },
    { key: 'idNumber', label: t('kyc.idNumber'), value: profile.idNumber },
  ];
  return (
    <section aria-labelledby={`kyc-profile-${item.id}`} className="rounded-md bg-slate-50 p-3">
      <h3 id={`kyc-profile-${item.id}`} className="mb-1.5 text-sm font-medium text-slate-900">
        {t('kyc.profile')}
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm" data-testid="kyc-profile">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className={`break-words ${row.value ? 'font-mono text-slate-900' : 'text-red-800'}`}>
              {/* The reading is optional: only the fields an approval needs are flagged. */}
              {row.value ?? (row.key === 'reading' ? '—' : t('kyc.missing'))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A decided submission: who decided when, why (a rejection), and what they ticked. */
function KycHistory({ item }: { item: TKycQueueItem }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-1.5 text-sm" aria-label={t('kyc.history')}>
      <p className="text-slate-700">
        {t('kyc.decidedBy', { name: item.reviewedBy ?? '—' })}
        {item.reviewedAt ? ` · ${formatDateTime(item.reviewedAt)}` : ''}
      </p>
      {item.reason ? <p className={item.status === 'more_info' ? 'text-slate-800' : 'text-red-800'}>{item.reason}</p> : null}
      {item.requestedFields.length > 0 ? (
        <p className="text-slate-700">
          {t('kyc.moreInfo.asked', { fields: item.requestedFields.map((field) => t(`kyc.moreInfo.field.${field}`)).join(', ') })}
        </p>
      ) : null}
      <KycChecklistResult checklist={item.checklist} />
    </section>
  );
}

/**
 * The three photos, each fetched once with the staff session (each fetch is an audited view on the
 * server) and shown from a blob: URL: one large in the viewer, the others as buttons to switch to.
 */
function KycPhotos({ id }: { id: string }) {
  const { t } = useTranslation();
  const [side, setSide] = useState<Side>('front');
  const urls = usePhotoUrls(id);
  const current = urls.get(side);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('kyc.choosePhoto')}>
        {SIDES.map((s) => {
          const url = urls.get(s)?.url;
          return (
            <button
              key={s}
              type="button"
              aria-pressed={side === s}
              onClick={() => setSide(s)}
              className={`flex w-24 flex-col items-center gap-1 rounded border p-1 text-xs sm:w-28 ${side === s ? 'border-blue-700 ring-2 ring-blue-700' : 'border-slate-300'}`}
            >
              {url ? (
                <img src={url} alt="" className="aspect-[4/3] w-full bg-slate-100 object-contain" />
              ) : (
                <span className="aspect-[4/3] w-full bg-slate-100" />
              )}
              <span>{t(`kyc.side.${s}`)}</span>
            </button>
          );
        })}
      </div>
      {current?.url ? (
        // A new viewer per photo: zoom and rotation start afresh for each.
        <PhotoViewer key={side} url={current.url} label={t(`kyc.side.${side}`)} />
      ) : current ? (
        <ErrorNote error={current.error} />
      ) : (
        <div className="h-64 w-full rounded border border-dashed border-slate-300 bg-slate-50" aria-busy="true" />
      )}
    </div>
  );
}

type Photo = { url: string; error?: undefined } | { url?: undefined; error: unknown };

/** The three photos' blob: URLs (or the error of one that failed), revoked when the card closes. */
function usePhotoUrls(id: string): Map<Side, Photo> {
  const [urls, setUrls] = useState<Map<Side, Photo>>(new Map());
  useEffect(() => {
    let cancelled = false;
    const made: string[] = [];
    for (const side of SIDES) {
      getKycImageUrl({ id, side }).then(
        (url) => {
          if (cancelled) return URL.revokeObjectURL(url);
          made.push(url);
          setUrls((current) => new Map(current).set(side, { url }));
        },
        (error: unknown) => {
          if (!cancelled) setUrls((current) => new Map(current).set(side, { error }));
        },
      );
    }
    return () => {
      cancelled = true;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [id]);
  return urls;
}
