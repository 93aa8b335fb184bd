import type Postcss from 'postcss';
import type { ChildNode, Container, Declaration } from 'postcss';
import { lazyRequire } from '../../lazy-require';

const postcss = lazyRequire<typeof Postcss>('postcss');

/**
 * The CSS of an expert theme, kept to an allow-list (docs/themes.md "Sanitiser"): rules and
 * `@media` blocks only, declarations of the properties below only, `url()` only to a picture of
 * the account's media library (`/api/media/<id>`). Nothing can fetch another site, run code
 * (`expression()`, `behavior`, `-moz-binding`), import a sheet, or move over the page's answer
 * (`position`, `z-index`, `content` are left out so a theme cannot cover or fake the result).
 */
const PROPERTIES = new Set([
  'color',
  'background',
  'background-color',
  'background-image',
  'background-position',
  'background-repeat',
  'background-size',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'text-indent',
  'text-shadow',
  'white-space',
  'vertical-align',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'border-collapse',
  'border-spacing',
  'box-shadow',
  'box-sizing',
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'display',
  'flex',
  'flex-direction',
  'flex-wrap',
  'flex-grow',
  'flex-shrink',
  'flex-basis',
  'gap',
  'row-gap',
  'column-gap',
  'grid-template-columns',
  'grid-template-rows',
  'grid-column',
  'grid-row',
  'align-items',
  'align-self',
  'align-content',
  'justify-content',
  'justify-items',
  'order',
  'list-style',
  'list-style-type',
  'list-style-position',
  'opacity',
  'overflow',
  'overflow-wrap',
  'object-fit',
  'cursor',
]);

/** A media library picture as an expert writes it (the console's address of the file). */
export const EXPERT_MEDIA_PATH = /^\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi;
/** What no value may hold: code, escapes that hide it, markup that would close the style element. */
const FORBIDDEN_VALUE = /expression|javascript:|vbscript:|behaviou?r|-moz-binding|@import|image-set|[\\<>]|\/\*/i;

export interface CssOptions {
  /** The selector every rule is scoped under (the theme's wrapper); '' leaves them as written (stored). */
  scope: string;
  /** The media ids a url() may name; null: any id of the media path (checked against the account apart). */
  images: ReadonlySet<string> | null;
  /** The address a picture is served at on the public page (default: as written). */
  imageUrl?: (mediaId: string) => string;
}

export interface CssResult {
  css: string;
  removed: string[];
}

/** The media ids the CSS names with url(). */
export function cssMediaIds(css: string): string[] {
  return [...css.matchAll(URL_FUNCTION)]
    .map((match) => EXPERT_MEDIA_PATH.exec((match[1] ?? match[2] ?? match[3] ?? '').trim())?.[1]?.toLowerCase())
    .filter((id): id is string => id !== undefined);
}

/** A declaration's value with its url()s checked and rewritten, or null when it may not stay. */
function safeValue(value: string, options: CssOptions): string | null {
  if (FORBIDDEN_VALUE.test(value)) return null;
  let refused = false;
  const rewritten = value.replace(URL_FUNCTION, (_all, double?: string, single?: string, bare?: string) => {
    const id = EXPERT_MEDIA_PATH.exec((double ?? single ?? bare ?? '').trim())?.[1]?.toLowerCase();
    if (!id || (options.images && !options.images.has(id))) {
      refused = true;
      return '';
    }
    return `url("${options.imageUrl ? options.imageUrl(id) : `/api/media/${id}`}")`;
  });
  // A url( the pattern could not read (unbalanced, nested) is refused rather than guessed at.
  if (refused || /url\(/i.test(rewritten.replace(/url\("[^"]*"\)/gi, ''))) return null;
  return rewritten;
}

export function sanitiseDeclaration(decl: Declaration, options: CssOptions, removed: string[]): boolean {
  const property = decl.prop.trim().toLowerCase();
  const value = PROPERTIES.has(property) ? safeValue(decl.value, options) : null;
  if (value === null) {
    removed.push(`css ${property}: ${decl.value.slice(0, 80)}`);
    return false;
  }
  decl.prop = property;
  decl.value = value;
  return true;
}

/** Every selector of a rule under the scope; `html`, `body` and `:root` are the wrapper itself. */
function scoped(selector: string, scope: string): string | null {
  if (/[<\\]/.test(selector)) return null;
  const trimmed = selector.trim();
  if (scope === '') return trimmed;
  const own = /^(?::root|html|body)\b/i;
  return own.test(trimmed) ? trimmed.replace(own, scope) : `${scope} ${trimmed}`;
}

function sanitiseContainer(container: Container, options: CssOptions, removed: string[]) {
  container.each((node: ChildNode) => {
    if (node.type === 'comment') return void node.remove();
    if (node.type === 'decl') {
      if (!sanitiseDeclaration(node, options, removed)) node.remove();
      return;
    }
    if (node.type === 'atrule') {
      if (node.name.toLowerCase() !== 'media' || /[<\\]|url\(|expression/i.test(node.params)) {
        removed.push(`css @${node.name}`);
        return void node.remove();
      }
      sanitiseContainer(node, options, removed);
      return;
    }
    if (node.type === 'rule') {
      const selectors = node.selectors.map((selector) => scoped(selector, options.scope));
      if (selectors.some((selector) => selector === null)) {
        removed.push(`css ${node.selector.slice(0, 80)}`);
        return void node.remove();
      }
      node.selectors = selectors as string[];
      node.each((child) => {
        if (child.type !== 'decl') {
          removed.push(`css ${child.type === 'atrule' ? `@${child.name}` : 'nested rule'}`);
          child.remove();
        } else if (!sanitiseDeclaration(child, options, removed)) child.remove();
      });
      if (!node.nodes?.length) node.remove();
    }
  });
}

/** The expert's CSS under the allow-list, every rule scoped under `options.scope`. */
export function sanitiseExpertCss(css: string, options: CssOptions): CssResult {
  const removed: string[] = [];
  let root;
  try {
    root = postcss().parse(css);
  } catch {
    return { css: '', removed: ['css: unreadable'] };
  }
  sanitiseContainer(root, options, removed);
  // Declarations outside a rule have nothing to style.
  root.each((node) => {
    if (node.type === 'decl') node.remove();
  });
  return { css: root.toString().replace(/<\//g, '<\\/').trim(), removed };
}

/** A `style` attribute's declarations under the same allow-list (null when none stays). */
export function sanitiseStyleAttribute(style: string, options: CssOptions, removed: string[]): string | null {
  let root;
  try {
    root = postcss().parse(`x{${style}}`);
  } catch {
    removed.push('style: unreadable');
    return null;
  }
  const rule = root.first;
  if (!rule || rule.type !== 'rule' || root.nodes.length !== 1) {
    removed.push('style: unreadable');
    return null;
  }
  const kept: string[] = [];
  rule.each((node) => {
    if (node.type === 'decl' && sanitiseDeclaration(node, options, removed))
      kept.push(`${node.prop}:${node.value}${node.important ? ' !important' : ''}`);
    else if (node.type !== 'decl' && node.type !== 'comment') removed.push('style: nested rule');
  });
  return kept.length > 0 ? kept.join(';') : null;
}
