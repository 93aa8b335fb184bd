import { createContext, useContext } from 'react';
import type { Language } from '@seal/shared';
import type { Translate } from './i18n';

/** What every component of a public page reads: the texts, the language and where the page is. */
export interface PageContext {
  t: Translate;
  language: Language;
  /** The path the page's forms post to (its own). */
  path: string;
  /** The page in another language (the language switch's links). */
  languageHref: (language: Language) => string;
  /** Fields every form of the page carries on (the page's language, the embedding token). */
  carried: Record<string, string>;
  /** Shown inside another site's frame: a compact page. */
  framed: boolean;
}

const Context = createContext<PageContext | null>(null);

export const PageProvider = Context.Provider;

export function usePage(): PageContext {
  const page = useContext(Context);
  if (!page) throw new Error('a public page component rendered outside PageProvider');
  return page;
}
