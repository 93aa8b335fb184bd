import { describe, expect, it } from 'vitest';
import { checkWithSchema } from '../../../components/resource-form/field-errors';
import { sheetFormSchema } from './form-values';

const nutrients = {
  energyKj: 1674,
  energyKcal: 400,
  fat: 10,
  saturates: 2,
  carbohydrate: 60,
  sugars: 30,
  protein: 8,
  salt: 0.5,
};
const english = { name: 'Biscuits', ingredients: [{ text: 'wheat flour', allergen: 'gluten' }] };

describe('the sheet form', () => {
  it('sends the texts of the languages kept only, and a blank portion as none', () => {
    const checked = checkWithSchema(sheetFormSchema(false), {
      basis: '100g',
      nutrients,
      portion: { size: null, label: '' },
      defaultLanguage: 'en',
      languages: ['en'],
      texts: { en: english, fr: { name: 'Biscuits', ingredients: [] } },
    });
    expect(checked).toMatchObject({ success: true, data: { portion: null, texts: { en: english } } });
    expect(checked.success && Object.keys(checked.data.texts)).toEqual(['en']);
  });

  it('asks for the name and an ingredient of a language added, and the product of a new sheet', () => {
    const checked = checkWithSchema(sheetFormSchema(true), {
      basis: '100ml',
      nutrients,
      portion: null,
      defaultLanguage: 'en',
      languages: ['en', 'zh'],
      texts: { en: english },
    });
    expect(checked.success ? [] : checked.issues.map((issue) => `${issue.path} ${issue.key}`).sort()).toEqual([
      'productId validation.required',
      'texts.zh.ingredients validation.listEmpty',
      'texts.zh.name validation.required',
    ]);
  });
});
