import { useCallback, useMemo, useState } from 'react';
import type { ThemeLanguage } from '@seal/shared/themes/document';
import type { ThemeHeaderValues } from './theme-header';
import { pagesToSave, withHeader, withLanguageOpened, type PageKind, type ThemeDraft } from './theme-draft-model';

export type { ThemeDraft } from './theme-draft-model';

/**
 * What both editors keep while the user works (theme-draft-model.ts has the rules): the theme's
 * header and its pages by language, which language is edited, and whether anything differs from
 * what was saved.
 */
export function useThemeDraft<P>(initial: ThemeDraft<P>, kind: PageKind<P>) {
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  const [editing, setEditingState] = useState<ThemeLanguage>(initial.header.language);

  const setHeader = (header: ThemeHeaderValues) => {
    setDraft((current) => withHeader(current, header, kind));
    // A single-language theme is edited in its own language.
    if (!header.multilingual) setEditingState(header.language);
  };

  const setEditing = (language: ThemeLanguage) => {
    setDraft((current) => withLanguageOpened(current, language, kind));
    setEditingState(language);
  };

  const setPage = useCallback(
    (language: ThemeLanguage, page: P) =>
      setDraft((current) => ({ ...current, pages: { ...current.pages, [language]: page } })),
    [],
  );

  const toSave = useMemo(() => pagesToSave(draft), [draft]);
  const dirty = JSON.stringify(draft) !== saved;
  const markSaved = () => setSaved(JSON.stringify(draft));
  return { draft, editing, setHeader, setEditing, setPage, pagesToSave: toSave, dirty, markSaved };
}
