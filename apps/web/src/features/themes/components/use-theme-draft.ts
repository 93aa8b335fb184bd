import { useCallback, useMemo, useState } from 'react';
import type { ThemeLanguage } from '@seal/shared/themes/document';
import type { ThemeHeaderValues } from './theme-header';

export interface ThemeDraft<P> {
  header: ThemeHeaderValues;
  /** One page per language; a single-language theme has its own language's only. */
  pages: Partial<Record<ThemeLanguage, P>>;
}

/**
 * What both editors keep while the user works: the theme's header and its pages by language,
 * which language is edited, and whether anything differs from what was saved. A language the
 * user opens without a page starts as a copy of the theme's own language.
 */
export function useThemeDraft<P>(initial: ThemeDraft<P>, copy: (page: P) => P, empty: () => P) {
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  const [editing, setEditingState] = useState<ThemeLanguage>(initial.header.language);

  const pageFor = (pages: ThemeDraft<P>['pages'], language: ThemeLanguage, from: ThemeLanguage): P => {
    const source = pages[from];
    return pages[language] ?? (source ? copy(source) : empty());
  };

  const setHeader = (header: ThemeHeaderValues) =>
    setDraft((current) => {
      const previous = current.header.language;
      if (header.language === previous && header.multilingual === current.header.multilingual)
        return { ...current, header };
      if (!header.multilingual) {
        // One language only: the page edited becomes the page of the theme's language.
        const page = current.pages[editing] ?? pageFor(current.pages, previous, previous);
        setEditingState(header.language);
        return { header, pages: { [header.language]: page } };
      }
      return {
        header,
        pages: { ...current.pages, [header.language]: pageFor(current.pages, header.language, previous) },
      };
    });

  const setEditing = (language: ThemeLanguage) => {
    setDraft((current) =>
      current.pages[language]
        ? current
        : {
            ...current,
            pages: { ...current.pages, [language]: pageFor(current.pages, language, current.header.language) },
          },
    );
    setEditingState(language);
  };

  const setPage = useCallback(
    (language: ThemeLanguage, page: P) =>
      setDraft((current) => ({ ...current, pages: { ...current.pages, [language]: page } })),
    [],
  );

  /** The pages to save: every language of a multilingual theme, else the theme's own. */
  const pagesToSave = useMemo((): ThemeDraft<P>['pages'] => {
    const { header, pages } = draft;
    if (header.multilingual) return pages;
    const own = pages[header.language];
    return own ? { [header.language]: own } : {};
  }, [draft]);

  const dirty = JSON.stringify(draft) !== saved;
  const markSaved = (next: ThemeDraft<P> = draft) => {
    setDraft(next);
    setSaved(JSON.stringify(next));
  };
  return { draft, editing, setHeader, setEditing, setPage, pagesToSave, dirty, markSaved };
}
