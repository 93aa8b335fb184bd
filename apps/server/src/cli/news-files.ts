import type { Language } from '@seal/shared';
import type { NewsText } from '../modules/help/news.repository';

/** Longest title kept: the first line of the file, a Markdown heading. */
const TITLE_MAX = 150;

/**
 * A news item's texts from its Markdown files, one per language: the first line is the title
 * (`# Title`), the rest the body. English is required, the others fall back to it.
 */
export function readNewsFiles(files: readonly { language: Language; text: string }[]): {
  title: NewsText;
  body: NewsText;
} {
  const title: Partial<Record<Language, string>> = {};
  const body: Partial<Record<Language, string>> = {};
  for (const { language, text } of files) {
    if (title[language] !== undefined) throw new Error(`two files for the language ${language}`);
    const [first = '', ...rest] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    const heading = first.match(/^#\s+(.+)$/)?.[1]?.trim();
    if (!heading) throw new Error(`the ${language} file must start with its title, a line "# Title"`);
    if (heading.length > TITLE_MAX) throw new Error(`the ${language} title is over ${TITLE_MAX} characters`);
    const content = rest.join('\n').trim();
    if (!content) throw new Error(`the ${language} file has a title but no text`);
    title[language] = heading;
    body[language] = content;
  }
  if (title.en === undefined || body.en === undefined) throw new Error('an English file (<name>.en.md) is required');
  return { title: { ...title, en: title.en }, body: { ...body, en: body.en } };
}
