import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n/i18n.ts';
import { EXCHANGE_CURRENCY } from '../lib/i18n/languages.ts';
import { Icon } from './icons/icon.tsx';

/** Until the platform settings arrive, the ratios of SPEC §1. */
export const DEFAULT_COINS_PER_YEN = 1;
export const DEFAULT_COINS_PER_YUAN = 20;

interface ExchangeRatioNoteProps {
  coinsPerYen?: number | undefined;
  coinsPerYuan?: number | undefined;
  className?: string;
}

/**
 * The exchange-ratio note (SPEC §1): Chinese and Vietnamese read "1 yuan = 20 game coins",
 * Japanese, English and Korean "1 yen = 1 game coin"; the numbers come from the platform settings.
 */
export function ExchangeRatioNote({ coinsPerYen, coinsPerYuan, className }: ExchangeRatioNoteProps) {
  const { t } = useTranslation();
  const currency = EXCHANGE_CURRENCY[currentLanguage()];
  const count = currency === 'yen' ? (coinsPerYen ?? DEFAULT_COINS_PER_YEN) : (coinsPerYuan ?? DEFAULT_COINS_PER_YUAN);
  return (
    <p className={clsx('inline-flex items-center gap-2 text-sm text-fg-muted', className)}>
      <Icon name="coins" className="size-4 text-gold-400" />
      <span>
        <span className="font-semibold text-fg">{t('exchange.label')}</span>{' '}
        {currency === 'yen' ? t('exchange.yen', { count }) : t('exchange.yuan', { count })}
      </span>
    </p>
  );
}
