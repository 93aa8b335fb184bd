import { qrCreator } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const removeSet = (setId: string) => rpc(qrCreator.remove, { setId });
