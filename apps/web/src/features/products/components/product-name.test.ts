import { describe, expect, it } from 'vitest';
import { shortName } from './product-name';

describe('product name in lists', () => {
  it('shows at most 60 characters, then an ellipsis', () => {
    const long = 'Extra dark chocolate with roasted hazelnuts and sea salt, 250 g bar';
    expect(shortName(long)).toBe(`${long.slice(0, 60)}…`);
    expect([...shortName(long)!].length).toBe(61);
  });

  it('leaves a name of 60 characters or fewer as it is', () => {
    expect(shortName('x'.repeat(60))).toBeUndefined();
    expect(shortName('Dark chocolate 70%')).toBeUndefined();
  });

  it('counts characters, not UTF-16 units, so an emoji is never cut in half', () => {
    const name = `${'茶'.repeat(59)}🍵🍵`;
    expect(shortName(name)).toBe(`${'茶'.repeat(59)}🍵…`);
  });
});
