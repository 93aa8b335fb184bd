import { activation, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { currentLanguage } from '../../../i18n';
import { toContractFilters } from '../model/list-filters';

export type FindCancellationsInput = InputOf<typeof activation.findCancellations>;

export const findCancellations = (input: FindCancellationsInput, signal?: AbortSignal) =>
  rpc(activation.findCancellations, input, { signal });

/**
 * The page a ResourceTable asks for, its URL filters (named after the columns) in the contract's
 * names, product titles in the interface's language.
 */
export const cancellationsPage = (input: ListInput, signal: AbortSignal) =>
  findCancellations(
    { ...input, filters: toContractFilters(input.filters), language: currentLanguage() } as FindCancellationsInput,
    signal,
  );
