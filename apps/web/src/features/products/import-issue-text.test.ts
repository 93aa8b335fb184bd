import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ALL_SHELL_TEXTS } from '../../i18n/all-texts';
import en from './locales/en.json';
import fr from './locales/fr.json';
import zh from './locales/zh.json';
import { columnLabel, issueMessage } from './import-issue-text';

const TEXTS = {
  en: [ALL_SHELL_TEXTS.en, en],
  fr: [ALL_SHELL_TEXTS.fr, fr],
  zh: [ALL_SHELL_TEXTS.zh, zh],
} as const;

/** The preview's words for an issue in one language: "column label: message". */
async function say(language: keyof typeof TEXTS, column: string, key: string, params?: Record<string, unknown>) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: TEXTS[language][0], products: TEXTS[language][1] } },
    defaultNS: 'products',
    fallbackNS: 'translation',
    interpolation: { escapeValue: false },
  });
  const t = instance.getFixedT(language, 'products');
  return `${columnLabel(t, column)}: ${issueMessage(t, { column, key, ...(params ? { params } : {}) })}`;
}

describe('import preview messages', () => {
  it('names the column as the wizard does and says what is wrong, in English, French and Chinese', async () => {
    expect(await say('en', 'validity_days', 'validation.number')).toBe('Validity (days): Not a number.');
    expect(await say('fr', 'validity_days', 'validation.number')).toBe('Validité (jours): Ce n’est pas un nombre.');
    expect(await say('zh', 'validity_days', 'validation.number')).toBe('有效期（天）: 不是数字。');
  });

  it('names a column of one language with that language', async () => {
    expect(await say('en', 'description_fr', 'validation.required')).toBe(
      'Description (Français): This field is required.',
    );
    expect(await say('zh', 'title_en', 'validation.tooShort', { min: 3 })).toBe(
      '标题（English）: 过短或过小（最小值 3）。',
    );
  });

  it('says a catalogue refusal with its parameters', async () => {
    expect(await say('en', 'sku', 'product.skuUsed', { sku: 'A-1' })).toMatch(/^SKU \(external id\): .+/);
    expect(await say('en', 'sku', 'product.skuUsed', { sku: 'A-1' })).not.toContain('Invalid value');
  });

  it('shows an unknown column as written', async () => {
    expect(await say('en', 'colour', 'validation.invalid')).toBe('colour: Invalid value.');
  });
});
