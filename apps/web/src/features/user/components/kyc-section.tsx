import { KYC_MAX_BYTES, KYC_SIDES, type TKycSubmission, type TUserProfile } from '@amigo/contract';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast/toast.ts';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/http/api-error.ts';
import { loadProfile, useProfile } from '../../../lib/session/profile.ts';
import { useKycImage } from '../api/get-kyc-image.ts';
import { latestKycQueryKey, useLatestKyc } from '../api/get-latest-kyc.ts';
import { resubmitKyc } from '../api/resubmit-kyc.ts';
import { submitKyc, type KycSide } from '../api/submit-kyc.ts';
import { ACCEPTED_IMAGE_TYPES, compressImage } from '../compress-image.ts';
import { formatDateTime } from '../format.ts';
import { missingIdentityFields, useKycIdentityFields } from './kyc-identity-fields.tsx';
import { KycStatusBadge } from './kyc-status-badge.tsx';
import { SettingsSection } from './settings-section.tsx';
import { replaceQueryData } from '../../../lib/query-client.ts';

interface Chosen {
  file: File;
  /** The name the player knows the photo by (the compressed file may have another extension). */
  name: string;
  preview: string;
}

/**
 * Identity check (KYC): the front and back of an ID document and a photo holding it. Photos
 * are compressed in the browser before upload (quality 0.6, large PNGs become JPEG). The
 * status of the latest submission is shown with its photos. A submission is checked against the
 * profile's legal name, birth date and ID number, so the form asks for the ones still missing and
 * saves them with the photos (issue 26: the server refuses a submission without them). When the
 * reviewer asks for more information, the fields they unlocked are edited here and the same
 * submission is sent back.
 */
export function KycSection() {
  const { t, i18n } = useTranslation();
  const latest = useLatestKyc();
  const profile = useProfile();
  const submission = latest.data;
  const canSubmit = submission?.status === 'none' || submission?.status === 'rejected';

  return (
    <SettingsSection id="kyc" title={t('user.kyc.title')} icon="idCard" description={t('user.kyc.description')}>
      {latest.isPending ? (
        <p className="text-sm text-fg-subtle" role="status">
          {t('app.loading')}
        </p>
      ) : latest.isError || !submission ? (
        <p className="text-sm text-danger">{t('user.kyc.loadFailed')}</p>
      ) : (
        <div className="flex flex-col gap-5">
          <KycStatus submission={submission} language={i18n.language} />
          {submission.id && submission.status !== 'none' ? <KycThumbnails id={submission.id} /> : null}
          {canSubmit && profile ? <KycUploadForm profile={profile} /> : null}
          {submission.status === 'more_info' && profile ? <KycMoreInfoForm profile={profile} submission={submission} /> : null}
        </div>
      )}
    </SettingsSection>
  );
}

function KycStatus({ submission, language }: { submission: TKycSubmission; language: string }) {
  const { t } = useTranslation();
  const message: Record<TKycSubmission['status'], string> = {
    none: t('user.kyc.message.none'),
    pending: t('user.kyc.message.pending'),
    approved: t('user.kyc.message.approved'),
    rejected: t('user.kyc.message.rejected'),
    more_info: t('user.kyc.message.more_info'),
  };
  return (
    <div className="rounded-xl border border-line bg-night-900/60 p-4" role="status">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <KycStatusBadge status={submission.status} />
        {submission.submittedAt ? (
          <span className="text-xs text-fg-subtle">
            {t('user.kyc.submittedAt')}: {formatDateTime(submission.submittedAt, language)}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-fg-muted" data-testid="kyc-message">
        {message[submission.status]}
      </p>
      {(submission.status === 'rejected' || submission.status === 'more_info') && submission.reason ? (
        <p
          className={clsx('mt-2 text-sm', submission.status === 'rejected' ? 'text-danger' : 'text-gold-300')}
          data-testid="kyc-reason"
        >
          {t('user.kyc.reason')}: <span className="text-fg">{submission.reason}</span>
        </p>
      ) : null}
    </div>
  );
}

function KycThumbnails({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-fg-muted">{t('user.kyc.submittedPhotos')}</h3>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3">
        {KYC_SIDES.map((side) => (
          <li key={side}>
            <KycThumbnail id={id} side={side} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function KycThumbnail({ id, side }: { id: string; side: KycSide }) {
  const { t } = useTranslation();
  const image = useKycImage(id, side);
  return (
    <figure>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg border border-line bg-night-900">
        {image.data ? (
          <BlobImage
            blob={image.data}
            alt={t(`user.kyc.sides.${side}`)}
            className="size-full object-cover"
            testId={`kyc-thumb-${side}`}
          />
        ) : (
          <Icon name={image.isError ? 'alert' : 'idCard'} className="size-6 text-fg-subtle" />
        )}
      </div>
      <figcaption className="mt-1 truncate text-xs text-fg-subtle">{t(`user.kyc.sides.${side}`)}</figcaption>
    </figure>
  );
}

/**
 * Shows bytes through a blob: address made when the <img> is attached and released when it
 * goes (a ref with cleanup, so the address never outlives the element).
 */
function BlobImage({ blob, alt, className, testId }: { blob: Blob; alt: string; className: string; testId: string }) {
  const attach = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element) return;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} className={className} data-testid={testId} />;
}

/** The reviewer's request for more information: the fields they unlocked, then "send again" (the same photos). */
function KycMoreInfoForm({ profile, submission }: { profile: TUserProfile; submission: TKycSubmission }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const identity = useKycIdentityFields(profile, submission.requestedFields);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      if (!(await identity.save())) return;
      await replaceQueryData(queryClient, latestKycQueryKey, await resubmitKyc());
      toast.success(t('user.kyc.message.pending'));
      await loadProfile({ silent: true }).catch(() => undefined);
    } catch (error) {
      toast.error(isApiError(error) ? error.msg : t('http.error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void send(event)} className="flex flex-col gap-4" data-testid="kyc-more-info-form">
      <h3 className="text-sm font-semibold text-fg-muted">{t('user.kyc.askedFields')}</h3>
      {identity.inputs}
      <div>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          <Icon name="upload" className="size-4" />
          {t('user.kyc.resubmit')}
        </Button>
      </div>
    </form>
  );
}

function KycUploadForm({ profile }: { profile: TUserProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Kept as first seen: the fields saved on a submission that then fails stay on the form.
  const [missing] = useState(() => missingIdentityFields(profile));
  const identity = useKycIdentityFields(profile, missing);
  const [chosen, setChosen] = useState<Partial<Record<KycSide, Chosen>>>({});
  const [errors, setErrors] = useState<Partial<Record<KycSide, string>>>({});
  const [busy, setBusy] = useState<KycSide | 'submit' | null>(null);

  // Release the preview addresses when the form goes away.
  const chosenRef = useRef(chosen);
  useEffect(() => {
    chosenRef.current = chosen;
  }, [chosen]);
  useEffect(
    () => () => {
      for (const item of Object.values(chosenRef.current)) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  async function choose(side: KycSide, event: ChangeEvent<HTMLInputElement>) {
    const original = event.target.files?.[0];
    if (!original) return;
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(original.type)) {
      setErrors((current) => ({ ...current, [side]: t('user.kyc.wrongType') }));
      event.target.value = '';
      return;
    }
    setBusy(side);
    try {
      const file = await compressImage(original);
      if (file.size > KYC_MAX_BYTES) {
        setErrors((current) => ({ ...current, [side]: t('user.kyc.tooLarge') }));
        event.target.value = '';
        return;
      }
      setChosen((current) => {
        const previous = current[side];
        if (previous) URL.revokeObjectURL(previous.preview);
        return { ...current, [side]: { file, name: original.name, preview: URL.createObjectURL(file) } };
      });
      setErrors((current) => ({ ...current, [side]: undefined }));
    } catch {
      setErrors((current) => ({ ...current, [side]: t('user.kyc.unreadable') }));
      event.target.value = '';
    } finally {
      setBusy(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const unchosen = KYC_SIDES.filter((side) => !chosen[side]);
    if (unchosen.length > 0) {
      setErrors(
        Object.fromEntries(
          unchosen.map((side) => [side, t('validation.required.upload', { name: t(`user.kyc.sides.${side}`) })]),
        ),
      );
      document.getElementById(`kyc-${unchosen[0]}`)?.focus();
      return;
    }
    setBusy('submit');
    try {
      if (!(await identity.save())) return;
      const files = Object.fromEntries(KYC_SIDES.map((side) => [side, chosen[side]!.file])) as Record<KycSide, File>;
      const submission = await submitKyc(files);
      await replaceQueryData(queryClient, latestKycQueryKey, submission);
      toast.success(t('user.kyc.message.pending'));
      await loadProfile({ silent: true }).catch(() => undefined);
    } catch (error) {
      const side = isApiError(error) ? KYC_SIDES.find((name) => name === error.field) : undefined;
      const message = isApiError(error) ? error.msg : t('http.error');
      if (side) {
        setErrors((current) => ({ ...current, [side]: message }));
        document.getElementById(`kyc-${side}`)?.focus();
      } else toast.error(message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {identity.inputs ? <p className="text-sm text-fg-muted">{t('user.kyc.identityLead')}</p> : null}
      {identity.inputs}
      <p className="text-sm text-fg-muted">{t('user.kyc.formLead')}</p>
      <div className="grid gap-4 md:grid-cols-3">
        {KYC_SIDES.map((side) => {
          const id = `kyc-${side}`;
          const error = errors[side];
          const item = chosen[side];
          return (
            <div key={side} className="flex flex-col gap-2">
              <div className="flex items-baseline gap-0.5">
                <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-fg-muted">
                  {t(`user.kyc.sides.${side}`)}
                </label>
                <span className="text-sm text-gold-400" aria-hidden="true">
                  *
                </span>
              </div>
              {/*
               * The native file input stays in the page for keyboards and screen readers (named by
               * the label above); what is seen is our own button, in the site's language, and the
               * preview, both of which open the same picker.
               */}
              <input
                id={id}
                type="file"
                accept={ACCEPTED_IMAGE_TYPES.join(',')}
                aria-labelledby={`${id}-label`}
                aria-required="true"
                aria-invalid={error ? true : undefined}
                aria-describedby={clsx(`${id}-file`, `${id}-hint`, error && `${id}-error`)}
                onChange={(event) => void choose(side, event)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className={clsx(
                  'flex aspect-[4/3] cursor-pointer items-center justify-center overflow-hidden rounded-xl border border-dashed bg-night-900/70 hover:border-gold-400/60',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-300',
                  error ? 'border-danger' : 'border-line',
                )}
              >
                {item ? (
                  <img
                    src={item.preview}
                    alt={t('user.kyc.previewOf', { side: t(`user.kyc.sides.${side}`) })}
                    className="size-full object-contain"
                    data-testid={`kyc-preview-${side}`}
                  />
                ) : busy === side ? (
                  <span
                    className="size-6 animate-spin rounded-full border-2 border-gold-400/30 border-t-gold-400"
                    aria-hidden="true"
                  />
                ) : (
                  <Icon name="upload" className="size-7 text-fg-subtle" />
                )}
              </label>
              <div className="flex min-w-0 items-center gap-2">
                <label htmlFor={id} className={buttonClass('secondary', 'sm', 'shrink-0 cursor-pointer')} aria-hidden="true">
                  {item ? t('user.kyc.change') : t('user.kyc.choose')}
                </label>
                <span id={`${id}-file`} className="min-w-0 truncate text-xs text-fg-subtle">
                  {item ? item.name : t('user.kyc.noFile')}
                </span>
              </div>
              <p id={`${id}-hint`} className="text-xs text-fg-subtle">
                {t(`user.kyc.hints.${side}`)}
              </p>
              {error ? (
                <p id={`${id}-error`} className="flex items-start gap-1 text-sm text-danger">
                  <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className="text-xs text-fg-subtle">{t('user.kyc.fileRules')}</p>
      <div>
        <Button type="submit" disabled={busy !== null} aria-busy={busy === 'submit' || undefined}>
          <Icon name="upload" className="size-4" />
          {t('user.kyc.submit')}
        </Button>
      </div>
    </form>
  );
}
