import { reels } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Splits a reel; the form shows its refusals (101, 103...) on the field they are about. */
export const splitReel = (input: reels.SplitReelInput) => rpc(reels.splitReel, input);
