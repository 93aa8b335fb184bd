import { describe, expect, it } from 'vitest';
import { formatMoney, formatWeight } from './format';

// Intl separates French thousands with a narrow no-break space; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('trade formats', () => {
  it('writes amounts in cents as euros in the user language', () => {
    expect(formatMoney(123456, 'en')).toBe('€1,234.56');
    expect(plain(formatMoney(123456, 'fr'))).toBe('1 234,56 €');
    expect(formatMoney(0, 'zh')).toContain('0.00');
  });

  it('writes weights in grams, kilograms past one', () => {
    expect(formatWeight(250, 'en')).toBe('250 g');
    expect(formatWeight(2500, 'en')).toBe('2.5 kg');
  });
});
