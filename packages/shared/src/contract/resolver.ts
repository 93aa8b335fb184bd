import { z } from 'zod';
import {
  COLOUR_PATTERN,
  THEME_FONTS,
  THEME_LANGUAGES,
  zThemeUrl,
  type ThemeFont,
  type ThemeLanguage,
} from '../themes/document';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

/**
 * The resolver (docs/resolver.md): menus of links a consumer sees after a scan, with their header,
 * footer and items, and the product's links per language. A product's resolver mode (spec 000:
 * 0 none, 1 resolver first, 2 resolution then authentication, 3 authentication then resolver)
 * says where the menu comes on the consultation path; GS1 Digital Link URIs resolve to the same.
 */

/** The GS1 link types an item may carry (the GS1 Web Vocabulary), answered in a linkset. */
export const GS1_LINK_TYPES = [
  'gs1:pip',
  'gs1:certificationInfo',
  'gs1:verificationService',
  'gs1:sustainabilityInfo',
  'gs1:instructions',
  'gs1:relatedVideo',
  'gs1:promotion',
  'gs1:support',
  'gs1:registerProduct',
  'gs1:recipeInfo',
  'gs1:nutritionalInfo',
  'gs1:allergenInfo',
  'gs1:ingredientsInfo',
  'gs1:safetyInfo',
  'gs1:recallStatus',
  'gs1:review',
  'gs1:traceability',
  'gs1:epil',
  'gs1:hasRetailers',
] as const;
export type Gs1LinkType = (typeof GS1_LINK_TYPES)[number];

export const RESOLVER_NAME_MAX = 100;
export const RESOLVER_TEXT_MAX = 2000;
/** Items in one menu. */
export const RESOLVER_MENU_ITEMS_MAX = 30;
/** Products one menu serves. */
export const RESOLVER_MENU_PRODUCTS_MAX = 1000;

const zName = z.string().trim().min(1).max(RESOLVER_NAME_MAX);
const zColour = z.string().trim().regex(COLOUR_PATTERN);
const zFont = z.enum(Object.keys(THEME_FONTS) as [ThemeFont, ...ThemeFont[]]);
const zUrl = zThemeUrl.pipe(z.string().min(1));
const zLanguage = z.enum(THEME_LANGUAGES);

export interface ResolverItem {
  id: string;
  label: string;
  url: string;
  /** Its GS1 link type, answered in the linkset; null for a link of the menu only. */
  linkType: Gs1LinkType | null;
  /** The language it is for; null for every language. */
  language: ThemeLanguage | null;
  /** How many menus show it. */
  menuCount: number;
  updatedAt: string;
}

export interface ResolverHeader {
  id: string;
  name: string;
  title: string;
  subtitle: string | null;
  logoMediaId: string | null;
  background: string;
  color: string;
  updatedAt: string;
}

export interface ResolverFooter {
  id: string;
  name: string;
  text: string;
  background: string;
  color: string;
  updatedAt: string;
}

export interface ResolverMenu {
  id: string;
  name: string;
  /** Its items, in order. */
  itemIds: string[];
  headerId: string | null;
  footerId: string | null;
  logoMediaId: string | null;
  backgroundMediaId: string | null;
  background: string;
  color: string;
  accent: string;
  font: ThemeFont;
  /** The products whose resolver it is (a product has at most one menu). */
  productIds: string[];
  updatedAt: string;
}

export type ResolverMenuRow = Omit<ResolverMenu, 'itemIds' | 'productIds'> & {
  itemCount: number;
  productCount: number;
  headerName: string | null;
  footerName: string | null;
};

const zItemFields = z.object({
  label: zName,
  url: zUrl,
  linkType: z.enum(GS1_LINK_TYPES).nullable().default(null),
  language: zLanguage.nullable().default(null),
});
const zHeaderFields = z.object({
  name: zName,
  title: z.string().trim().min(1).max(RESOLVER_NAME_MAX),
  subtitle: z.string().trim().max(RESOLVER_TEXT_MAX).nullable().default(null),
  logoMediaId: zId.nullable().default(null),
  background: zColour,
  color: zColour,
});
const zFooterFields = z.object({
  name: zName,
  text: z.string().trim().min(1).max(RESOLVER_TEXT_MAX),
  background: zColour,
  color: zColour,
});
const zMenuFields = z.object({
  name: zName,
  itemIds: z.array(zId).max(RESOLVER_MENU_ITEMS_MAX),
  headerId: zId.nullable().default(null),
  footerId: zId.nullable().default(null),
  logoMediaId: zId.nullable().default(null),
  backgroundMediaId: zId.nullable().default(null),
  background: zColour,
  color: zColour,
  accent: zColour,
  font: zFont.default('system'),
  productIds: z.array(zId).max(RESOLVER_MENU_PRODUCTS_MAX),
});

const m = 'resolverModel';
const see = ['prod.resolver_see'] as const;
const create = ['prod.resolver_create'] as const;
const del = ['prod.resolver_delete'] as const;
const byName = listInput({ sort: ['name', 'updatedAt'], filters: z.object({}) });

export const listItems = defineMethod<ListResult<ResolverItem>>()({
  model: m,
  name: 'listItems',
  access: 'session',
  rights: see,
  input: listInput({
    sort: ['label', 'updatedAt'],
    filters: z.object({ linkType: z.enum(GS1_LINK_TYPES).optional() }),
  }),
});
export const listHeaders = defineMethod<ListResult<ResolverHeader>>()({
  model: m,
  name: 'listHeaders',
  access: 'session',
  rights: see,
  input: byName,
});
export const listFooters = defineMethod<ListResult<ResolverFooter>>()({
  model: m,
  name: 'listFooters',
  access: 'session',
  rights: see,
  input: byName,
});
export const listMenus = defineMethod<ListResult<ResolverMenuRow>>()({
  model: m,
  name: 'listMenus',
  access: 'session',
  rights: see,
  input: byName,
});

export const getItem = defineMethod<ResolverItem>()({
  model: m,
  name: 'getItem',
  access: 'session',
  rights: see,
  input: z.object({ itemId: zId }),
});
export const getHeader = defineMethod<ResolverHeader>()({
  model: m,
  name: 'getHeader',
  access: 'session',
  rights: see,
  input: z.object({ headerId: zId }),
});
export const getFooter = defineMethod<ResolverFooter>()({
  model: m,
  name: 'getFooter',
  access: 'session',
  rights: see,
  input: z.object({ footerId: zId }),
});
export const getMenu = defineMethod<ResolverMenu>()({
  model: m,
  name: 'getMenu',
  access: 'session',
  rights: see,
  input: z.object({ menuId: zId }),
});

/** Names (labels for items) are unique per kind in an account: `resolver.titleUsed` (114). */
export const saveItem = defineMethod<ResolverItem>()({
  model: m,
  name: 'saveItem',
  access: 'session',
  rights: create,
  mutates: true,
  input: zItemFields.extend({ itemId: zId.optional() }),
});
export const saveHeader = defineMethod<ResolverHeader>()({
  model: m,
  name: 'saveHeader',
  access: 'session',
  rights: create,
  mutates: true,
  input: zHeaderFields.extend({ headerId: zId.optional() }),
});
export const saveFooter = defineMethod<ResolverFooter>()({
  model: m,
  name: 'saveFooter',
  access: 'session',
  rights: create,
  mutates: true,
  input: zFooterFields.extend({ footerId: zId.optional() }),
});
/** A product already served by another menu: `resolver.productTaken` (params.product, params.menu). */
export const saveMenu = defineMethod<ResolverMenu>()({
  model: m,
  name: 'saveMenu',
  access: 'session',
  rights: create,
  mutates: true,
  input: zMenuFields.extend({ menuId: zId.optional() }),
});

/** Removing an item, header or footer takes it out of the menus showing it. */
export const removeItem = defineMethod<{ removed: true }>()({
  model: m,
  name: 'removeItem',
  access: 'session',
  rights: del,
  mutates: true,
  input: z.object({ itemId: zId }),
});
export const removeHeader = defineMethod<{ removed: true }>()({
  model: m,
  name: 'removeHeader',
  access: 'session',
  rights: del,
  mutates: true,
  input: z.object({ headerId: zId }),
});
export const removeFooter = defineMethod<{ removed: true }>()({
  model: m,
  name: 'removeFooter',
  access: 'session',
  rights: del,
  mutates: true,
  input: z.object({ footerId: zId }),
});
export const removeMenu = defineMethod<{ removed: true }>()({
  model: m,
  name: 'removeMenu',
  access: 'session',
  rights: del,
  mutates: true,
  input: z.object({ menuId: zId }),
});

/** `/products/links`: a product's page URL and redirect URL per language (prod.custom_lang_url). */
export interface ProductLinks {
  productId: string;
  title: string;
  gtin: string | null;
  resolverMode: number;
  productPageUrl: string | null;
  redirectUrls: Partial<Record<ThemeLanguage, string>>;
}

export const listLinks = defineMethod<ListResult<ProductLinks>>()({
  model: 'linkModel',
  name: 'list',
  access: 'session',
  rights: ['prod.custom_lang_url'],
  input: listInput({ sort: ['title', 'updatedAt'], filters: z.object({}) }),
});

export const updateLinks = defineMethod<ProductLinks>()({
  model: 'linkModel',
  name: 'update',
  access: 'session',
  rights: ['prod.custom_lang_url'],
  mutates: true,
  input: z.object({
    productId: zId,
    productPageUrl: zThemeUrl.nullable(),
    redirectUrls: z.partialRecord(zLanguage, zUrl),
  }),
});
