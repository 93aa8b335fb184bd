import type SanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../../lazy-require';

const sanitizer = lazyRequire<typeof SanitizeHtml>('sanitize-html');
import { isSafeThemeUrl } from '@seal/shared/themes/document';
import { EXPERT_MEDIA_PATH, sanitiseStyleAttribute, type CssOptions } from './expert-css';

/**
 * The HTML of an expert theme, kept to an allow-list (docs/themes.md "Sanitiser", decision 0020):
 * text, layout and table elements, links and media library pictures. No script, no event
 * handler, no form, frame, object, embed, base or meta, no SVG or MathML; links go to http(s),
 * mailto, tel or a path of this server; a picture shows only a picture of the account's media
 * library. The public page is served with a CSP that would block a script anyway.
 */
const TAGS = [
  'div',
  'span',
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'small',
  'mark',
  'sub',
  'sup',
  'abbr',
  'time',
  'code',
  'pre',
  'blockquote',
  'q',
  'cite',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'section',
  'article',
  'header',
  'footer',
  'nav',
  'aside',
  'main',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'details',
  'summary',
];
const TAG_SET = new Set(TAGS);
const GLOBAL_ATTRIBUTES = ['class', 'id', 'title', 'lang', 'dir', 'role', 'style'];
const TAG_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  time: ['datetime'],
  ol: ['start', 'reversed'],
  details: ['open'],
};
const ARIA = /^aria-[a-z]+$/;
/** Elements whose content is code or another document: dropped with what they hold. */
const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp', 'iframe'];

export interface SanitiseOptions extends Omit<CssOptions, 'scope'> {
  /** Block placeholders in text become this markup (the renderer fills it); left as text when absent. */
  slot?: (name: string) => string | null;
}

export interface HtmlResult {
  html: string;
  /** What was left out, for the expert (previewExpert). */
  removed: string[];
}

/** The media ids the HTML shows with <img src="/api/media/<id>">. */
export function htmlMediaIds(html: string): string[] {
  const ids: string[] = [];
  sanitizer()(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    onOpenTag: (name, attribs) => {
      const id = name === 'img' ? EXPERT_MEDIA_PATH.exec((attribs.src ?? '').trim())?.[1] : undefined;
      if (id) ids.push(id.toLowerCase());
    },
  });
  return ids;
}

function allowedAttribute(tag: string, name: string) {
  return GLOBAL_ATTRIBUTES.includes(name) || ARIA.test(name) || (TAG_ATTRIBUTES[tag]?.includes(name) ?? false);
}

/** The attributes of one element under the allow-list; what goes is named in `removed`. */
function cleanAttributes(
  tag: string,
  attribs: Record<string, string>,
  options: SanitiseOptions,
  removed: string[],
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    const lower = name.toLowerCase();
    if (!allowedAttribute(tag, lower)) {
      removed.push(`${tag} ${lower}`);
      continue;
    }
    if (lower === 'href') {
      if (!isSafeThemeUrl(value.trim())) {
        removed.push(`${tag} href: ${value.slice(0, 80)}`);
        continue;
      }
    } else if (lower === 'src') {
      const id = EXPERT_MEDIA_PATH.exec(value.trim())?.[1]?.toLowerCase();
      if (!id || (options.images && !options.images.has(id))) {
        removed.push(`${tag} src: ${value.slice(0, 80)}`);
        continue;
      }
      kept.src = options.imageUrl ? options.imageUrl(id) : `/api/media/${id}`;
      continue;
    } else if (lower === 'style') {
      const style = sanitiseStyleAttribute(value, { ...options, scope: '' }, removed);
      if (style !== null) kept.style = style;
      continue;
    }
    kept[lower] = value;
  }
  // A new window never gets a handle on this page.
  if (tag === 'a' && kept.target) kept.rel = 'noopener noreferrer';
  return kept;
}

const BLOCK_PLACEHOLDER = /\{\{\s*([a-z.]+)\s*\}\}/g;

/** The expert's HTML under the allow-list. */
export function sanitiseExpertHtml(html: string, options: SanitiseOptions): HtmlResult {
  const removed: string[] = [];
  const clean = sanitizer()(html, {
    allowedTags: TAGS,
    // Attributes are filtered by transformTags below; this second list is the library's own check.
    allowedAttributes: {
      '*': [...GLOBAL_ATTRIBUTES, 'aria-*'],
      ...TAG_ATTRIBUTES,
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    onOpenTag: (name) => {
      if (!TAG_SET.has(name)) removed.push(`<${name}>`);
    },
    transformTags: {
      '*': (tagName, attribs) => ({
        tagName,
        attribs: TAG_SET.has(tagName) ? cleanAttributes(tagName, attribs, options, removed) : {},
      }),
    },
    // A picture whose address was refused shows nothing: it goes whole.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    textFilter: options.slot
      ? (text) => text.replace(BLOCK_PLACEHOLDER, (all, name: string) => options.slot!(name) ?? all)
      : undefined,
  });
  return { html: clean, removed: [...new Set(removed)] };
}
