import { describe, expect, it } from 'vitest';
import { isHttpUrl, URL_MAX_LENGTH, zUrl } from './url';
import { keysOf } from './test-helpers';

describe('zUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1#top',
    'https://sub.domain.co.uk:8443/a/b',
    'HTTPS://EXAMPLE.COM',
    'https://exämple.com',
    'https://xn--exmple-cua.com',
    'http://192.168.1.10/admin',
    'http://[2001:db8::1]/',
    'https://a-b.example.org',
  ])('accepts %s', (value) => {
    expect(zUrl.safeParse(value).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://example.com',
    'mailto:a@b.com',
    'example.com',
    '//example.com',
    'http:example.com',
    'https://',
    'https://localhost',
    'https://intranet/page',
    'https://example.c',
    'https://-bad.com',
    'https://bad-.com',
    'https://a..b.com',
    'https://example.com.',
    'https://under_score.com',
    'https://exa mple.com',
    'https://example.com/a b',
    'https://example.com\\@evil.com',
    'https://user:pass@example.com',
    'https://bank.com@evil.com',
    'https://example.123',
  ])('refuses %s', (value) => {
    expect(keysOf(zUrl, value)).toEqual(['validation.url']);
  });

  it('trims surrounding blanks and keeps the URL as typed', () => {
    expect(zUrl.parse('  https://Example.com  ')).toBe('https://Example.com');
  });

  it(`refuses more than ${URL_MAX_LENGTH} characters`, () => {
    const base = 'https://example.com/';
    expect(isHttpUrl(base + 'a'.repeat(URL_MAX_LENGTH - base.length))).toBe(true);
    expect(isHttpUrl(base + 'a'.repeat(URL_MAX_LENGTH - base.length + 1))).toBe(false);
  });
});
