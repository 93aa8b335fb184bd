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

/** A text's `{{name}}` placeholders: the only interpolation the page texts use (locales.test.ts). */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Options a kept text can answer: values to put in its placeholders, nothing else i18next reads. */
function isPlainValues(options: unknown): options is Record<string, string | number> {
  if (!options || typeof options !== 'object') return false;
  return Object.entries(options).every(
    ([name, value]) => !RESERVED_OPTIONS.has(name) && (typeof value === 'string' || typeof value === 'number'),
  );
}

/** What makes i18next pick another text or shape (plurals, context, objects, defaults, language). */
const RESERVED_OPTIONS = new Set(['count', 'context', 'returnObjects', 'defaultValue', 'lng', 'ns', 'ordinal']);

/**
 * `t` with the texts kept once read: the texts never change while the server runs, and i18next
 * resolves a key anew on each call, which costs a check page a measurable share of its rendering.
 * A text asked with values has them put in its `{{name}}` placeholders here, as i18next would
 * (escaping off: React escapes); any other call (plurals, objects, context) goes to i18next.
 */
function keepingPlainTexts(t: TFunction): TFunction {
  const kept = new Map<string, string>();
  const keeping = (...args: unknown[]) => {
    const [key, options] = args;
    const plain = typeof key === 'string' && (args.length === 1 || (args.length === 2 && isPlainValues(options)));
    if (!plain) return (t as unknown as (...given: unknown[]) => unknown)(...args);
    let text = kept.get(key);
    if (text === undefined) kept.set(key, (text = t(key, { interpolation: { skipOnVariables: true } }) as string));
    if (args.length === 1) return text;
    const values = options as Record<string, string | number>;
    return text.replace(PLACEHOLDER, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
  };
  return keeping as unknown as TFunction;
}
