import { reels, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type FindReelsInput = InputOf<typeof reels.findReels>;

/** The URL keeps filters as text; the contract wants booleans for these. */
const BOOLEAN_FILTERS = ['archived', 'transferred'] as const;

/** A page of reels for a ResourceTable: its URL filters made typed (one value each). */
export function findReelsPage(input: ListInput, signal: AbortSignal) {
  const filters: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input.filters ?? {})) {
    const single = Array.isArray(value) ? value[0] : value;
    if (single === undefined || single === null) continue;
    filters[name] = (BOOLEAN_FILTERS as readonly string[]).includes(name) ? single === 'true' : single;
  }
  return rpc(reels.findReels, { ...input, filters } as FindReelsInput, { signal });
}
