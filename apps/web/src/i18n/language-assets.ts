import type { Language } from '@seal/shared/constants';

type Texts = Record<string, unknown>;
type Loader = () => Promise<{ default: Texts }>;

/**
 * The shell's texts of a language; English is bundled. antd's and dayjs's locales load with
 * antd itself (app/antd/antd-locales.ts): the login page uses neither.
 */
const SHELL: Record<Exclude<Language, 'en'>, Loader> = {
  fr: () => import('./locales/fr.json'),
  zh: () => import('./locales/zh.json'),
};

/**
 * The messages of the error catalogue's areas (`errors.<area>.<key>`), kept apart from the shell's
 * texts: no screen shows one before the server has answered a call, so English ones load right
 * after the first paint instead of with it (docs/decisions/0010-light-first-load.md). The messages
 * the login page may show (`errors.common`, `errors.auth`) stay in the shell's texts.
 */
const ERRORS: Record<Language, Loader> = {
  en: () => import('./locales/errors/en.json'),
  fr: () => import('./locales/errors/fr.json'),
  zh: () => import('./locales/errors/zh.json'),
};

/**
 * The texts of the pieces several areas share (components/nutrition, components/payment,
 * components/certificate: `nutrition.*`, `payment.*`, `certificate.*`), kept apart from the
 * shell's for the same reason: only screens loaded after the first one show them. A page waits
 * for them as it loads (app/router.tsx), so none is drawn without them.
 */
const SHARED: Record<Language, Loader> = {
  en: () => import('./locales/shared/en.json'),
  fr: () => import('./locales/shared/fr.json'),
  zh: () => import('./locales/shared/zh.json'),
};

/** A language's shared pieces' texts, a part of its shell texts. */
export async function loadSharedTexts(language: Language): Promise<Texts> {
  return (await SHARED[language]()).default;
}

/** A language's area error messages, as a part of its shell texts: `{ errors: { <area>: ... } }`. */
export async function loadErrorTexts(language: Language): Promise<{ errors: Texts }> {
  return { errors: (await ERRORS[language]()).default };
}

const loaded = new Map<Language, Promise<Texts | undefined>>([['en', Promise.resolve(undefined)]]);

/** The shell's texts of a language with its error messages and shared pieces' texts (undefined for English, which i18next already holds). */
export function loadShellTexts(language: Language): Promise<Texts | undefined> {
  let texts = loaded.get(language);
  if (!texts) {
    texts = Promise.all([
      SHELL[language as Exclude<Language, 'en'>](),
      loadErrorTexts(language),
      loadSharedTexts(language),
    ]).then(([{ default: shell }, { errors }, shared]) => ({
      ...shell,
      ...shared,
      errors: { ...(shell.errors as Texts), ...errors },
    }));
    loaded.set(language, texts);
  }
  return texts;
}
