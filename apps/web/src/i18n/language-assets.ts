import type { Language } from '@seal/shared/constants';

type Texts = Record<string, unknown>;

/**
 * The shell's texts of a language; English is bundled. antd's and dayjs's locales load with
 * antd itself (app/antd/antd-locales.ts): the login page uses neither.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Texts }>> = {
  fr: () => import('./locales/fr.json'),
  zh: () => import('./locales/zh.json'),
};

const loaded = new Map<Language, Texts | undefined>([['en', undefined]]);

/** The shell's texts of a language (undefined for English, which i18next already holds). */
export async function loadShellTexts(language: Language): Promise<Texts | undefined> {
  if (loaded.has(language)) return loaded.get(language);
  const texts = language === 'en' ? undefined : (await LOADERS[language]()).default;
  loaded.set(language, texts);
  return texts;
}
