import { useTranslation } from 'react-i18next';

/** The console's name plate: mark, product name and "operator console". */
export function Brand() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" fill="#1d4ed8" />
        <path
          d="M10 24 16 8l6 16M12.4 18h7.2"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-sm font-semibold text-slate-900">{t('app.name')}</span>
        <span className="text-xs text-slate-600">{t('app.console')}</span>
      </span>
    </span>
  );
}
