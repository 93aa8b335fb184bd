import { describe, expect, it } from 'vitest';
import { ERRORS, resolver } from '@seal/shared';
import { dataOf, expectError, fieldsOf } from '../../../test/calls';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { productIdByTitle } from '../products/test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const wine = await productIdByTitle(t, t.demo.accountId, 'Vintage red wine');
const otherWine = await productIdByTitle(t, t.other.accountId, 'Vintage red wine');

describe('linkModel (/products/links)', () => {
  it('saves a product page URL and a redirect URL per language, and lists them', async () => {
    const saved = dataOf(
      resolver.updateLinks,
      await admin(resolver.updateLinks, {
        productId: wine,
        productPageUrl: 'https://demo.example.com/wine',
        redirectUrls: { fr: 'https://demo.example.com/fr/vin', zh: 'https://demo.example.com/zh/wine' },
      }),
    );
    expect(saved).toMatchObject({
      productId: wine,
      title: 'Vintage red wine',
      productPageUrl: 'https://demo.example.com/wine',
      redirectUrls: { fr: 'https://demo.example.com/fr/vin', zh: 'https://demo.example.com/zh/wine' },
    });
    const listed = dataOf(resolver.listLinks, await admin(resolver.listLinks, { search: 'vintage' }));
    expect(listed.rows).toEqual([saved]);
    // The archived perfume is not offered.
    const all = dataOf(resolver.listLinks, await admin(resolver.listLinks, { size: 100 }));
    expect(all.rows.map((row) => row.title)).not.toContain('Perfume 50 ml (2019)');
  });

  it('clears the page URL with a blank one and keeps only the languages given', async () => {
    const cleared = dataOf(
      resolver.updateLinks,
      await admin(resolver.updateLinks, { productId: wine, productPageUrl: '', redirectUrls: { en: '/consultation' } }),
    );
    expect(cleared).toMatchObject({ productPageUrl: null, redirectUrls: { en: '/consultation' } });
  });

  it('refuses unsafe addresses and another account’s product, changing nothing', async () => {
    expect(
      fieldsOf(
        await admin(resolver.updateLinks, {
          productId: wine,
          productPageUrl: 'javascript:alert(1)',
          redirectUrls: { fr: 'data:text/html,x' },
        }),
      ).sort(),
    ).toEqual(['productPageUrl validation.invalid', 'redirectUrls.fr validation.invalid']);
    expectError(
      await admin(resolver.updateLinks, { productId: otherWine, productPageUrl: null, redirectUrls: {} }),
      ERRORS.common.notFound,
    );
    const listed = dataOf(resolver.listLinks, await admin(resolver.listLinks, { search: 'vintage' }));
    expect(listed.rows[0]).toMatchObject({ productPageUrl: null, redirectUrls: { en: '/consultation' } });
  });
});
