import type { reels } from '@seal/shared';
import { methodRef } from '../../api/method-ref';

/**
 * reelModel.getReelStock as a light ref: the dashboard carries no contract schema. Its cache key
 * starts with 'reels', so any change of a reel (features/reels invalidates ['reels']) refreshes it.
 */
export const getReelStock = methodRef<typeof reels.getReelStock>('reelModel', 'getReelStock');
export const REEL_STOCK_KEY = ['reels', 'stock'] as const;
