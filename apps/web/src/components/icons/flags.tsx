import type { Language } from '@amigo/contract';

/**
 * Flag-like badges for the languages that parts of the product show only as icons
 * (SPEC §1: Vietnamese and Filipino). Drawn inline: no image host for the CSP to allow.
 */
function VietnamFlag() {
  return (
    <svg viewBox="0 0 30 20" className="h-4 w-6" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#DA251D" />
      <polygon
        fill="#FFDD00"
        points="15,4 16.18,7.64 20,7.64 16.9,9.88 18.09,13.52 15,11.27 11.91,13.52 13.1,9.88 10,7.64 13.82,7.64"
      />
    </svg>
  );
}

function PhilippinesFlag() {
  return (
    <svg viewBox="0 0 30 20" className="h-4 w-6" aria-hidden="true" focusable="false">
      <rect width="30" height="10" fill="#0038A8" />
      <rect y="10" width="30" height="10" fill="#CE1126" />
      <polygon points="0,0 17.3,10 0,20" fill="#FFFFFF" />
      <circle cx="5.8" cy="10" r="2.2" fill="#FCD116" />
      <circle cx="1.8" cy="3" r="0.8" fill="#FCD116" />
      <circle cx="1.8" cy="17" r="0.8" fill="#FCD116" />
      <circle cx="13" cy="10" r="0.8" fill="#FCD116" />
    </svg>
  );
}

export const ICON_ONLY_LANGUAGES = ['vi-VN', 'fil-PH'] as const satisfies readonly Language[];
export type IconOnlyLanguage = (typeof ICON_ONLY_LANGUAGES)[number];

export function LanguageFlag({ language }: { language: IconOnlyLanguage }) {
  return (
    <span className="inline-flex overflow-hidden rounded-[3px] ring-1 ring-white/30">
      {language === 'vi-VN' ? <VietnamFlag /> : <PhilippinesFlag />}
    </span>
  );
}
