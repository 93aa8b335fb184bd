import type { ThemeLanguage } from '@seal/shared/themes/document';
import type { ThemeHeaderValues } from './theme-header';

/**
 * The rules of a theme being edited, in either mode (docs/themes.md): a theme has a page in its
 * own language; a multilingual one has one per language the user opened, a language opened
 * without a page starting as a copy of the theme's own; a single-language one keeps its own only.
 */
export interface ThemeDraft<P> {
  header: ThemeHeaderValues;
  pages: Partial<Record<ThemeLanguage, P>>;
}

export interface PageKind<P> {
  copy: (page: P) => P;
  empty: () => P;
}

/** The page of `language`, or a copy of the theme language's, or an empty one. */
function pageFor<P>(draft: ThemeDraft<P>, language: ThemeLanguage, kind: PageKind<P>): P {
  const own = draft.pages[draft.header.language];
  return draft.pages[language] ?? (own ? kind.copy(own) : kind.empty());
}

/** Opens `language`'s page for editing. */
export function withLanguageOpened<P>(draft: ThemeDraft<P>, language: ThemeLanguage, kind: PageKind<P>): ThemeDraft<P> {
  if (draft.pages[language]) return draft;
  return { ...draft, pages: { ...draft.pages, [language]: pageFor(draft, language, kind) } };
}

/**
 * New header values. Turned single-language, the theme keeps its own language's page only (under
 * the new language when that changed too); a multilingual theme changing its language gets a page
 * there if it had none.
 */
export function withHeader<P>(draft: ThemeDraft<P>, header: ThemeHeaderValues, kind: PageKind<P>): ThemeDraft<P> {
  if (!header.multilingual)
    return { header, pages: { [header.language]: pageFor(draft, draft.header.language, kind) } };
  // The theme's page moves with it: a new language without a page starts from the previous one's.
  const previous = draft.pages[draft.header.language];
  return withLanguageOpened({ ...draft, header }, header.language, {
    ...kind,
    empty: () => (previous ? kind.copy(previous) : kind.empty()),
  });
}

/** What a save sends: every page of a multilingual theme, else its own language's. */
export function pagesToSave<P>(draft: ThemeDraft<P>): ThemeDraft<P>['pages'] {
  if (draft.header.multilingual) return draft.pages;
  const own = draft.pages[draft.header.language];
  return own ? { [draft.header.language]: own } : {};
}
