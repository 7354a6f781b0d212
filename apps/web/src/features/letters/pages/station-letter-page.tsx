import { LETTER_STATUSES, type TStationLetter } from '@amigo/contract';
import clsx from 'clsx';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast/toast.ts';
import { LoadingState, StateMessage } from '../../../components/async-states.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PopupDialog } from '../../../components/ui/popup-dialog.tsx';
import { openAuthDialog } from '../../../lib/auth-dialog/auth-dialog-store.ts';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useLocalizedPicker } from '../../../lib/i18n/use-localized.ts';
import { hasUserInfo, useSession } from '../../../lib/session/session-store.ts';
import { useChangeLetters } from '../api/change-letters.ts';
import { useLetter } from '../api/get-letter.ts';
import { useLetters } from '../api/list-letters.ts';

type Status = (typeof LETTER_STATUSES)[number];
const PAGE_SIZE = 10;
const BASE = '/user/station-letter';

/**
 * /user/station-letter: the inbox (all / unread / read, paged), `?id=` opens a letter and
 * marks it read. The route is public (SPEC §2); its data is not, so a guest gets the sign-in
 * prompt instead of an empty inbox.
 */
export function StationLetterPage({ title }: { title: string }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LetterContent title={title} />
    </Suspense>
  );
}

function LetterContent({ title }: { title: string }) {
  const { t } = useI18n('content');
  const signedIn = hasUserInfo(useSession());
  const [params] = useSearchParams();
  const id = /^\d{1,18}$/.test(params.get('id') ?? '') ? params.get('id') : null;
  return (
    <article className="max-w-3xl">
      <PageHeading title={title} icon="mail">
        <p>{t('content:letters.lead')}</p>
      </PageHeading>
      {!signedIn ? (
        <StateMessage
          icon="lock"
          action={
            <Button onClick={() => void openAuthDialog('login')} data-testid="letters-sign-in">
              <Icon name="login" className="size-4" />
              {t('content:letters.signInButton')}
            </Button>
          }
        >
          {t('content:letters.signIn')}
        </StateMessage>
      ) : id ? (
        <LetterDetail id={id} />
      ) : (
        <Inbox />
      )}
    </article>
  );
}

function Inbox() {
  const { t, i18n } = useI18n('content');
  const pick = useLocalizedPicker();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: Status = (LETTER_STATUSES as readonly string[]).includes(statusParam ?? '') ? (statusParam as Status) : 'all';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const query = useLetters({ pageNum: page, pageSize: PAGE_SIZE, status }, true);
  const change = useChangeLetters();
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;

  const update = (next: { status?: Status; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'all') search.set('status', nextStatus);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div
          role="radiogroup"
          aria-label={t('content:letters.filterLabel')}
          className="inline-flex rounded-full border border-line bg-night-900/60 p-1"
        >
          {LETTER_STATUSES.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={value === status}
              onClick={() => update({ status: value })}
              className={clsx(
                'rounded-full px-4 py-1.5 text-sm font-semibold transition-colors',
                value === status ? 'bg-gold-400/20 text-gold-200' : 'text-fg-muted hover:text-fg',
              )}
            >
              {t(`content:letters.filters.${value}`)}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-3">
          {query.data ? (
            <span className="text-sm text-fg-muted" data-testid="letters-unread">
              {t('content:letters.unreadCount', { count: query.data.unreadCount })}
            </span>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            disabled={!query.data?.unreadCount || change.isPending}
            onClick={() => change.mutate({ action: 'readAll' }, { onSuccess: () => toast.success(t('content:letters.allRead')) })}
          >
            <Icon name="check" className="size-4" />
            {t('content:letters.readAll')}
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <StateMessage icon="alert" onRetry={() => void query.refetch()} retryLabel={t('content:state.retry')}>
          {t('content:state.loadFailed')}
        </StateMessage>
      ) : query.data.list.length === 0 ? (
        <StateMessage icon="mailOpen">{t('content:letters.empty')}</StateMessage>
      ) : (
        <ul className="panel divide-y divide-line/70" data-testid="letter-list">
          {query.data.list.map((letter: TStationLetter) => (
            <li key={letter.id}>
              <Link
                to={`${BASE}?id=${letter.id}`}
                className="flex items-start gap-3 px-4 py-4 transition-colors hover:bg-white/5 sm:px-5"
                data-testid="letter-row"
              >
                <Icon
                  name={letter.read ? 'mailOpen' : 'mail'}
                  className={clsx('mt-0.5 size-5 shrink-0', letter.read ? 'text-fg-subtle' : 'text-gold-300')}
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2 text-xs text-fg-subtle">
                    <span>{t(`content:letters.categories.${letter.category}`)}</span>
                    <time dateTime={letter.sentAt}>{formatDateTimeIn(letter.sentAt, i18n.language)}</time>
                    {letter.read ? null : (
                      <span className="rounded-full bg-gold-400/20 px-2 py-0.5 font-semibold text-gold-200">
                        {t('content:letters.unread')}
                      </span>
                    )}
                  </span>
                  <span className={clsx('mt-1 block truncate', letter.read ? 'text-fg-muted' : 'font-bold text-fg')}>
                    {pick(letter, 'title')}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={(next) => update({ page: next })} variant="compact" />
    </>
  );
}

function LetterDetail({ id }: { id: string }) {
  const { t, i18n } = useI18n('content');
  const pick = useLocalizedPicker();
  const navigate = useNavigate();
  const query = useLetter(id, true);
  const change = useChangeLetters();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const letter = query.data;
  const markRead = change.mutate;

  // Opening a letter reads it; the answer carries the new unread count for the badge.
  useEffect(() => {
    if (letter && !letter.read) markRead({ action: 'read', ids: [letter.id] });
    if (letter) heading.current?.focus();
  }, [letter, markRead]);

  const back = (
    <Link to={BASE} className="inline-flex items-center gap-1.5 text-sm text-gold-300 hover:text-gold-200">
      <Icon name="arrowLeft" className="size-4" />
      {t('content:letters.back')}
    </Link>
  );
  if (query.isPending) return <LoadingState />;
  if (!letter) return <StateMessage action={back}>{t('content:state.notFound')}</StateMessage>;
  return (
    <div data-testid="letter-detail">
      {back}
      <div className="panel mt-4 p-5 sm:p-7">
        <p className="flex flex-wrap items-center gap-2 text-xs text-fg-subtle">
          <span className="rounded-full bg-violet-500/20 px-2.5 py-0.5 font-semibold text-violet-400 ring-1 ring-violet-400/40">
            {t(`content:letters.categories.${letter.category}`)}
          </span>
          <time dateTime={letter.sentAt}>{formatDateTimeIn(letter.sentAt, i18n.language)}</time>
        </p>
        <h2 ref={heading} tabIndex={-1} className="mt-2 text-xl font-bold text-fg focus:outline-none">
          {pick(letter, 'title')}
        </h2>
        <RichText html={pick(letter, 'body')} className="mt-4" />
        <div className="mt-6 border-t border-line/70 pt-4">
          <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
            <Icon name="trash" className="size-4" />
            {t('content:letters.delete')}
          </Button>
        </div>
      </div>
      <PopupDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('content:letters.deleteTitle')}
        description={t('content:letters.deleteBody')}
        width="narrow"
        onCancel={() => undefined}
        confirmText={t('content:letters.delete')}
        onConfirm={async () => {
          await change.mutateAsync({ action: 'delete', ids: [letter.id] });
          toast.success(t('content:letters.deleted'));
          setConfirmDelete(false);
          await navigate(BASE, { replace: true });
        }}
      />
    </div>
  );
}
