import type { GuidePage } from './guide-pages';

export interface GuideMatch {
  page: GuidePage;
  /** Some words around the first match, for the result list. */
  excerpt: string;
}

/** Lower case without accents, so "securite" finds "Sécurité". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const EXCERPT_RADIUS = 60;

/**
 * The pages holding every typed word (in the title or the text), pages whose title matches first.
 * Chinese has no spaces between words: a typed run of characters is looked for as it is.
 */
export function searchGuide(pages: readonly GuidePage[], query: string): GuideMatch[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches = pages.flatMap((page) => {
    const title = fold(page.title);
    const text = fold(page.text);
    if (!words.every((word) => title.includes(word) || text.includes(word))) return [];
    const at = Math.max(0, text.indexOf(words[0]!));
    const start = Math.max(0, at - EXCERPT_RADIUS);
    const end = Math.min(page.text.length, at + EXCERPT_RADIUS);
    const excerpt = `${start > 0 ? '…' : ''}${page.text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < page.text.length ? '…' : ''}`;
    return [{ page, excerpt, inTitle: words.some((word) => title.includes(word)) }];
  });
  return matches.sort((a, b) => Number(b.inTitle) - Number(a.inTitle)).map(({ page, excerpt }) => ({ page, excerpt }));
}
