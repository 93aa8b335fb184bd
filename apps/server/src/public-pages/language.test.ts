import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, pickLanguage } from './language';

describe('fromAcceptLanguage', () => {
  it('takes the preferred language the pages speak, by weight then by order', () => {
    expect(fromAcceptLanguage('de-DE,de;q=0.9,fr;q=0.8,en;q=0.7')).toBe('fr');
    expect(fromAcceptLanguage('en;q=0.5, zh-TW;q=0.9')).toBe('zh');
    expect(fromAcceptLanguage('zh-CN, fr')).toBe('zh');
    expect(fromAcceptLanguage('FR-ch')).toBe('fr');
  });

  it('answers null when the browser speaks none of them, or refuses them', () => {
    expect(fromAcceptLanguage('de, es;q=0.5')).toBeNull();
    expect(fromAcceptLanguage('fr;q=0, de')).toBeNull();
    expect(fromAcceptLanguage(undefined)).toBeNull();
    expect(fromAcceptLanguage('')).toBeNull();
  });
});

describe('pickLanguage', () => {
  const none = { query: undefined, carried: undefined, cookie: undefined, acceptLanguage: undefined };

  it('prefers ?lang, then the language a form carries, then the cookie, then the browser, then English', () => {
    const all = { query: 'zh', carried: 'fr', cookie: 'en', acceptLanguage: 'fr' };
    expect(pickLanguage(all)).toEqual({ language: 'zh', chosen: true });
    expect(pickLanguage({ ...all, query: undefined })).toEqual({ language: 'fr', chosen: false });
    expect(pickLanguage({ ...all, query: undefined, carried: undefined })).toEqual({ language: 'en', chosen: false });
    expect(pickLanguage({ ...none, acceptLanguage: 'zh-CN' })).toEqual({ language: 'zh', chosen: false });
    expect(pickLanguage(none)).toEqual({ language: 'en', chosen: false });
  });

  it('ignores a language it does not speak wherever it comes from', () => {
    expect(pickLanguage({ query: 'de', carried: 'xx', cookie: '../fr', acceptLanguage: 'es' })).toEqual({
      language: 'en',
      chosen: false,
    });
  });
});
