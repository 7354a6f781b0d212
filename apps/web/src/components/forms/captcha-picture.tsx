import type { ResponseOf } from '../../lib/http/call-ref.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** A captcha as auth/get answers it: a base64 GIF and its id (single use, 5 minutes). */
export type Captcha = ResponseOf<'authGet'>;

/**
 * The captcha picture beside its input, in every form that asks for one (login, find password,
 * the account transfer's legacy login). A click (or Enter/Space) fetches a new one (SPEC §4);
 * forms also renew it after every failed try, since the server burns a captcha on each use.
 * `labels` replaces the button's and the picture's accessible names (a page with its own wording).
 */
export function CaptchaPicture({
  captcha,
  loading,
  onRefresh,
  labels,
}: {
  captcha: Captcha | undefined;
  loading: boolean;
  onRefresh: () => void;
  labels?: { refresh: string; image: string };
}) {
  const { t } = useI18n();
  const refresh = labels?.refresh ?? t('auth.captcha.refresh');
  return (
    <button
      type="button"
      onClick={onRefresh}
      disabled={loading}
      className="flex h-11 w-[124px] shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-[#f4f2ff] hover:border-gold-400 disabled:cursor-wait"
      aria-label={refresh}
      title={refresh}
      data-testid="captcha-refresh"
    >
      {captcha ? (
        <img
          src={`data:image/gif;base64,${captcha.img}`}
          alt={labels?.image ?? t('auth.captcha.image')}
          width={120}
          height={40}
          className="h-10 w-[120px]"
          data-testid="captcha-image"
        />
      ) : (
        <span className="size-5 animate-spin rounded-full border-2 border-night-600/30 border-t-night-600" aria-hidden="true" />
      )}
    </button>
  );
}
