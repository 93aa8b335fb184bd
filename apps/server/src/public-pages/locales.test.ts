import { describe, expect, it } from 'vitest';
import { ERRORS, LANGUAGES } from '@seal/shared';
import { CONSUMER_REQUEST_TYPES } from '@seal/shared/contract/seal-history';
import { PAGE_TEXTS } from './i18n';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a locale: its dotted key and its text. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const base = (key: string) => key.replace(PLURAL, '');

describe('the public pages texts', () => {
  const en = new Map(leaves(PAGE_TEXTS.en));

  it.each(LANGUAGES)('are complete in %s: the same keys as English, none empty, the same placeholders', (language) => {
    const texts = leaves(PAGE_TEXTS[language]);
    expect([...new Set(texts.map(([key]) => base(key)))].sort()).toEqual([...new Set([...en.keys()].map(base))].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe('');
      const english = en.get(key) ?? en.get(`${base(key)}_other`);
      expect(variables(text), key).toEqual(variables(english ?? ''));
    }
  });

  it.each(LANGUAGES)(
    'interpolate only plain {{name}} placeholders in %s, which the translator fills itself',
    (language) => {
      for (const [key, text] of leaves(PAGE_TEXTS[language])) {
        // No formats ({{value, number}}), no nesting ($t(...)), no unescaped ({{- name}}): i18n.ts does not read them.
        expect(text.replace(/\{\{\w+\}\}/g, ''), key).not.toMatch(/\{\{|\$t\(/);
      }
    },
  );

  it.each(LANGUAGES)('have every plural form %s needs', (language) => {
    const keys = new Set(leaves(PAGE_TEXTS[language]).map(([key]) => key));
    const plurals = [...keys].filter((key) => PLURAL.test(key)).map(base);
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const plural of new Set(plurals))
      for (const form of forms) expect(keys, `${plural}_${form}`).toContain(`${plural}_${form}`);
  });

  it('are written in Chinese in zh and in French in fr', () => {
    const names = ['languages.en', 'languages.fr', 'languages.zh'];
    const notChinese = leaves(PAGE_TEXTS.zh).filter(([, text]) => !/[\u4e00-\u9fff]/.test(text));
    // A wine's strength is written "% vol" on every label, Chinese ones included.
    expect(notChinese.map(([key]) => key)).toEqual([
      'languages.en',
      'languages.fr',
      'product.gtin',
      'nutrition.wine.alcoholValue',
    ]);
    // Words spelt alike in both languages; any other French text equal to the English is a miss.
    const twins = leaves(PAGE_TEXTS.fr).filter(([key, text]) => en.get(key) === text);
    expect(twins.map(([key]) => key)).toEqual([
      ...names,
      'product.gtin',
      'contact.email',
      'nutrition.wine.alcoholValue',
    ]);
  });

  it('give every consultation outcome of the catalogue a title, a message and a next step', () => {
    for (const error of Object.values(ERRORS.consultation)) {
      const name = error.key.split('.')[1]!;
      for (const part of ['title', 'message', 'next'])
        expect(en.has(`result.${name}.${part}`), `${name}.${part}`).toBe(true);
    }
  });

  it('tell every error the consumer form endpoint answers (docs/consumer-forms.md)', () => {
    const keys = [
      'common.validation',
      'common.throttled',
      'common.crossOrigin',
      'consultation.invalidSession',
      'consumerForm.invalidCaptcha',
      'consumerForm.captchaUsed',
      'consumerForm.photoOnly',
      'media.tooLarge',
      'media.invalidImage',
    ];
    for (const key of keys) expect(en.has(`form.errors.${key}`), key).toBe(true);
  });

  it('name every request type of the consumer form', () => {
    for (const type of CONSUMER_REQUEST_TYPES) expect(en.has(`form.requestTypes.${type}`), type).toBe(true);
  });
});
