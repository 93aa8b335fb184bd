import { SVG_NESTING_MAX } from '@seal/shared';
import { SVG_ATTRIBUTES, SVG_ELEMENTS, SVG_NS, TEXT_ELEMENTS, XLINK_NS } from './svg-allow-list';

/**
 * A strict allow-list SVG sanitiser (the server has no DOM, so no DOMPurify). The text is read
 * token by token and written back from scratch: only allowed elements and attributes survive,
 * entities are decoded before anything is checked and re-escaped on the way out, and what is
 * dropped (script, foreignObject, on* attributes, javascript: and external references, DOCTYPE
 * and its ENTITY declarations, comments, processing instructions) takes its children with it.
 * Answers null when no <svg> root is left, or when elements nest deeper than SVG_NESTING_MAX.
 */
export function sanitiseSvg(input: string): string | null {
  const out: string[] = [];
  const stack: { name: string; kept: boolean }[] = [];
  // How many elements of each name (lower case) are open: a closing tag of none is skipped at
  // once, so a file of a thousand stray closings under a thousand open elements stays linear.
  const openNames = new Map<string, number>();
  const countOpen = (name: string, change: number) => {
    const lower = name.toLowerCase();
    openNames.set(lower, (openNames.get(lower) ?? 0) + change);
  };
  let rootDone = false;
  let rootSeen = false;
  let i = input.charCodeAt(0) === 0xfeff ? 1 : 0;

  const closeTo = (depth: number) => {
    while (stack.length > depth) {
      const element = stack.pop()!;
      countOpen(element.name, -1);
      if (element.kept) out.push(`</${element.name}>`);
    }
    if (rootSeen && stack.length === 0) rootDone = true;
  };

  while (i < input.length && !rootDone) {
    if (input.startsWith('<!--', i)) {
      i = skipPast(input, '-->', i + 4);
    } else if (input.startsWith('<![CDATA[', i)) {
      const end = input.indexOf(']]>', i + 9);
      const text = input.slice(i + 9, end < 0 ? input.length : end);
      i = end < 0 ? input.length : end + 3;
      writeText(out, stack, text);
    } else if (input.startsWith('<!', i)) {
      i = skipDeclaration(input, i);
    } else if (input.startsWith('<?', i)) {
      i = skipPast(input, '?>', i + 2);
    } else if (input.startsWith('</', i)) {
      const end = input.indexOf('>', i);
      const name = input.slice(i + 2, end < 0 ? input.length : end).trim();
      i = end < 0 ? input.length : end + 1;
      const depth = openNames.get(name.toLowerCase()) ? findOpen(stack, name) : -1;
      if (depth >= 0) closeTo(depth);
    } else if (input[i] === '<' && /[A-Za-z_]/.test(input[i + 1] ?? '')) {
      const tag = readTag(input, i);
      i = tag.end;
      const parentKept = stack.length === 0 ? true : stack.at(-1)!.kept;
      const canonical = SVG_ELEMENTS.get(tag.name.toLowerCase());
      // Top level, only an <svg> root; below it, allowed elements under kept parents.
      const kept = parentKept && canonical !== undefined && (stack.length > 0 || canonical === 'svg');
      if (stack.length === 0 && !kept) {
        // Something else at the top level: skip it and its content, look for the root after it.
        if (!tag.selfClosing) i = skipElement(input, i, tag.name);
        continue;
      }
      if (kept) out.push(openTag(canonical!, tag.attributes, stack.length === 0));
      if (stack.length === 0) rootSeen = true;
      if (tag.selfClosing) {
        if (kept) out[out.length - 1] = out.at(-1)!.replace(/>$/, '/>');
        if (stack.length === 0) rootDone = true;
      } else {
        if (stack.length >= SVG_NESTING_MAX) return null;
        stack.push({ name: kept ? canonical! : tag.name, kept });
        countOpen(stack.at(-1)!.name, 1);
      }
    } else {
      const next = input.indexOf('<', i + 1);
      const text = input.slice(i, next < 0 ? input.length : next);
      i = next < 0 ? input.length : next;
      writeText(out, stack, decodeEntities(text));
    }
  }
  closeTo(0);
  return rootSeen ? out.join('') : null;
}

function skipPast(input: string, marker: string, from: number) {
  const end = input.indexOf(marker, from);
  return end < 0 ? input.length : end + marker.length;
}

/** <!DOCTYPE ... [ <!ENTITY ...> ... ]> with its internal subset. */
function skipDeclaration(input: string, from: number) {
  let depth = 0;
  for (let i = from + 2; i < input.length; i += 1) {
    const char = input[i];
    if (char === '[') depth += 1;
    else if (char === ']') depth -= 1;
    else if (char === '>' && depth <= 0) return i + 1;
  }
  return input.length;
}

/** Past the end of an element dropped at the top level (nested same-name elements counted). */
function skipElement(input: string, from: number, name: string) {
  let depth = 1;
  const pattern = new RegExp(`<(/?)${name.replace(/[^\w:-]/g, '')}(?=[\\s/>])[^>]*?(/?)>`, 'g');
  pattern.lastIndex = from;
  for (let match = pattern.exec(input); match; match = pattern.exec(input)) {
    if (match[1]) depth -= 1;
    else if (!match[2]) depth += 1;
    if (depth === 0) return pattern.lastIndex;
  }
  return input.length;
}

/** The nearest open element of this name; its cost is that of the elements closed with it. */
function findOpen(stack: { name: string }[], name: string) {
  const lower = name.toLowerCase();
  for (let depth = stack.length - 1; depth >= 0; depth -= 1)
    if (stack[depth]!.name.toLowerCase() === lower) return depth;
  return -1;
}

interface Tag {
  name: string;
  attributes: [string, string][];
  selfClosing: boolean;
  end: number;
}

function readTag(input: string, start: number): Tag {
  const nameMatch = /^[^\s/>]+/.exec(input.slice(start + 1, start + 200))!;
  const name = nameMatch[0];
  const attributes: [string, string][] = [];
  const pattern = /\s*([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|\s*(\/?)>/y;
  pattern.lastIndex = start + 1 + name.length;
  for (;;) {
    const match = pattern.exec(input);
    if (!match) {
      // A stray character ("<a / b>"): skip it and read on.
      const end = input.indexOf('>', pattern.lastIndex);
      return { name, attributes, selfClosing: false, end: end < 0 ? input.length : end + 1 };
    }
    if (match[5] !== undefined) return { name, attributes, selfClosing: match[5] === '/', end: pattern.lastIndex };
    attributes.push([match[1]!, decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')]);
  }
}

function openTag(name: string, attributes: [string, string][], root: boolean): string {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const [rawName, value] of attributes) {
    const attribute = SVG_ATTRIBUTES.get(rawName.toLowerCase());
    if (!attribute || seen.has(attribute)) continue;
    const safe = safeValue(attribute, value);
    if (safe === null) continue;
    seen.add(attribute);
    kept.push(` ${attribute}="${escapeXml(safe)}"`);
  }
  // The root always declares its namespaces, whatever the file said (xmlns attributes are never copied).
  const namespaces = root ? ` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"` : '';
  return `<${name}${namespaces}${kept.join('')}>`;
}

const RASTER_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** The value to keep, or null to drop the attribute. */
function safeValue(attribute: string, value: string): string | null {
  // Browsers ignore blanks and controls inside a scheme ("java\tscript:"), so the checks do too.
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  const compact = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
  if (attribute === 'href' || attribute === 'xlink:href') {
    return compact.startsWith('#') || RASTER_DATA_URL.test(value.trim()) ? value.trim() : null;
  }
  if (attribute === 'style') return sanitiseCss(value);
  if (/javascript:|vbscript:|expression\(|@import/.test(compact)) return null;
  if (compact.includes('url(') && !onlyLocalUrls(compact)) return null;
  return value;
}

/** Every url(...) in the text points inside the document (#id). */
const onlyLocalUrls = (compact: string) => [...compact.matchAll(/url\(([^)]*)\)/g)].every((m) => /^['"]?#/.test(m[1]!));

/**
 * CSS of a <style> or style attribute, kept only when it cannot fetch or run anything: no
 * @import, no url() but to #ids, no expression() or javascript:, no escapes (which could spell them).
 */
export function sanitiseCss(css: string): string | null {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  const compact = text.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
  if (/\\|@import|expression\(|javascript:|vbscript:|-moz-binding|behavior:/.test(compact)) return null;
  if (compact.includes('url(') && !onlyLocalUrls(compact)) return null;
  return text;
}

function writeText(out: string[], stack: { name: string; kept: boolean }[], text: string) {
  const element = stack.at(-1);
  if (!element?.kept) return;
  if (element.name === 'style') {
    const css = sanitiseCss(text);
    if (css !== null) out.push(escapeXml(css));
  } else if (TEXT_ELEMENTS.has(element.name) || text.trim() === '') out.push(escapeXml(text));
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The five XML entities and character references; any other entity (from a DOCTYPE) is dropped. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (_, entity: string) => {
    if (entity[0] !== '#') return NAMED[entity.toLowerCase()] ?? '';
    const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
  });
}

/** Escaped for text and double-quoted attributes; controls XML forbids are dropped, so the output parses. */
const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
