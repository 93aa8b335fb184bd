import { reels } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Archives or unarchives a reel. Run through ConfirmAction, which refreshes the lists. */
export const archiveReel = (reference: string) => rpc(reels.archiveReel, { reference });
export const unarchiveReel = (reference: string) => rpc(reels.unarchiveReel, { reference });
