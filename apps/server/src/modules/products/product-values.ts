import { normaliseGtin, type Language, type products } from '@seal/shared';
import { type ParsedProductInput, type Product } from '@seal/shared/contract/products';
import { mediaUrl } from '@seal/shared/contract/media';
import type { productContents, productTexts, products as productsTable } from '../../db/schema';

/** What is stored of a product: the parsed form with every restricted field resolved. */
export type ProductValues = Omit<
  Product,
  'id' | 'imageUrl' | 'archived' | 'archivedAt' | 'createdAt' | 'updatedAt' | 'contents'
> & {
  contents: { productId: string; quantity: number }[];
};

type Restricted = products.RestrictedProductField;

const DEFAULTS: Pick<ProductValues, Restricted> = {
  sku: null,
  dynamicData: [],
  suspectThreshold: 0,
  fraudulentThreshold: 0,
  captcha: 0,
  targetCountry: null,
  redirectUrls: {},
};

/**
 * The values to store from a parsed form. A restricted field left out (undefined) keeps its
 * `current` value (its default on creation); sent as null it is cleared to its default.
 * Contents belong to a container and a control key to a manual CCP only.
 */
export function resolveValues(input: ParsedProductInput, current?: ProductValues): ProductValues {
  const pick = <K extends Restricted>(field: K): ProductValues[K] => {
    const sent = input[field] as ProductValues[K] | null | undefined;
    const fallback = DEFAULTS[field] as ProductValues[K];
    if (sent === undefined) return current ? current[field] : fallback;
    return sent ?? fallback;
  };
  return {
    defaultLanguage: input.defaultLanguage,
    texts: input.texts,
    gtin: input.gtin ?? null,
    sku: pick('sku'),
    brand: input.brand ?? null,
    type: input.type,
    imageId: input.imageId,
    validityDays: input.validityDays,
    targetCountry: pick('targetCountry'),
    displayTemplate: input.displayTemplate ?? null,
    tagRotation: input.tagRotation,
    resolverMode: input.resolverMode,
    productPageUrl: input.productPageUrl ?? null,
    isContainer: input.isContainer,
    contents: input.isContainer ? input.contents : [],
    dynamicData: pick('dynamicData'),
    redirectUrls: pick('redirectUrls'),
    captcha: pick('captcha'),
    ccpType: input.ccpType,
    controlKey: input.ccpType === 'manual' ? (input.controlKey ?? null) : null,
    suspectThreshold: pick('suspectThreshold'),
    fraudulentThreshold: pick('fraudulentThreshold'),
  };
}

export type ProductRecord = typeof productsTable.$inferSelect;
export type NewProductRecord = typeof productsTable.$inferInsert;
export type TextRecord = typeof productTexts.$inferSelect;
export type ContentRecord = typeof productContents.$inferSelect;

/** The products row of stored values (texts and contents go to their own tables). */
export function toRecord(
  values: ProductValues,
  owner: { id: string; accountId: string; entityId: string },
): NewProductRecord {
  const { texts: _texts, contents: _contents, ...columns } = values;
  return { ...owner, ...columns, gtinKey: values.gtin ? normaliseGtin(values.gtin) : null, updatedAt: new Date() };
}

export function toTextRecords(productId: string, accountId: string, texts: ProductValues['texts']): TextRecord[] {
  return Object.entries(texts).map(([language, text]) => ({
    productId,
    accountId,
    language: language as Language,
    title: text!.title,
    description: text!.description,
  }));
}

export const imageUrl = (mediaId: string | null) => (mediaId ? mediaUrl(mediaId) : null);

export function toProduct(record: ProductRecord, texts: readonly TextRecord[], contents: Product['contents']): Product {
  const productTexts: Product['texts'] = {};
  for (const text of texts) productTexts[text.language] = { title: text.title, description: text.description };
  return {
    id: record.id,
    defaultLanguage: record.defaultLanguage,
    texts: productTexts,
    gtin: record.gtin,
    sku: record.sku,
    brand: record.brand,
    type: record.type,
    imageId: record.imageId,
    imageUrl: imageUrl(record.imageId),
    targetCountry: record.targetCountry,
    validityDays: record.validityDays,
    displayTemplate: record.displayTemplate,
    tagRotation: record.tagRotation as Product['tagRotation'],
    resolverMode: record.resolverMode as Product['resolverMode'],
    productPageUrl: record.productPageUrl,
    redirectUrls: record.redirectUrls,
    captcha: record.captcha as Product['captcha'],
    ccpType: record.ccpType,
    controlKey: record.controlKey,
    suspectThreshold: record.suspectThreshold,
    fraudulentThreshold: record.fraudulentThreshold,
    dynamicData: record.dynamicData as Product['dynamicData'],
    isContainer: record.isContainer,
    contents,
    archived: record.archived,
    archivedAt: record.archivedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** The stored values of a product, for an update that keeps what it does not send. */
export function valuesOf(product: Product): ProductValues {
  const {
    id: _id,
    imageUrl: _url,
    archived: _a,
    archivedAt: _at,
    createdAt: _c,
    updatedAt: _u,
    contents,
    ...values
  } = product;
  return { ...values, contents: contents.map(({ productId, quantity }) => ({ productId, quantity })) };
}

/** The title shown for a product: in `language` when it has one, else in its default language. */
export function titleIn(
  texts: Product['texts'],
  defaultLanguage: Language,
  language: Language = defaultLanguage,
): string {
  return texts[language]?.title ?? texts[defaultLanguage]?.title ?? Object.values(texts)[0]?.title ?? '';
}
