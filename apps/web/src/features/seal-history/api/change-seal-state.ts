import { sealHistory, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Changes one seal's state with a reason. Run through ConfirmAction, which refreshes the seal. */
export const changeSealState = (input: InputOf<typeof sealHistory.changeSealState>) =>
  rpc(sealHistory.changeSealState, input);
