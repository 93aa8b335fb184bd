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
    t = instance.t;
    translators.set(language, t);
  }
  return t;
}
