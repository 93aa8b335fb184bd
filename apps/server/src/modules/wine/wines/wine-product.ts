import {
  productToInput,
  ZProductInput,
  ZUpdateProductInput,
  type Product,
  type ProductTexts,
} from '@seal/shared/contract/products';
import type { WineFields } from '@seal/shared/contract/wine';
import type { SessionCallContext } from '../../../rpc/context';
import * as products from '../../products/products.service';

/*
 * The product a wine is (docs/wine.md): made, changed and deleted through the products module, so
 * its rules hold as for any product (title unique per language, SKU unused, GTIN valid and asked
 * about when another product has it, the product scope, product.inUse).
 */

/** How many days a seal of a new wine's product stays valid once activated, as the product form proposes. */
const WINE_VALIDITY_DAYS = 365;

/** The product's title: the wine's name and its vintage (none for a non-vintage wine). */
export const wineTitle = (wine: Pick<WineFields, 'name' | 'vintage'>) =>
  wine.vintage === null ? wine.name : `${wine.name} ${wine.vintage}`;

/** The product's description, required beside its title: where the wine comes from. */
const wineDescription = (wine: WineFields, estateName: string) =>
  [estateName, wine.appellation ?? wine.subRegion, wine.region, wine.country].join(', ');

type WineInput = WineFields & { confirmGtinReuse?: boolean };

export async function createWineProduct(ctx: SessionCallContext, wine: WineInput, estateName: string) {
  const input = ZProductInput.parse({
    defaultLanguage: wine.language,
    texts: { [wine.language]: { title: wineTitle(wine), description: wineDescription(wine, estateName) } },
    gtin: wine.gtin,
    // A restricted field (prod.externid): sent only when the wine has one.
    sku: wine.sku ?? undefined,
    validityDays: WINE_VALIDITY_DAYS,
    confirmGtinReuse: wine.confirmGtinReuse ?? false,
  });
  return products.createProduct(ctx, input);
}

/**
 * Changes the wine's product: its title in every language it has, its default language, GTIN and
 * SKU; what the product screens set (picture, security, redirects...) is kept.
 */
export async function updateWineProduct(ctx: SessionCallContext, before: Product, wine: WineInput, estateName: string) {
  const title = wineTitle(wine);
  const description = wineDescription(wine, estateName);
  const texts: ProductTexts = {};
  for (const [language, text] of Object.entries(before.texts))
    texts[language as keyof ProductTexts] = { title, description: text!.description ?? description };
  texts[wine.language] = { title, description: before.texts[wine.language]?.description ?? description };
  const input = ZUpdateProductInput.parse({
    // Restricted fields left out (no rights given): the product keeps them.
    ...productToInput(before, {}),
    productId: before.id,
    defaultLanguage: wine.language,
    texts,
    gtin: wine.gtin,
    // Sent (and so checked against prod.externid) only when the wine changes it.
    sku: (wine.sku ?? null) === before.sku ? undefined : wine.sku,
    confirmGtinReuse: wine.confirmGtinReuse ?? false,
  });
  return products.updateProduct(ctx, input);
}
