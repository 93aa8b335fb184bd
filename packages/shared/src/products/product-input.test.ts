import { describe, expect, it } from 'vitest';
import {
  PRODUCT_WIZARD_STEPS,
  ZProductInput,
  ZProductSecurityStep,
  dynamicDataProblem,
  forbiddenProductFields,
  productToInput,
  type Product,
  type ProductInput,
} from '../contract/products';
import { ERRORS } from '../errors';
import { toFieldIssues } from '../issues';

const valid: ProductInput = { texts: { en: { title: 'Dark chocolate', description: '70% cocoa' } }, validityDays: 365 };

/** The field issues a form would show, as "path key". */
function issues(input: unknown): string[] {
  const result = ZProductInput.safeParse(input);
  return result.success ? [] : toFieldIssues(result.error.issues).map((issue) => `${issue.path} ${issue.key}`);
}

describe('ZProductInput', () => {
  it('accepts the smallest product and fills the defaults', () => {
    const parsed = ZProductInput.parse(valid);
    expect(parsed).toMatchObject({
      defaultLanguage: 'en',
      type: 'standard',
      tagRotation: 0,
      resolverMode: 0,
      isContainer: false,
      contents: [],
    });
    expect(parsed.texts).toEqual({ en: { title: 'Dark chocolate', description: '70% cocoa' } });
    // Restricted fields left out stay out: "not sent".
    expect('sku' in parsed && parsed.sku !== undefined).toBe(false);
    expect(parsed.captcha).toBeUndefined();
  });

  it('needs a title of at least 3 characters in every language filled', () => {
    expect(issues({ ...valid, texts: { ...valid.texts, fr: { title: 'ab', description: 'Noir' } } })).toEqual([
      'texts.fr.title validation.tooShort',
    ]);
    expect(issues({ ...valid, texts: { ...valid.texts, fr: { title: ' ', description: 'Noir' } } })).toEqual([
      'texts.fr.title validation.required',
    ]);
  });

  it('needs a description in every language with a title (spec 001 section 5)', () => {
    expect(issues({ ...valid, texts: { en: { title: 'Dark chocolate' } } })).toEqual([
      'texts.en.description validation.required',
    ]);
    expect(issues({ ...valid, texts: { ...valid.texts, fr: { title: 'Chocolat noir', description: '  ' } } })).toEqual([
      'texts.fr.description validation.required',
    ]);
  });

  it('drops a language left blank', () => {
    const parsed = ZProductInput.parse({
      ...valid,
      texts: { ...valid.texts, zh: { title: '', description: '' } },
    });
    expect(Object.keys(parsed.texts)).toEqual(['en']);
  });

  it('needs a name in at least one language', () => {
    expect(issues({ ...valid, texts: {} })).toEqual(['texts validation.required']);
  });

  it('needs the title of the default language', () => {
    expect(issues({ ...valid, defaultLanguage: 'fr' })).toEqual(['texts.fr.title validation.required']);
    expect(
      issues({ ...valid, defaultLanguage: 'fr', texts: { fr: { title: 'Chocolat noir', description: 'Noir' } } }),
    ).toEqual([]);
  });

  it('needs a GTIN with a valid GS1 check digit when one is given', () => {
    expect(issues({ ...valid, gtin: '4006381333932' })).toEqual(['gtin validation.gtin']);
    expect(issues({ ...valid, gtin: '4006381333931' })).toEqual([]);
    expect(ZProductInput.parse({ ...valid, gtin: '' }).gtin).toBeUndefined();
  });

  it('needs a validity in days', () => {
    expect(issues({ texts: valid.texts })).toEqual(['validityDays validation.required']);
    expect(issues({ ...valid, validityDays: 0 })).toEqual(['validityDays validation.tooShort']);
  });

  it('needs the fraudulent threshold at least the suspect one, 0 disabling either', () => {
    expect(issues({ ...valid, suspectThreshold: 10, fraudulentThreshold: 5 })).toEqual([
      'fraudulentThreshold validation.tooShort',
    ]);
    expect(
      toFieldIssues(
        ZProductInput.safeParse({ ...valid, suspectThreshold: 10, fraudulentThreshold: 5 }).error!.issues,
      )[0]!.params,
    ).toEqual({ min: 10 });
    expect(issues({ ...valid, suspectThreshold: 10, fraudulentThreshold: 10 })).toEqual([]);
    expect(issues({ ...valid, suspectThreshold: 10, fraudulentThreshold: 0 })).toEqual([]);
    expect(issues({ ...valid, suspectThreshold: 0, fraudulentThreshold: 3 })).toEqual([]);
  });

  it('takes the two thresholds together', () => {
    expect(issues({ ...valid, suspectThreshold: 10 })).toEqual(['fraudulentThreshold validation.required']);
  });

  it('needs a 5-character control key with a digit and a letter for a manual CCP', () => {
    expect(issues({ ...valid, ccpType: 'manual' })).toEqual(['controlKey validation.required']);
    expect(issues({ ...valid, ccpType: 'manual', controlKey: 'abcde' })).toEqual(['controlKey validation.ccp']);
    expect(issues({ ...valid, ccpType: 'manual', controlKey: 'a1b2' })).toEqual(['controlKey validation.ccp']);
    expect(issues({ ...valid, ccpType: 'manual', controlKey: 'a1B2c' })).toEqual([]);
    expect(issues({ ...valid, ccpType: '3' })).toEqual([]);
  });

  it('takes the captcha, rotation and resolver codes of the spec only', () => {
    expect(issues({ ...valid, captcha: 4 })).toEqual(['captcha validation.choice']);
    expect(issues({ ...valid, captcha: 9, tagRotation: 5, resolverMode: 3 })).toEqual([]);
    expect(issues({ ...valid, tagRotation: 6, resolverMode: 4 })).toEqual([
      'tagRotation validation.choice',
      'resolverMode validation.choice',
    ]);
  });

  it('needs valid redirect and product page addresses', () => {
    expect(issues({ ...valid, productPageUrl: 'javascript:alert(1)', redirectUrls: { fr: 'not a url' } })).toEqual([
      'productPageUrl validation.url',
      'redirectUrls.fr validation.url',
    ]);
  });

  it('refuses a contained product listed twice and a quantity of 500 or more', () => {
    const id = '0b6d2f4e-1d55-4a53-9d55-0d8f1f0e7a11';
    expect(
      issues({
        ...valid,
        isContainer: true,
        contents: [
          { productId: id, quantity: 2 },
          { productId: id, quantity: 500 },
        ],
      }),
    ).toEqual(['contents.1.quantity validation.tooLong', 'contents.1.productId validation.invalid']);
  });

  it('needs a mask for a masked text item and keeps list values for lists only', () => {
    expect(issues({ ...valid, dynamicData: [{ label: 'Batch', format: 'masked_text' }] })).toEqual([
      'dynamicData.0.mask validation.required',
    ]);
    const parsed = ZProductInput.parse({
      ...valid,
      dynamicData: [{ label: 'Batch', format: 'text', values: ['a'], mask: 'AA' }],
    });
    expect(parsed.dynamicData).toEqual([
      { label: 'Batch', format: 'text', values: [], mask: null, mandatory: false, public: false },
    ]);
  });
});

describe('dynamicDataProblem', () => {
  it('refuses a list with no value', () => {
    expect(dynamicDataProblem([{ label: 'Size', format: 'list', values: [] }])).toMatchObject({
      error: ERRORS.product.emptyValueList,
      path: 'dynamicData.0.values',
    });
  });

  it('refuses a label used twice in one product, whatever its case', () => {
    const items = [
      { label: 'Batch', format: 'text' as const, values: [] },
      { label: 'batch ', format: 'number' as const, values: [] },
    ];
    expect(dynamicDataProblem(items)).toMatchObject({ error: ERRORS.product.labelExists, path: 'dynamicData.1.label' });
    expect(dynamicDataProblem([items[0]!, { ...items[1]!, label: 'Lot' }])).toBeNull();
  });
});

describe('restricted fields', () => {
  it('names the restricted fields sent without their right, null counting as sent', () => {
    const parsed = ZProductInput.parse({ ...valid, sku: null, captcha: 3, targetCountry: 'fr' });
    expect(parsed.targetCountry).toBe('FR');
    expect(forbiddenProductFields(parsed, { 'prod.security_captcha': true })).toEqual(['sku', 'targetCountry']);
  });

  it('leaves out of the edit form the restricted fields the user may not send', () => {
    const product = {
      ...ZProductInput.parse(valid),
      id: 'x',
      sku: 'A-1',
      captcha: 3,
      contents: [],
      dynamicData: [],
    } as unknown as Product;
    const input = productToInput(
      { ...product, redirectUrls: {}, suspectThreshold: 0, fraudulentThreshold: 0, targetCountry: null },
      { 'prod.externid': true },
    );
    expect(input.sku).toBe('A-1');
    expect('captcha' in input).toBe(false);
    expect('dynamicData' in input).toBe(false);
  });
});

describe('wizard steps', () => {
  it('cover every field of the form, in five steps', () => {
    expect(PRODUCT_WIZARD_STEPS.map((step) => step.key)).toEqual([
      'basic',
      'additional',
      'multilingual',
      'redirects',
      'security',
    ]);
    const fields = new Set(PRODUCT_WIZARD_STEPS.flatMap((step) => step.fields));
    const formFields = Object.keys(ZProductInput.shape).filter((field) => field !== 'confirmGtinReuse');
    expect([...fields].sort()).toEqual(formFields.sort());
  });

  it('validate one step on its own', () => {
    expect(ZProductSecurityStep.safeParse({ suspectThreshold: 5, fraudulentThreshold: 2 }).success).toBe(false);
    expect(ZProductSecurityStep.safeParse({ captcha: 6 }).success).toBe(true);
  });
});
