import { describe, expect, it } from 'vitest';
import { languageAfterLogin } from './login-language';

describe('languageAfterLogin', () => {
  it('keeps the language picked on the login page and saves it in the profile', () => {
    expect(languageAfterLogin('en', 'zh', 'zh')).toEqual({ language: 'zh', save: true });
    expect(languageAfterLogin('fr', 'fr', 'fr')).toEqual({ language: 'fr', save: false });
  });

  it("follows the profile's language when the user chose one", () => {
    expect(languageAfterLogin('fr', 'en', undefined)).toEqual({ language: 'fr', save: false });
  });

  it("keeps the browser's language when the profile holds the default", () => {
    expect(languageAfterLogin('en', 'zh', undefined)).toEqual({ language: 'zh', save: false });
    expect(languageAfterLogin('en', 'en', undefined)).toEqual({ language: 'en', save: false });
  });
});
