import { reels } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const transferReel = (reference: string, entityId: string) => rpc(reels.transferReel, { reference, entityId });
