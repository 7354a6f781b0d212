import type { Language } from '@amigo/contract';
import { enUS } from './en-US.ts';
import { filPH } from './fil-PH.ts';
import { jaJP, type Messages } from './ja-JP.ts';
import { koKR } from './ko-KR.ts';
import { viVN } from './vi-VN.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

export type { Messages };
export const catalogues: Record<Language, Messages> = {
  'ja-JP': jaJP,
  'en-US': enUS,
  'ko-KR': koKR,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'fil-PH': filPH,
  'vi-VN': viVN,
};
