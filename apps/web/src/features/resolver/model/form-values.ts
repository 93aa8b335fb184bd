import { z } from 'zod';
import { resolver } from '@seal/shared';

/**
 * Between the records the server answers and the values the forms edit. antd selects show their
 * placeholder for `undefined` only, so a stored null becomes undefined in a form; on the way back
 * the shared method schemas turn undefined into their defaults (null), and the choices a select
 * offers explicitly ("every language", "no link type") come back as ''.
 */

export const DEFAULT_COLOURS = { background: '#ffffff', color: '#1f1f1f', accent: '#1677ff' } as const;

/** What a form starts from: some fields of the method's input (none on a creation page). */
type StartValues<M extends { input: z.ZodType }> = Partial<z.input<M['input']>>;

type Nullless<T> = { [K in keyof T]: Exclude<T[K], null> | undefined };

/** A record's nulls as undefined: the form's "nothing chosen". */
export function withoutNulls<T extends object>(record: T): Nullless<T> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value ?? undefined])) as Nullless<T>;
}

const blankAsNull = (fields: readonly string[]) => (values: unknown) => {
  if (typeof values !== 'object' || values === null) return values;
  const copy: Record<string, unknown> = { ...values };
  for (const field of fields) if (copy[field] === '') copy[field] = null;
  return copy;
};

/** The item form: the select's '' ("no link type", "every language") is the method's null. */
export const itemFormSchema = z.preprocess(blankAsNull(['linkType', 'language']), resolver.saveItem.input);

export function itemFormValues(item: resolver.ResolverItem | undefined) {
  if (!item) return { linkType: '', language: '' };
  return {
    itemId: item.id,
    label: item.label,
    url: item.url,
    linkType: item.linkType ?? '',
    language: item.language ?? '',
  };
}

export function headerFormValues(header: resolver.ResolverHeader | undefined): StartValues<typeof resolver.saveHeader> {
  if (!header) return { background: DEFAULT_COLOURS.background, color: DEFAULT_COLOURS.color };
  const { id, updatedAt: _updatedAt, ...fields } = header;
  return { ...withoutNulls(fields), headerId: id };
}

export function footerFormValues(footer: resolver.ResolverFooter | undefined): StartValues<typeof resolver.saveFooter> {
  if (!footer) return { background: DEFAULT_COLOURS.background, color: DEFAULT_COLOURS.color };
  const { id, updatedAt: _updatedAt, ...fields } = footer;
  return { ...fields, footerId: id };
}

export function menuFormValues(menu: resolver.ResolverMenu | undefined): StartValues<typeof resolver.saveMenu> {
  if (!menu) return { ...DEFAULT_COLOURS, font: 'system', itemIds: [], productIds: [] };
  const { id, updatedAt: _updatedAt, ...fields } = menu;
  return { ...withoutNulls(fields), itemIds: menu.itemIds, productIds: menu.productIds, menuId: id };
}

/**
 * The links form: an empty product page URL is none (null), and a language whose redirect URL is
 * left empty has none (the key is dropped: the method refuses an empty URL).
 */
export const linksFormSchema = z.preprocess((values) => {
  if (typeof values !== 'object' || values === null) return values;
  const { productPageUrl, redirectUrls, ...rest } = values as Record<string, unknown>;
  const urls = Object.entries((redirectUrls ?? {}) as Record<string, unknown>).filter(
    ([, url]) => typeof url === 'string' && url.trim() !== '',
  );
  return {
    ...rest,
    productPageUrl: typeof productPageUrl === 'string' && productPageUrl.trim() !== '' ? productPageUrl : null,
    redirectUrls: Object.fromEntries(urls),
  };
}, resolver.updateLinks.input);

export function linksFormValues(row: resolver.ProductLinks) {
  return { productId: row.productId, productPageUrl: row.productPageUrl ?? '', redirectUrls: { ...row.redirectUrls } };
}
