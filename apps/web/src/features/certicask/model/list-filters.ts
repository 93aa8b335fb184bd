import type { ListInput } from '@seal/shared';

/**
 * The URL keeps a list's filters as text, one value or several; the cask certification contracts
 * take one value per filter (a state, a material). The first value of each allowed name is kept;
 * a value the filter does not know goes, so an edited URL asks nothing the server refuses.
 */
export function oneValueFilters(
  filters: ListInput['filters'],
  allowed: Record<string, readonly string[]>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, values] of Object.entries(allowed)) {
    const raw = filters?.[name];
    const first = Array.isArray(raw) ? raw[0] : raw;
    if (typeof first === 'string' && values.includes(first)) out[name] = first;
  }
  return out;
}

/** The list input with its filters reduced to those of `allowed`. */
export const withOneValueFilters = <I extends ListInput>(input: I, allowed: Record<string, readonly string[]>) => ({
  ...input,
  filters: oneValueFilters(input.filters, allowed),
});
