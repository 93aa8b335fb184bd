import type { Language } from '@seal/shared';
import { SECTION_IDS, type SectionId } from '@seal/shared/constants';
import { markdownText, parseMarkdown } from '../markdown/parse-markdown';

/**
 * The user guide: one Markdown page per menu section (app/routes/sections.ts, checked by a test),
 * per language, in `guide/<language>/<section>.md`. Loaded with the help page only.
 */
export const GUIDE_SECTIONS = SECTION_IDS;
export type GuideSection = SectionId;

const FILES = import.meta.glob<string>('./*/*.md', { query: '?raw', import: 'default' });

export interface GuidePage {
  section: GuideSection;
  title: string;
  source: string;
  /** The page's text without markup, for the search. */
  text: string;
}

export const isGuideSection = (value: string | null | undefined): value is GuideSection =>
  (GUIDE_SECTIONS as readonly string[]).includes(value ?? '');

export const guideFile = (language: Language, section: GuideSection) => `./${language}/${section}.md`;

export function toGuidePage(section: GuideSection, source: string): GuidePage {
  const blocks = parseMarkdown(source);
  const heading = blocks.find((block) => block.kind === 'heading');
  const title = heading ? markdownText([heading]) : section;
  return { section, title, source, text: markdownText(blocks) };
}

/** Every page of the guide in `language` (English for a page not translated). */
export async function loadGuide(language: Language): Promise<GuidePage[]> {
  return Promise.all(
    GUIDE_SECTIONS.map(async (section) => {
      const load = FILES[guideFile(language, section)] ?? FILES[guideFile('en', section)]!;
      return toGuidePage(section, await load());
    }),
  );
}

export const guideFileNames = () => Object.keys(FILES);
