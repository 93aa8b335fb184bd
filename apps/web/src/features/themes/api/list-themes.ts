import { themes, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type ListThemesInput = InputOf<typeof themes.list>;

/**
 * The page a ResourceTable asks for: its URL filters made typed (the URL keeps `legacy` as
 * text, the contract wants a boolean).
 */
export function listThemes(input: ListInput, signal: AbortSignal): Promise<ListResult<themes.ThemeRow>> {
  const filters: Record<string, unknown> = {};
  const mode = input.filters?.mode;
  const legacy = input.filters?.legacy;
  const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  if (first(mode)) filters.mode = first(mode);
  if (first(legacy) !== undefined) filters.legacy = String(first(legacy)) === 'true';
  return rpc(themes.list, { ...input, filters } as ListThemesInput, { signal });
}
