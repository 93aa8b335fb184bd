import { products, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { currentLanguage } from '../../../i18n';
import { productKeys } from './keys';

export type FindProductsInput = InputOf<typeof products.findProducts>;

export const findProducts = (input: FindProductsInput, signal?: AbortSignal) =>
  rpc(products.findProducts, input, { signal });

/** The URL keeps filters as text; the contract wants booleans for these two. */
const BOOLEAN_FILTERS = ['isContainer', 'archived'] as const;

/**
 * The page a ResourceTable asks for: its URL filters made typed, the archived list or the
 * others, titles in the interface's language.
 */
export function productsPageFetcher(archived: boolean) {
  return (input: ListInput, signal: AbortSignal) => {
    const filters: Record<string, unknown> = { ...input.filters };
    for (const name of BOOLEAN_FILTERS) if (name in filters) filters[name] = filters[name] === 'true';
    filters.archived = archived;
    return findProducts({ ...input, filters, language: currentLanguage() } as FindProductsInput, signal);
  };
}

export const productsListKey = (archived: boolean) => [...productKeys.lists, archived ? 'archived' : 'active'];
