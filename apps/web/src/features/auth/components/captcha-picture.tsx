import { useTranslation } from 'react-i18next';
import type { Captcha } from '../api/get-captcha.ts';

/**
 * The captcha picture beside its input. A click (or Enter/Space) fetches a new one (SPEC §4);
 * forms also renew it after every failed try, since the server burns a captcha on each use.
 */
export function CaptchaPicture({
  captcha,
  loading,
  onRefresh,
}: {
  captcha: Captcha | undefined;
  loading: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onRefresh}
      disabled={loading}
      className="flex h-11 w-[124px] shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-[#f4f2ff] hover:border-gold-400 disabled:cursor-wait"
      aria-label={t('auth.captcha.refresh')}
      title={t('auth.captcha.refresh')}
      data-testid="captcha-refresh"
    >
      {captcha ? (
        <img
          src={`data:image/gif;base64,${captcha.img}`}
          alt={t('auth.captcha.image')}
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
