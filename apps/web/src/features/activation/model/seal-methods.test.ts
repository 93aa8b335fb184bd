import { describe, expect, it } from 'vitest';
import { activationMethods, cancellationMethods } from './seal-methods';

describe('activationMethods', () => {
  it('offers only the methods whose right the user holds, in the order of the spec', () => {
    expect(activationMethods({ 'secu.single_ref': true, 'secu.by_reel': true, 'secu.by_range': true })).toEqual([
      'reel',
      'range',
      'single',
    ]);
    expect(activationMethods({ 'secu.multi_ref': true, 'secu.by_reels': true })).toEqual(['reels', 'multiple']);
  });

  it('offers nothing without an activation right, whatever else is held', () => {
    expect(activationMethods({ 'secu.cancel': true, 'prod.view': true })).toEqual([]);
  });

  it('lets a canceller name seals by any method', () => {
    expect(cancellationMethods()).toEqual(['reel', 'reels', 'range', 'single', 'multiple']);
  });
});
