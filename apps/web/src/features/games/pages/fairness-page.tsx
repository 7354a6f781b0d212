import { ZClientSeed, ZGameRecordId } from '@amigo/contract';
import clsx from 'clsx';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { inputClass, labelClass } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useProfile } from '../../../lib/session/profile.ts';
import { fetchFairRound, useFairness, useRotateSeed, useSetClientSeed, type TFairRound } from '../api/fairness-api.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { firstShown, promotedAsAnnounced, readShownPairs, rememberShownPair, withPair, type ShownPair } from '../shown-hashes.ts';
import { compareRound, type RoundCheck } from '../verify.ts';
import { keptCommitmentOf } from '../kept-commitments.ts';

/**
 * /amigo/fairness: the member's provably fair seeds (the active server seed's hash, the next
 * seed's hash, their client seed, the nonce), rotation (reveals the seed in use and promotes the
 * announced next one), and the verifier: a round is fetched with its proof and replayed in this
 * browser with the same packages/games code the server ran, then compared with what the server
 * recorded and with the hashes this browser showed before play (kept in local storage).
 */
export function FairnessPage({ title }: { title: string }) {
  const { t } = useI18n('games');
  return (
    <article className="grid gap-6">
      <PageHeading title={title} icon="shield">
        <p>{t('games:fair.lead')}</p>
        <p>
          <Link
            to="/fairness/chain"
            className="text-gold-300 underline underline-offset-2 hover:text-gold-200"
            data-testid="fair-chain-link"
          >
            {t('games:fair.chainLink')}
          </Link>
        </p>
      </PageHeading>
      <SeedsSection />
      <VerifySection />
    </article>
  );
}

function Mono({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <code
      className="block rounded-lg bg-night-950/80 px-3 py-2 font-mono text-xs break-all text-fg ring-1 ring-line/70"
      data-testid={testId}
    >
      {children}
    </code>
  );
}

function SeedsSection() {
  const { t, language } = useI18n('games');
  const fairness = useFairness();
  const setSeed = useSetClientSeed();
  const rotate = useRotateSeed();
  const [seed, setSeedText] = useState('');
  const [seedError, setSeedError] = useState<string | null>(null);
  // The check of one revealed seed: a later rotation reveals another, unchecked one.
  const [hashCheck, setHashCheck] = useState<{ seed: string; matches: boolean; shownAt: string | null } | null>(null);
  const memberId = useProfile()?.id ?? null;
  const active = fairness.data?.serverSeedHash;
  const next = fairness.data?.nextServerSeedHash;
  // What this page shows is what the member saw before playing: remembered per member (the
  // effect writes it; the checks below read the kept pairs with the one on screen).
  const shown = useMemo<ShownPair[]>(() => {
    if (!memberId) return [];
    const kept = readShownPairs(memberId);
    return active && next ? withPair(kept, { active, next }) : kept;
  }, [memberId, active, next]);
  useEffect(() => {
    if (memberId && active && next) rememberShownPair(memberId, { active, next });
  }, [memberId, active, next]);

  function randomSeed() {
    const bytes = crypto.getRandomValues(new Uint8Array(12));
    setSeedText([...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join(''));
    setSeedError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZClientSeed.safeParse(seed);
    if (!parsed.success) {
      setSeedError(t('games:fair.seedInvalid'));
      return;
    }
    setSeedError(null);
    setSeed.mutate(parsed.data, {
      onSuccess: () => setSeedText(''),
      onError: (error) => setSeedError(isApiError(error) ? error.msg : t('games:shared.loadFailed')),
    });
  }

  async function checkPrevious(serverSeed: string, serverSeedHash: string) {
    const { hashServerSeed } = await import('@amigo/games');
    setHashCheck({
      seed: serverSeed,
      matches: hashServerSeed(serverSeed) === serverSeedHash,
      shownAt: firstShown(shown, serverSeedHash),
    });
  }

  if (fairness.isPending) {
    return (
      <p className="panel p-5 text-sm text-fg-subtle" role="status">
        {t('games:shared.loading')}
      </p>
    );
  }
  if (fairness.isError) {
    return (
      <div className="panel p-5">
        <p className="text-sm text-fg-subtle">{t('games:shared.loadFailed')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void fairness.refetch()}>
          {t('games:shared.retry')}
        </Button>
      </div>
    );
  }
  const data = fairness.data;
  const checked = hashCheck && hashCheck.seed === data.previous?.serverSeed ? hashCheck : null;
  const verdict = !checked
    ? null
    : !checked.matches
      ? { pass: false, text: t('games:fair.hashDiffers') }
      : checked.shownAt
        ? { pass: true, text: t('games:fair.hashMatchesShown', { date: formatDateTimeIn(checked.shownAt, language) }) }
        : { pass: false, text: t('games:fair.hashNotShown') };
  const promoted = data.previous ? promotedAsAnnounced(shown, data.previous.serverSeedHash, data.serverSeedHash) : null;
  return (
    <section className="panel grid gap-4 p-4 sm:p-5" aria-labelledby="fair-seeds">
      <h2 id="fair-seeds" className="text-lg font-bold text-fg">
        {t('games:fair.activeTitle')}
      </h2>
      <dl className="grid gap-3">
        <div>
          <dt className={labelClass}>{t('games:fair.serverSeedHash')}</dt>
          <dd className="mt-1">
            <Mono testId="server-seed-hash">{data.serverSeedHash}</Mono>
          </dd>
        </div>
        <div>
          <dt className={labelClass}>{t('games:fair.nextServerSeedHash')}</dt>
          <dd className="mt-1">
            <Mono testId="next-server-seed-hash">{data.nextServerSeedHash}</Mono>
            <p className="mt-1 text-xs text-fg-subtle">{t('games:fair.nextHint')}</p>
          </dd>
        </div>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
          <div>
            <dt className={labelClass}>{t('games:fair.clientSeed')}</dt>
            <dd className="mt-1">
              <Mono testId="client-seed">{data.clientSeed}</Mono>
            </dd>
          </div>
          <div>
            <dt className={labelClass}>{t('games:fair.nonce')}</dt>
            <dd className="mt-1">
              <Mono testId="nonce">{formatCoins(data.nonce, language)}</Mono>
            </dd>
          </div>
        </div>
      </dl>

      <form className="grid gap-2" onSubmit={submit} noValidate>
        <label htmlFor="client-seed-input" className={labelClass}>
          {t('games:fair.newClientSeed')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="client-seed-input"
            className={clsx(inputClass, 'min-w-0 flex-1 basis-full font-mono sm:basis-0')}
            value={seed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={seedError ? true : undefined}
            aria-describedby={seedError ? 'client-seed-error client-seed-hint' : 'client-seed-hint'}
            onChange={(event) => {
              setSeedText(event.target.value);
              setSeedError(null);
            }}
          />
          <Button variant="ghost" className="h-11 border border-line" onClick={randomSeed}>
            <Icon name="refresh" className="size-4" />
            {t('games:fair.randomSeed')}
          </Button>
          <Button type="submit" className="h-11" disabled={setSeed.isPending}>
            {t('games:fair.saveSeed')}
          </Button>
        </div>
        <p id="client-seed-hint" className="text-xs text-fg-subtle">
          {t('games:fair.seedHint')}
        </p>
        {seedError ? (
          <p id="client-seed-error" role="alert" className="text-sm text-danger">
            {seedError}
          </p>
        ) : null}
      </form>

      <div className="flex flex-wrap items-center gap-3 border-t border-line/60 pt-4">
        <Button variant="secondary" onClick={() => rotate.mutate()} disabled={rotate.isPending} data-testid="rotate-seed">
          <Icon name="refresh" className="size-4" />
          {t('games:fair.rotate')}
        </Button>
        <p className="text-xs text-fg-subtle">{t('games:fair.rotateHint')}</p>
      </div>

      {data.previous ? (
        <section className="grid gap-3 rounded-xl bg-night-900/60 p-4 ring-1 ring-line/70" aria-labelledby="fair-previous">
          <h3 id="fair-previous" className="font-bold text-fg">
            {t('games:fair.previousTitle')}
          </h3>
          {promoted ? (
            <p
              className={clsx('text-sm font-semibold', promoted.same ? 'text-emerald-300' : 'text-danger')}
              data-testid="promotion-check"
              data-pass={promoted.same}
            >
              {t(promoted.same ? 'games:fair.promoted' : 'games:fair.notPromoted')}
            </p>
          ) : null}
          <dl className="grid gap-2">
            <div>
              <dt className={labelClass}>{t('games:fair.serverSeed')}</dt>
              <dd className="mt-1">
                <Mono testId="previous-server-seed">{data.previous.serverSeed}</Mono>
              </dd>
            </div>
            <div>
              <dt className={labelClass}>{t('games:fair.serverSeedHash')}</dt>
              <dd className="mt-1">
                <Mono>{data.previous.serverSeedHash}</Mono>
              </dd>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <div>
                <dt className={labelClass}>{t('games:fair.clientSeed')}</dt>
                <dd className="mt-1">
                  <Mono>{data.previous.clientSeed}</Mono>
                </dd>
              </div>
              <div>
                <dt className={labelClass}>{t('games:fair.lastNonce')}</dt>
                <dd className="mt-1">
                  <Mono>
                    {data.previous.lastNonce < 0 ? t('games:fair.noRounds') : formatCoins(data.previous.lastNonce, language)}
                  </Mono>
                </dd>
              </div>
            </div>
          </dl>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="ghost"
              size="sm"
              className="h-10 border border-line"
              onClick={() => void checkPrevious(data.previous!.serverSeed, data.previous!.serverSeedHash)}
            >
              {t('games:fair.checkHash')}
            </Button>
            <p
              aria-live="polite"
              className={clsx('text-sm font-semibold', verdict?.pass ? 'text-emerald-300' : 'text-danger')}
              data-testid="previous-seed-check"
              data-pass={verdict ? verdict.pass : undefined}
            >
              {verdict?.text ?? ''}
            </p>
          </div>
        </section>
      ) : null}
    </section>
  );
}

function VerifySection() {
  const { t, language } = useI18n('games');
  const [params, setParams] = useSearchParams();
  const [recordId, setRecordId] = useState(params.get('record') ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState<TFairRound | null>(null);
  const [check, setCheck] = useState<RoundCheck | null>(null);
  const memberId = useProfile()?.id ?? null;

  async function verify(event?: FormEvent) {
    event?.preventDefault();
    const id = recordId.trim();
    if (!ZGameRecordId.safeParse(id).success) {
      setError(t('games:fair.recordInvalid'));
      return;
    }
    setParams({ record: id }, { replace: true, preventScrollReset: true });
    setBusy(true);
    setError(null);
    setCheck(null);
    try {
      const fetched = await fetchFairRound(id);
      setRound(fetched);
      // The hash this browser showed before play, not only the hash the record names.
      const shownAt = memberId ? firstShown(readShownPairs(memberId), fetched.proof.serverSeedHash) : null;
      // ...and the commitment and day root this browser kept from the play answer.
      setCheck(await compareRound(fetched, shownAt, keptCommitmentOf(fetched.id)));
    } catch (caught) {
      setRound(null);
      setError(isApiError(caught) ? caught.msg : t('games:fair.verifyFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel grid gap-4 p-4 sm:p-5" aria-labelledby="fair-verify">
      <h2 id="fair-verify" className="text-lg font-bold text-fg">
        {t('games:fair.verifyTitle')}
      </h2>
      <p className="text-sm text-fg-muted">{t('games:fair.verifyLead')}</p>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void verify(event)} noValidate>
        <div className="min-w-0 flex-1">
          <label htmlFor="verify-record" className={clsx(labelClass, 'mb-1.5')}>
            {t('games:fair.recordId')}
          </label>
          <input
            id="verify-record"
            className={clsx(inputClass, 'font-mono')}
            inputMode="numeric"
            autoComplete="off"
            value={recordId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'verify-error' : undefined}
            onChange={(event) => setRecordId(event.target.value)}
          />
        </div>
        <Button type="submit" className="h-11" disabled={busy} aria-busy={busy || undefined} data-testid="verify-button">
          <Icon name="check" className="size-4" />
          {t('games:fair.verify')}
        </Button>
      </form>
      {error ? (
        <p id="verify-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}

      {round && check ? (
        <div className="grid gap-3" data-testid="verify-result">
          <p className="text-sm text-fg-muted">
            {round.gameName} · #{round.machineId} · {formatDateTimeIn(round.createdOn, language)}
          </p>
          <div
            role="status"
            className={clsx(
              'flex items-start gap-2 rounded-xl p-3 text-sm font-semibold ring-1',
              check.status === 'match' && 'bg-emerald-500/10 text-emerald-200 ring-emerald-400/50',
              check.status === 'mismatch' && 'bg-danger/10 text-danger ring-danger/50',
              check.status === 'unrevealed' && 'bg-gold-400/10 text-gold-200 ring-gold-400/50',
              check.status === 'error' && 'bg-danger/10 text-danger ring-danger/50',
            )}
            data-testid="verify-verdict"
            data-status={check.status}
          >
            <Icon name={check.status === 'match' ? 'check' : 'alert'} className="mt-0.5 size-5 shrink-0" />
            <span>{t(`games:fair.verdict.${check.status}`)}</span>
          </div>
          {check.rows.length > 0 ? (
            <table className="w-full text-sm">
              <caption className="sr-only">{t('games:fair.compareCaption')}</caption>
              <thead>
                <tr className="text-left text-xs text-fg-subtle">
                  <th scope="col" className="py-1.5 pr-3 font-semibold" />
                  <th scope="col" className="py-1.5 pr-3 font-semibold">
                    {t('games:fair.recorded')}
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-semibold">
                    {t('games:fair.recomputed')}
                  </th>
                  <th scope="col" className="py-1.5 font-semibold">
                    <span className="sr-only">{t('games:fair.result')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line/50">
                {check.rows.map((row) => (
                  <tr key={row.key} data-testid={`verify-row-${row.key}`}>
                    <th scope="row" className="py-1.5 pr-3 text-left font-normal text-fg-subtle">
                      {t(`games:fair.rows.${row.key}`)}
                    </th>
                    <td className="py-1.5 pr-3 font-mono text-xs break-all text-fg">{row.recorded}</td>
                    <td className="py-1.5 pr-3 font-mono text-xs break-all text-fg">{row.recomputed}</td>
                    <td
                      className={clsx(
                        'py-1.5 text-xs font-bold whitespace-nowrap',
                        row.same ? 'text-emerald-300' : 'text-danger',
                      )}
                    >
                      {t(row.same ? 'games:fair.same' : 'games:fair.different')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {check.status === 'error' && check.message ? <p className="font-mono text-xs text-fg-subtle">{check.message}</p> : null}
          <details className="text-xs text-fg-subtle">
            <summary className="cursor-pointer">{t('games:fair.proof')}</summary>
            <pre className="mt-2 overflow-x-auto rounded-lg bg-night-950/80 p-3 text-[0.6875rem] text-fg-muted">
              {JSON.stringify(round.proof, null, 2)}
            </pre>
          </details>
        </div>
      ) : null}
    </section>
  );
}
