import { describe, expect, it } from 'vitest';
import type { resolver } from '@seal/shared';
import { itemFormSchema, itemFormValues, linksFormSchema, menuFormValues } from './form-values';

const ID = '00000000-0000-4000-8000-000000000001';

describe('item form', () => {
  it('sends "every language" and "no link type" as null', () => {
    const parsed = itemFormSchema.parse({ label: 'Recipes', url: '/consultation', linkType: '', language: '' });
    expect(parsed).toMatchObject({ linkType: null, language: null });
  });

  it('keeps a chosen link type and language', () => {
    const parsed = itemFormSchema.parse({
      label: 'Recipes',
      url: 'https://example.com/r',
      linkType: 'gs1:recipeInfo',
      language: 'fr',
    });
    expect(parsed).toMatchObject({ linkType: 'gs1:recipeInfo', language: 'fr' });
  });

  it('refuses a javascript: address', () => {
    expect(itemFormSchema.safeParse({ label: 'x', url: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('shows a stored null as the explicit choice of the select', () => {
    const item: resolver.ResolverItem = {
      id: ID,
      label: 'Recipes',
      url: '/consultation',
      linkType: null,
      language: null,
      menuCount: 0,
      updatedAt: '2026-11-25T08:00:00.000Z',
    };
    expect(itemFormValues(item)).toEqual({
      itemId: ID,
      label: 'Recipes',
      url: '/consultation',
      linkType: '',
      language: '',
    });
  });
});

describe('menu form', () => {
  it('edits a menu with its id and without its nulls', () => {
    const menu: resolver.ResolverMenu = {
      id: ID,
      name: 'Main',
      itemIds: ['b', 'a'],
      headerId: null,
      footerId: null,
      logoMediaId: null,
      backgroundMediaId: null,
      background: '#fff',
      color: '#000',
      accent: '#f00',
      font: 'serif',
      productIds: [],
      updatedAt: '2026-11-25T08:00:00.000Z',
    };
    const values = menuFormValues(menu);
    expect(values).toMatchObject({ menuId: ID, name: 'Main', itemIds: ['b', 'a'], font: 'serif' });
    expect(values.headerId).toBeUndefined();
    expect('updatedAt' in values).toBe(false);
  });

  it('starts a new menu with readable colours and the system font', () => {
    expect(menuFormValues(undefined)).toMatchObject({ font: 'system', itemIds: [], productIds: [] });
  });
});

describe('links form', () => {
  it('drops the languages left empty and sends an empty page URL as none', () => {
    const parsed = linksFormSchema.parse({
      productId: ID,
      productPageUrl: ' ',
      redirectUrls: { en: 'https://example.com/en', fr: '', zh: '  ' },
    });
    expect(parsed).toEqual({ productId: ID, productPageUrl: null, redirectUrls: { en: 'https://example.com/en' } });
  });

  it('refuses an unsafe redirect URL on its language', () => {
    const result = linksFormSchema.safeParse({
      productId: ID,
      productPageUrl: '',
      redirectUrls: { fr: 'data:text/html,x' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['redirectUrls', 'fr']);
  });
});
