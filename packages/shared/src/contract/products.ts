import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants';
import type { DynamicDataItem } from '../products/dynamic-data';
import { PRODUCT_FIELD_RIGHTS, RESTRICTED_PRODUCT_FIELDS } from '../products/field-rights';
import type { RightsMap } from '../rights';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';
import {
  ZProductInput,
  ZUpdateProductInput,
  type CaptchaBubbles,
  type CcpType,
  type ProductInput,
  type ProductTexts,
  type ProductType,
  type ResolverMode,
  type TagRotation,
} from './products-schema';

export * from './products-schema';
export * from './products-import';
export {
  DYNAMIC_DATA_FORMATS,
  dynamicDataProblem,
  zDynamicDataItem,
  type DynamicDataFormat,
  type DynamicDataItem,
} from '../products/dynamic-data';
export {
  PRODUCT_FIELD_RIGHTS,
  RESTRICTED_PRODUCT_FIELDS,
  allowedRestrictedFields,
  forbiddenProductFields,
  type RestrictedProductField,
} from '../products/field-rights';
export { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '../products/csv-columns';

/** A product as the wizard edits it and getProduct answers it. */
export interface Product {
  id: string;
  defaultLanguage: Language;
  texts: ProductTexts;
  gtin: string | null;
  sku: string | null;
  brand: string | null;
  type: ProductType;
  imageId: string | null;
  /** GET /api/media/:id of the image, for an <img>; null without an image. */
  imageUrl: string | null;
  targetCountry: string | null;
  validityDays: number;
  displayTemplate: string | null;
  tagRotation: TagRotation;
  resolverMode: ResolverMode;
  productPageUrl: string | null;
  redirectUrls: Partial<Record<Language, string>>;
  captcha: CaptchaBubbles;
  ccpType: CcpType | null;
  controlKey: string | null;
  suspectThreshold: number;
  fraudulentThreshold: number;
  dynamicData: DynamicDataItem[];
  isContainer: boolean;
  /** The products a container holds, with the title of each in its default language. */
  contents: { productId: string; quantity: number; title: string }[];
  archived: boolean;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A row of the product list. `title` is in the asked language, else the product's default one. */
export interface ProductRow {
  id: string;
  title: string;
  titles: Partial<Record<Language, string>>;
  gtin: string | null;
  sku: string | null;
  brand: string | null;
  imageUrl: string | null;
  targetCountry: string | null;
  isContainer: boolean;
  archived: boolean;
  /** The entity that created the product: the one whose users edit it (and its parents' with orga.master_product). */
  entityName: string;
  createdAt: string;
  updatedAt: string;
}

export const PRODUCT_SORT_FIELDS = ['title', 'gtin', 'sku', 'brand', 'createdAt', 'updatedAt'] as const;

/**
 * The product list. `search` matches a title in any language, the GTIN, the SKU or the brand.
 * `filters.archived` true lists the archived products (the archived list), false or absent the others.
 */
export const findProducts = defineMethod<ListResult<ProductRow>>()({
  model: 'productModel',
  name: 'findProducts',
  access: 'session',
  rights: ['prod.view'],
  input: listInput({
    sort: PRODUCT_SORT_FIELDS,
    filters: z.object({
      archived: z.boolean().optional(),
      brand: z.string().trim().max(100).optional(),
      isContainer: z.boolean().optional(),
      targetCountry: z.string().trim().toUpperCase().length(2).optional(),
    }),
  }).extend({ language: z.enum(LANGUAGES).default('en') }),
});

export const getProduct = defineMethod<Product>()({
  model: 'productModel',
  name: 'getProduct',
  access: 'session',
  rights: ['prod.view'],
  input: z.object({ productId: zId }),
});

/**
 * Errors beyond validation: product.titleUsed (114), product.skuUsed (118), product.gtinUsed (117,
 * params { gtin, products: [{ id, title }] }: ask, then resend with confirmGtinReuse: true),
 * product.emptyValueList / product.labelExists (params { path, label }), product.containerCycle,
 * common.forbidden (params { fields }: restricted fields sent without their right),
 * common.notFound (an image, contained product or id not of the account).
 */
export const createProduct = defineMethod<Product>()({
  model: 'productModel',
  name: 'createProduct',
  access: 'session',
  rights: ['prod.create'],
  mutates: true,
  input: ZProductInput,
});

/** The whole form: what it leaves out is cleared, except restricted fields, which are then kept. */
export const updateProduct = defineMethod<Product>()({
  model: 'productModel',
  name: 'updateProduct',
  access: 'session',
  rights: ['prod.edit'],
  mutates: true,
  input: ZUpdateProductInput,
});

export const archiveProduct = defineMethod<Product>()({
  model: 'productModel',
  name: 'archiveProduct',
  access: 'session',
  rights: ['prod.archive'],
  mutates: true,
  input: z.object({ productId: zId }),
});

export const unarchiveProduct = defineMethod<Product>()({
  model: 'productModel',
  name: 'unarchiveProduct',
  access: 'session',
  rights: ['prod.archive'],
  mutates: true,
  input: z.object({ productId: zId }),
});

/** Refused with product.inUse (119) while a site, a container or a later area refers to the product. */
export const deleteProduct = defineMethod<{ deleted: true }>()({
  model: 'productModel',
  name: 'deleteProduct',
  access: 'session',
  rights: ['prod.delete'],
  mutates: true,
  input: z.object({ productId: zId }),
});

/**
 * The form values of a stored product: what the edit wizard starts from (pass the session's
 * rights to leave out the restricted fields the user may not send) and what a CSV update row
 * is laid over.
 */
export function productToInput(product: Product, rights?: RightsMap): ProductInput {
  const input: ProductInput = {
    defaultLanguage: product.defaultLanguage,
    texts: JSON.parse(JSON.stringify(product.texts)) as ProductTexts,
    gtin: product.gtin,
    sku: product.sku,
    brand: product.brand,
    type: product.type,
    imageId: product.imageId,
    validityDays: product.validityDays,
    targetCountry: product.targetCountry,
    displayTemplate: product.displayTemplate,
    tagRotation: product.tagRotation,
    resolverMode: product.resolverMode,
    productPageUrl: product.productPageUrl,
    isContainer: product.isContainer,
    contents: product.contents.map(({ productId, quantity }) => ({ productId, quantity })),
    dynamicData: product.dynamicData.map((item) => ({ ...item, values: [...item.values] })),
    redirectUrls: { ...product.redirectUrls },
    captcha: product.captcha,
    ccpType: product.ccpType,
    controlKey: product.controlKey,
    suspectThreshold: product.suspectThreshold,
    fraudulentThreshold: product.fraudulentThreshold,
  };
  if (rights)
    for (const field of RESTRICTED_PRODUCT_FIELDS)
      if (rights[PRODUCT_FIELD_RIGHTS[field]] !== true) delete input[field];
  return input;
}
