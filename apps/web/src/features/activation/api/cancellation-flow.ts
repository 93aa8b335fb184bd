import { activation } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import type { SealFlow } from './seal-flow';

/** checkCancellation, requestCancellationCode and cancel: the calls of the cancellation wizard. */
export const cancellationFlow: SealFlow<activation.CancellationInput> = {
  kind: 'cancellation',
  check: (input, signal) => rpc(activation.checkCancellation, input, { signal }),
  requestCode: (input) => rpc(activation.requestCancellationCode, input),
  write: (input) => rpc(activation.cancel, input),
};
