import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ERRORS } from '@seal/shared';
import type { XmlRangeProblem } from '@seal/shared/contract/xml-import';
import { ALL_SHELL_TEXTS } from '../../i18n/all-texts';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { rangeProblemText } from './range-problem-text';

const TEXTS = { en: [ALL_SHELL_TEXTS.en, en], fr: [ALL_SHELL_TEXTS.fr, fr] } as const;

async function say(language: keyof typeof TEXTS, problem: XmlRangeProblem) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: TEXTS[language][0], 'xml-import': TEXTS[language][1] } },
    defaultNS: 'xml-import',
    fallbackNS: 'translation',
    interpolation: { escapeValue: false },
  });
  return rangeProblemText(instance.getFixedT(language, 'xml-import'), problem);
}

const of = (error: { code: number; key: string }, params?: Record<string, unknown>): XmlRangeProblem => ({
  code: error.code,
  key: error.key,
  ...(params ? { params } : {}),
});

describe("a range's problem in words", () => {
  it('says the catalogue message, then what its params add', async () => {
    expect(await say('en', of(ERRORS.activation.invalidReference))).toBe('Invalid reference.');
    expect(await say('en', of(ERRORS.activation.alreadyActivated, { position: 2 }))).toBe(
      'This reel or reference is already activated. Range 2 of this file already names some of these seals.',
    );
    expect(await say('en', of(ERRORS.xmlImport.overThreshold, { count: 150_001, max: 150_000 }))).toBe(
      'A range is above the maximum threshold. 150,001 seals; at most 150,000 per range.',
    );
    expect(await say('en', of(ERRORS.product.invalidProduct, { reason: 'unknown', by: 'sku', value: 'X-1' }))).toBe(
      'Invalid product. None of your products has this SKU: X-1.',
    );
    expect(
      await say(
        'fr',
        of(ERRORS.common.validation, {
          fields: [
            { path: 'dynamicData.Batch number', key: 'validation.required' },
            { path: 'targetCountry', key: 'validation.invalid' },
          ],
        }),
      ),
    ).toMatch(/^.+ Batch number: .+ Pays cible: .+$/);
  });
});
