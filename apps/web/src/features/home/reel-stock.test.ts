import { describe, expect, it } from 'vitest';
import { reels } from '@seal/shared';
import { getReelStock } from './reel-stock';

describe('the light ref of the reel stock', () => {
  it('names the method of the shared contract', () => {
    expect({ model: getReelStock.model, name: getReelStock.name }).toEqual({
      model: reels.getReelStock.model,
      name: reels.getReelStock.name,
    });
  });
});
