import { createInstance, type TFunction } from 'i18next';
import { type Language } from '@seal/shared';
import en from './locales/en.json';
import fr from './locales/fr.json';
import zh from './locales/zh.json';

/** The texts of the public pages, one JSON per language (complete in each: locales.test.ts). */
export const PAGE_TEXTS = { en, fr, zh } as const satisfies Record<Language, unknown>;

export type Translate = TFunction;

/*
 * One i18next instance per language, made on first use and kept: an instance is only read once
 * initialised, so every request in that language shares it instead of building its own. React
 * escapes what it renders, so i18next does not.
 */
const translators = new Map<Language, TFunction>();

export function translatorFor(language: Language): Translate {
  let t = translators.get(language);
  if (!t) {
    const instance = createInstance();
    void instance.init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { translation: PAGE_TEXTS[language] } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    t = keepingPlainTexts(instance.t);
    translators.set(language, t);
  }
  return t;
}

/**
 * `t` with the texts asked by their key alone (most of a page's) kept once read: the texts never
 * change while the server runs, and i18next resolves a key anew on each call. Calls with options
 * (interpolation, plurals, objects) go to i18next every time.
 */
function keepingPlainTexts(t: TFunction): TFunction {
  const plain = new Map<string, string>();
  const keeping = (...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string')
      return (t as unknown as (...given: unknown[]) => unknown)(...args);
    let text = plain.get(key);
    if (text === undefined) plain.set(key, (text = t(key)));
    return text;
  };
  return keeping as unknown as TFunction;
}
