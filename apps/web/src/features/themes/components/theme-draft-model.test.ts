import { describe, expect, it } from 'vitest';
import { pagesToSave, withHeader, withLanguageOpened, type ThemeDraft } from './theme-draft-model';

type Page = { text: string };
const kind = { copy: (page: Page) => ({ ...page }), empty: () => ({ text: '' }) };
const english: ThemeDraft<Page> = {
  header: { title: 'Cellar', language: 'en', multilingual: true },
  pages: { en: { text: 'Welcome' } },
};

describe('a theme being edited', () => {
  it('opens a language without a page as a copy of the theme language, not the same page', () => {
    const draft = withLanguageOpened(english, 'fr', kind);
    expect(draft.pages.fr).toEqual({ text: 'Welcome' });
    expect(draft.pages.fr).not.toBe(draft.pages.en);
    // A language that has its page keeps it.
    const edited = { ...draft, pages: { ...draft.pages, fr: { text: 'Bienvenue' } } };
    expect(withLanguageOpened(edited, 'fr', kind).pages.fr).toEqual({ text: 'Bienvenue' });
  });

  it('saves every page of a multilingual theme and only its own of a single-language one', () => {
    const both = withLanguageOpened(english, 'zh', kind);
    expect(Object.keys(pagesToSave(both)).sort()).toEqual(['en', 'zh']);
    const single = { ...both, header: { ...both.header, multilingual: false } };
    expect(pagesToSave(single)).toEqual({ en: { text: 'Welcome' } });
  });

  it('turned single-language, keeps the page of its language, under the new language when it changed', () => {
    const both = withLanguageOpened(english, 'fr', kind);
    const french = withHeader(both, { title: 'Cellar', language: 'fr', multilingual: false }, kind);
    expect(french.pages).toEqual({ fr: { text: 'Welcome' } });
  });

  it('a multilingual theme changing its language gets its page there when it had none', () => {
    const moved = withHeader(english, { title: 'Cellar', language: 'zh', multilingual: true }, kind);
    expect(moved.pages.zh).toEqual({ text: 'Welcome' });
    expect(moved.pages.en).toEqual({ text: 'Welcome' });
    expect(moved.pages.zh).not.toBe(moved.pages.en);
  });

  it('starts an empty page when the theme has none to copy', () => {
    const blank: ThemeDraft<Page> = { header: english.header, pages: {} };
    expect(withLanguageOpened(blank, 'fr', kind).pages.fr).toEqual({ text: '' });
  });
});
