import { qrnutri, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** One page of the sheets (the list's search is the product's title or GTIN). */
export const findSheetsPage = (input: ListInput, signal: AbortSignal) =>
  rpc(qrnutri.list, { ...input, filters: {} } as InputOf<typeof qrnutri.list>, { signal });
