import { activation } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import type { SealFlow } from './seal-flow';

/** checkActivation, requestActivationCode and activate: the calls of the activation wizard. */
export const activationFlow: SealFlow<activation.ActivationInput> = {
  kind: 'activation',
  check: (input, signal) => rpc(activation.checkActivation, input, { signal }),
  requestCode: (input) => rpc(activation.requestActivationCode, input),
  write: (input) => rpc(activation.activate, input),
};
