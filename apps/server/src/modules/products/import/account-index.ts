import { normaliseGtin, type Language } from '@seal/shared';
import type { ProductValues } from '../product-values';

export interface IndexedProduct {
  id: string;
  sku: string | null;
  gtinKey: string | null;
  titles: { language: Language; title: string }[];
}

const titleKey = (language: string, title: string) => `${language}\u0000${title.toLowerCase()}`;

/**
 * The keys of every product of an account (SKUs, GTINs, titles per language), held in memory
 * while an import runs: one query instead of three per row, and rows of the same file see each
 * other (a title taken by row 10 is taken for row 900).
 */
export class AccountIndex {
  readonly #skus = new Map<string, string>();
  readonly #gtins = new Map<string, Set<string>>();
  readonly #titles = new Map<string, string>();
  readonly #byId = new Map<string, IndexedProduct>();

  constructor(products: Iterable<IndexedProduct>) {
    for (const product of products) this.#add(product);
  }

  productBySku(sku: string): string | undefined {
    return this.#skus.get(sku.toLowerCase());
  }

  productsByGtin(gtin: string): string[] {
    return [...(this.#gtins.get(normaliseGtin(gtin)) ?? [])];
  }

  /** The other product holding one of these titles in the same language, if any. */
  titleOwner(texts: ProductValues['texts'], selfId: string): { language: string; title: string } | undefined {
    for (const [language, text] of Object.entries(texts)) {
      const owner = this.#titles.get(titleKey(language, text!.title));
      if (owner && owner !== selfId) return { language, title: text!.title };
    }
    return undefined;
  }

  /** Records what a planned row will store, replacing the product's previous keys. */
  put(id: string, values: ProductValues) {
    this.#remove(id);
    this.#add({
      id,
      sku: values.sku,
      gtinKey: values.gtin ? normaliseGtin(values.gtin) : null,
      titles: Object.entries(values.texts).map(([language, text]) => ({
        language: language as Language,
        title: text!.title,
      })),
    });
  }

  #add(product: IndexedProduct) {
    this.#byId.set(product.id, product);
    if (product.sku) this.#skus.set(product.sku.toLowerCase(), product.id);
    if (product.gtinKey)
      this.#gtins.set(product.gtinKey, (this.#gtins.get(product.gtinKey) ?? new Set()).add(product.id));
    for (const { language, title } of product.titles) this.#titles.set(titleKey(language, title), product.id);
  }

  #remove(id: string) {
    const product = this.#byId.get(id);
    if (!product) return;
    this.#byId.delete(id);
    if (product.sku && this.#skus.get(product.sku.toLowerCase()) === id) this.#skus.delete(product.sku.toLowerCase());
    if (product.gtinKey) this.#gtins.get(product.gtinKey)?.delete(id);
    for (const { language, title } of product.titles) {
      if (this.#titles.get(titleKey(language, title)) === id) this.#titles.delete(titleKey(language, title));
    }
  }
}
