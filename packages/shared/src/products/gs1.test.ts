import { describe, expect, it } from 'vitest';
import { Gs1Error, parseGs1Product } from './gs1';

const sample = {
  '@context': { gs1: 'https://gs1.org/voc/', '@vocab': 'https://gs1.org/voc/' },
  '@type': 'gs1:Product',
  'gs1:gtin': '09506000134352',
  'gs1:productName': [
    { '@language': 'en', '@value': 'Dark chocolate' },
    { '@language': 'fr-FR', '@value': 'Chocolat noir' },
    { '@language': 'de', '@value': 'Zartbitterschokolade' },
  ],
  'gs1:productDescription': [{ '@language': 'en', '@value': '70% cocoa' }],
  'gs1:brand': { '@type': 'gs1:Brand', 'gs1:brandName': [{ '@language': 'en', '@value': 'Cocoa & Co' }] },
  'gs1:referencedFile': [
    {
      '@type': 'gs1:ReferencedFileDetails',
      'gs1:referencedFileType': { '@id': 'gs1:ReferencedFileTypeCode-PRODUCT_IMAGE' },
      'gs1:referencedFileURL': { '@id': 'https://example.com/choc.png' },
    },
  ],
  'gs1:targetMarket': { '@type': 'gs1:TargetMarketDetails', 'gs1:targetMarketCountries': { 'gs1:countryCode': 'FR' } },
};

describe('parseGs1Product', () => {
  it('reads the GTIN, names and descriptions per language, brand, image and target market', () => {
    const prefill = parseGs1Product(JSON.stringify(sample));
    expect(prefill.fields).toEqual({
      gtin: '09506000134352',
      texts: {
        en: { title: 'Dark chocolate', description: '70% cocoa' },
        fr: { title: 'Chocolat noir', description: null },
      },
      brand: 'Cocoa & Co',
      targetCountry: 'FR',
      defaultLanguage: 'en',
    });
    expect(prefill.imageUrl).toBe('https://example.com/choc.png');
    expect(prefill.ignored).toEqual(['productName@de']);
  });

  it('reads unprefixed and full-IRI keys, a product inside @graph, plain strings and countryOfSaleCode', () => {
    const prefill = parseGs1Product(
      JSON.stringify({
        '@context': { '@vocab': 'https://gs1.org/voc/', '@language': 'zh' },
        '@graph': [
          { '@type': 'Organization', name: 'x' },
          {
            '@type': 'https://gs1.org/voc/Product',
            gtin: '4006381333931',
            productName: '黑巧克力',
            brand: '可可',
            image: 'https://example.com/a.jpg',
            'https://gs1.org/voc/countryOfSaleCode': { countryCode: 'CN' },
          },
        ],
      }),
    );
    expect(prefill.fields).toMatchObject({
      gtin: '4006381333931',
      texts: { zh: { title: '黑巧克力' } },
      brand: '可可',
      targetCountry: 'CN',
      defaultLanguage: 'zh',
    });
    expect(prefill.imageUrl).toBe('https://example.com/a.jpg');
  });

  it('leaves out a GTIN with a wrong check digit and an image that is not an http(s) address', () => {
    const prefill = parseGs1Product(
      JSON.stringify({
        ...sample,
        'gs1:gtin': '09506000134353',
        'gs1:referencedFile': [],
        'gs1:image': 'javascript:alert(1)',
      }),
    );
    expect(prefill.fields.gtin).toBeUndefined();
    expect(prefill.ignored).toContain('gtin');
    expect(prefill.imageUrl).toBeNull();
  });

  it('refuses text that is not JSON and JSON without a product', () => {
    expect(() => parseGs1Product('<xml/>')).toThrow(Gs1Error);
    expect(() => parseGs1Product(JSON.stringify({ '@type': 'gs1:Organization' }))).toThrow(Gs1Error);
  });

  it('survives deeply nested input without a stack overflow', () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(() => parseGs1Product(deep)).toThrow(Gs1Error);
  });
});
