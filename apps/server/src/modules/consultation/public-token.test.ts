import { describe, expect, it } from 'vitest';
import { readToken, signToken } from './public-token';

const SECRET = 'a-test-secret';
const NOW = new Date('2026-05-01T12:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('signToken / readToken', () => {
  it('reads back what was signed, until it expires', () => {
    const token = signToken(SECRET, 'challenge', { s: 42, o: ['a', 'b'] }, 60, NOW);
    expect(readToken(SECRET, 'challenge', token, NOW)).toEqual({ s: 42, o: ['a', 'b'] });
    expect(readToken(SECRET, 'challenge', token, later(60))).toEqual({ s: 42, o: ['a', 'b'] });
    expect(readToken(SECRET, 'challenge', token, later(61))).toBeNull();
  });

  it('refuses a token signed for another purpose or under another secret', () => {
    const token = signToken(SECRET, 'form', { kind: 'contact' }, 60, NOW);
    expect(readToken(SECRET, 'challenge', token, NOW)).toBeNull();
    expect(readToken(SECRET, 'embed', token, NOW)).toBeNull();
    expect(readToken('another-secret', 'form', token, NOW)).toBeNull();
  });

  it('refuses a changed body, a changed or cut signature, and what is not a token', () => {
    const token = signToken(SECRET, 'embed', { site: 'https://shop.example' }, 60, NOW);
    const [body, mac] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ x: 9_999_999_999, d: { site: 'https://evil.example' } })).toString(
      'base64url',
    );
    for (const bad of [`${forged}.${mac}`, `${body}.${mac.slice(1)}`, `${body}.`, body, '', '.', `.${mac}`])
      expect(readToken(SECRET, 'embed', bad, NOW)).toBeNull();
  });
});
