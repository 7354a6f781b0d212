import type { Captcha } from '../api/get-captcha.ts';
import { useMigrationTranslation } from '../migration-i18n.ts';

/** The captcha picture beside its input; a click (or Enter/Space) fetches a new one. */
export function CaptchaPicture({
  captcha,
  loading,
  onRefresh,
}: {
  captcha: Captcha | undefined;
  loading: boolean;
  onRefresh: () => void;
}) {
  const { mt } = useMigrationTranslation();
  return (
    <button
      type="button"
      onClick={onRefresh}
      disabled={loading}
      className="flex h-11 w-[124px] shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-[#f4f2ff] hover:border-gold-400 disabled:cursor-wait"
      aria-label={mt('login.captchaRefresh')}
      title={mt('login.captchaRefresh')}
    >
      {captcha ? (
        <img
          src={`data:image/gif;base64,${captcha.img}`}
          alt={mt('login.captchaImage')}
          width={120}
          height={40}
          className="h-10 w-[120px]"
        />
      ) : (
        <span className="size-5 animate-spin rounded-full border-2 border-night-600/30 border-t-night-600" aria-hidden="true" />
      )}
    </button>
  );
}
