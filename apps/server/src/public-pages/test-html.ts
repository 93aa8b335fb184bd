import type { Language } from '@seal/shared';
import type { PublicAnswer } from '@seal/shared/contract/consultation';
import { pageContext } from './page-request';
import { renderCheckPage } from './pages/check-page';

/** What a reader sees of a page: its text, without scripts, styles and tags, entities read. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The elements of a page matching a tag and one attribute value, as their opening tags. */
export function openingTags(html: string, tag: string, attribute?: string): string[] {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, 'g')) ?? [];
  return attribute ? tags.filter((element) => element.includes(attribute)) : tags;
}

/** The check page of an answer, as the routes render it. */
export function renderAnswer(answer: PublicAnswer | null, language: Language = 'en', path = '/consultation') {
  return renderCheckPage(pageContext({ language, path, kept: answer?.ref ? { ref: answer.ref } : {} }), {
    answer,
    withGuidance: false,
    formAssets: { scripts: ['/public/form-TEST.js'] },
    formClient: {
      workers: { sha: '/public/sha-TEST.js', pbkdf2: '/public/pbkdf2-TEST.js' },
      stylesheet: '/public/form-TEST.css',
    },
  });
}
