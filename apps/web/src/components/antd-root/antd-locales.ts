import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Language } from '@seal/shared/constants';

/** antd's texts (pagination, pickers) and dayjs's month names of each language, loaded on demand. */
const LOADERS: Record<Language, () => Promise<Locale>> = {
  en: async () => enUS,
  fr: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/fr_FR'), import('dayjs/locale/fr')]);
    return antd.default;
  },
  zh: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
    return antd.default;
  },
};

export const DATE_LOCALES: Record<Language, string> = { en: 'en', fr: 'fr', zh: 'zh-cn' };
const loading = new Map<Language, Promise<Locale>>();

/** The antd locale of a language (its dayjs locale registered too); loaded once. */
export function antdLocale(language: Language): Promise<Locale> {
  let promise = loading.get(language);
  if (!promise) {
    promise = LOADERS[language]();
    loading.set(language, promise);
  }
  return promise;
}
