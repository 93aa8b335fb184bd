import { qrCreator, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import type { QrSetRow } from '@seal/shared/contract/qr-creator';
import { rpc } from '../../../api/rpc';

/** A page of the account's QR code sets, as a ResourceTable asks for it. */
export function listSets(input: ListInput, signal: AbortSignal): Promise<ListResult<QrSetRow>> {
  return rpc(qrCreator.list, input as InputOf<typeof qrCreator.list>, { signal });
}
