import { reels } from '@seal/shared';
import { implement } from '../../rpc/registry';
import { setReelArchived } from './archive.service';
import { findReels, getReelStock } from './reels-list.service';
import { splitReel } from './split.service';
import { findTransferTargets, transferReel } from './transfer.service';

export const reelMethods = [
  implement(reels.findReels, (input, ctx) => findReels(ctx, input)),
  implement(reels.getReelStock, (_input, ctx) => getReelStock(ctx)),
  implement(reels.splitReel, (input, ctx) => splitReel(ctx, input)),
  implement(reels.archiveReel, (input, ctx) => setReelArchived(ctx, input.reference, true)),
  implement(reels.unarchiveReel, (input, ctx) => setReelArchived(ctx, input.reference, false)),
  implement(reels.findTransferTargets, (_input, ctx) => findTransferTargets(ctx)),
  implement(reels.transferReel, (input, ctx) => transferReel(ctx, input)),
];
