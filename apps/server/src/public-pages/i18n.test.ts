import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { PAGE_TEXTS, translatorFor } from './i18n';

/** i18next itself, as the pages were translated before their texts were kept. */
function i18nextFor(language: 'en' | 'fr' | 'zh') {
  const instance = createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation: PAGE_TEXTS[language] } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe("the public pages' translator", () => {
  it('answers what i18next answers: texts alone, with values, plurals and objects', () => {
    for (const language of ['en', 'fr', 'zh'] as const) {
      const [kept, reference] = [translatorFor(language), i18nextFor(language)];
      const calls: [string, Record<string, unknown>?][] = [
        ['entry.checked', { ref: 'ABCD-EFGH-JKMN' }],
        ['product.imageAlt', { title: 'Thé <vert> & "noir"' }],
        ['challenge.pattern', { n: 3 }],
        ['result.valid.title'],
        ['retry.in', { count: 1 }],
        ['retry.in', { count: 5 }],
        ['form.errors', { returnObjects: true }],
      ];
      for (const [key, options] of calls) {
        // Twice: the first call keeps the text, the second reads it kept.
        for (let time = 0; time < 2; time++)
          expect(options ? kept(key, options) : kept(key), `${language} ${key}`).toEqual(
            options ? reference(key, options) : reference(key),
          );
      }
    }
  });

  it('puts each value where its placeholder is, and nothing where another is named', () => {
    const t = translatorFor('en');
    expect(t('entry.checked', { ref: '$& {{ref}}' })).toBe('Reference: $& {{ref}}');
    expect(t('entry.checked', { other: 'x' })).toBe('Reference: {{ref}}');
  });
});
