import { activation, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { currentLanguage } from '../../../i18n';
import { toContractFilters } from '../model/list-filters';

export type FindActivationsInput = InputOf<typeof activation.findActivations>;

export const findActivations = (input: FindActivationsInput, signal?: AbortSignal) =>
  rpc(activation.findActivations, input, { signal });

/**
 * The page a ResourceTable asks for, its URL filters (named after the columns) in the contract's
 * names, product titles in the interface's language.
 */
export const activationsPage = (input: ListInput, signal: AbortSignal) =>
  findActivations(
    { ...input, filters: toContractFilters(input.filters), language: currentLanguage() } as FindActivationsInput,
    signal,
  );
