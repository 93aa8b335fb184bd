import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import type { Language } from '@seal/shared/constants';

interface LanguageAssets {
  /** i18next texts; undefined for English, which is bundled. */
  translation?: Record<string, unknown>;
  antd: Locale;
}

const LOADERS: Record<Language, () => Promise<LanguageAssets>> = {
  en: async () => ({ antd: enUS }),
  fr: async () => {
    const [texts, antd] = await Promise.all([
      import('./locales/fr.json'),
      import('antd/es/locale/fr_FR'),
      import('dayjs/locale/fr'),
    ]);
    return { translation: texts.default, antd: antd.default };
  },
  zh: async () => {
    const [texts, antd] = await Promise.all([
      import('./locales/zh.json'),
      import('antd/es/locale/zh_CN'),
      import('dayjs/locale/zh-cn'),
    ]);
    return { translation: texts.default, antd: antd.default };
  },
};

const DAYJS_LOCALES: Record<Language, string> = { en: 'en', fr: 'fr', zh: 'zh-cn' };
const loaded = new Map<Language, LanguageAssets>([['en', { antd: enUS }]]);

export async function loadLanguageAssets(language: Language): Promise<LanguageAssets> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const assets = await LOADERS[language]();
  loaded.set(language, assets);
  return assets;
}

/** The antd locale of a language already loaded (English until the other one arrives). */
export const antdLocaleOf = (language: Language): Locale => loaded.get(language)?.antd ?? enUS;

/** Applies the date locale; its module registers itself with dayjs when loaded. */
export const applyDateLocale = (language: Language) =>
  dayjs.locale(loaded.has(language) ? DAYJS_LOCALES[language] : 'en');
