import { organisation, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { dayRange } from '../day-range';
import { orgaKeys } from './keys';

export type ActionLogInput = InputOf<typeof organisation.listActionLog>;
export type ActionLogRow = organisation.ActionLogRow;

export const listActionLog = (input: ActionLogInput, signal?: AbortSignal) =>
  rpc(organisation.listActionLog, input, { signal });

export const actionLogListKey = [...orgaKeys.actionLog, 'list'] as const;

/** The page a ResourceTable asks for; the date column's filter becomes the method's range. */
export function listActionLogPage(input: ListInput, signal: AbortSignal) {
  const { at, ...filters } = input.filters ?? {};
  return listActionLog({ ...input, filters: { ...filters, ...dayRange(at) } } as ActionLogInput, signal);
}
