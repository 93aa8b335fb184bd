import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, LANGUAGES, type Language } from '@seal/shared';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The first of the Accept-Language tags we speak, by preference ("zh-TW" is zh); null when none. */
export function fromAcceptLanguage(header: string | undefined): Language | null {
  return acceptedLanguages(header)[0] ?? null;
}

/** The Accept-Language tags we speak, by preference ("zh-TW" is zh), each once. */
export function acceptedLanguages(header: string | undefined): Language[] {
  if (!header) return [];
  const tags = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { primary: tag.split('-')[0]!.toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((tag) => tag.q > 0)
    // Equal weights keep the order the browser gave.
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return [...new Set(tags.map((tag) => tag.primary).filter(isLanguage))];
}

export interface LanguageChoice {
  language: Language;
  /** Chosen on this request (`?lang=`, the language switch): the answer sets the cookie. */
  chosen: boolean;
}

/**
 * The page's language: `?lang=` (the switch), then the language a page's form carries (a framed
 * page gets no cookie of ours), then the `lang` cookie, then the browser's languages, then English.
 */
export function pickLanguage(given: {
  query: unknown;
  carried?: unknown;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): LanguageChoice {
  if (isLanguage(given.query)) return { language: given.query, chosen: true };
  for (const candidate of [given.carried, given.cookie]) {
    if (isLanguage(candidate)) return { language: candidate, chosen: false };
  }
  return { language: fromAcceptLanguage(given.acceptLanguage) ?? DEFAULT_LANGUAGE, chosen: false };
}

/** The cookie that keeps a chosen language: the console reads the same one (LANGUAGE_COOKIE). */
export const LANGUAGE_COOKIE_OPTIONS = {
  path: '/',
  maxAge: LANGUAGE_COOKIE_DAYS * 24 * 60 * 60,
  sameSite: 'lax',
} as const;
export { LANGUAGE_COOKIE };
