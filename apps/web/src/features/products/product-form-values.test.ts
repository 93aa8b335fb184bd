import { describe, expect, it } from 'vitest';
import { ERRORS, toRightsMap, type products } from '@seal/shared';
import { AppError } from '../../api/app-error';
import {
  checkProductInput,
  editProductValues,
  gs1Values,
  hiddenFields,
  newProductValues,
  toProductInput,
  withErrorField,
} from './product-form-values';

const editor = toRightsMap(['prod.view', 'prod.create', 'prod.edit']);
const everything = toRightsMap([
  'prod.view',
  'prod.create',
  'prod.edit',
  'prod.externid',
  'prod.dynamic_data',
  'prod.security_threshold',
  'prod.security_captcha',
  'prod.security_tgt_country',
  'prod.custom_lang_url',
]);

const stored: products.Product = {
  id: '00000000-0000-4000-8000-000000000001',
  defaultLanguage: 'en',
  texts: { en: { title: 'Dark chocolate', description: null } },
  gtin: '4006381333931',
  sku: 'CHOC-1',
  brand: 'Cocoa',
  type: 'standard',
  imageId: null,
  imageUrl: null,
  targetCountry: 'FR',
  validityDays: 365,
  displayTemplate: null,
  tagRotation: 0,
  resolverMode: 0,
  productPageUrl: null,
  redirectUrls: {},
  captcha: 3,
  ccpType: null,
  controlKey: null,
  suspectThreshold: 5,
  fraudulentThreshold: 10,
  dynamicData: [],
  isContainer: false,
  contents: [],
  archived: false,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('product form values', () => {
  it('hides every restricted field whose right the user lacks', () => {
    expect([...hiddenFields(editor)].sort()).toEqual(
      [
        'captcha',
        'dynamicData',
        'fraudulentThreshold',
        'redirectUrls',
        'sku',
        'suspectThreshold',
        'targetCountry',
      ].sort(),
    );
    expect(hiddenFields(everything).size).toBe(0);
  });

  it('starts a new product with the restricted fields of the rights held only', () => {
    expect(newProductValues(editor)).not.toHaveProperty('suspectThreshold');
    expect(newProductValues(everything)).toMatchObject({ suspectThreshold: 0, fraudulentThreshold: 0, captcha: 0 });
    // The validity the spec requires starts at a year: a new product passes its step with it.
    expect(newProductValues(editor)).toMatchObject({ validityDays: 365 });
  });

  it('edits a stored product without the fields the user may not send', () => {
    const values = editProductValues(stored, editor);
    expect(values).not.toHaveProperty('sku');
    expect(values).not.toHaveProperty('targetCountry');
    expect(values).not.toHaveProperty('ccpType'); // none: the select shows its placeholder
    expect(values).toMatchObject({ gtin: '4006381333931', validityDays: 365 });
  });

  it('never sends a restricted field without its right, contents outside a container or a stray control key', () => {
    const input = toProductInput(
      {
        texts: { en: { title: 'Gin' } },
        sku: 'X',
        dynamicData: [],
        validityDays: 10,
        isContainer: false,
        contents: [{ productId: stored.id, quantity: 2 }],
        ccpType: '3',
        controlKey: 'AB1CD',
        stepOnly: 'ignored',
      },
      editor,
    );
    expect(input).toEqual({
      texts: { en: { title: 'Gin' } },
      validityDays: 10,
      isContainer: false,
      contents: [],
      ccpType: '3',
    });
  });

  it('checks the whole input with the method schema and the dynamic-data rules', () => {
    const base = toProductInput(
      { ...newProductValues(everything), texts: { en: { title: 'Gin', description: 'Dry gin' } }, validityDays: 30 },
      everything,
    );
    expect(checkProductInput(base)).toEqual([]);
    const emptyList = { ...base, dynamicData: [{ label: 'Cask', format: 'list' as const, values: [] }] };
    expect(checkProductInput(emptyList)).toEqual([
      { path: 'dynamicData.0.values', key: 'errors.product.emptyValueList', params: { label: 'Cask' } },
    ]);
    expect(checkProductInput({ ...base, validityDays: undefined as unknown as number })[0]?.path).toBe('validityDays');
    expect(checkProductInput({ ...base, texts: { en: { title: 'Gin' } } })).toEqual([
      { path: 'texts.en.description', key: 'validation.required' },
    ]);
  });

  it('names the field of a catalogue refusal about one field', () => {
    const titleUsed = withErrorField(new AppError(ERRORS.product.titleUsed, { language: 'fr', title: 'Gin' }));
    expect((titleUsed as AppError).fields).toEqual([
      { path: 'texts.fr.title', key: 'errors.product.titleUsed', params: { language: 'fr', title: 'Gin' } },
    ]);
    const other = new AppError(ERRORS.common.forbidden);
    expect(withErrorField(other)).toBe(other);
  });

  it('fills from a GS1 file the languages with a title, and the country only with its right', () => {
    const prefill: products.Gs1Prefill = {
      fields: {
        gtin: '4006381333931',
        texts: { en: { title: 'Gin', description: 'Dry' }, fr: { title: '', description: 'Sec' } },
        targetCountry: 'FR',
        defaultLanguage: 'fr',
      },
      imageUrl: null,
      ignored: [],
    };
    expect(gs1Values(prefill, hiddenFields(editor))).toEqual({
      gtin: '4006381333931',
      texts: { en: { title: 'Gin', description: 'Dry' } },
    });
    expect(gs1Values(prefill, hiddenFields(everything))).toHaveProperty('targetCountry', 'FR');
  });
});
