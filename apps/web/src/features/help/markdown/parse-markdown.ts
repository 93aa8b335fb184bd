/**
 * The Markdown the console renders (the user guide, news, the changelog), parsed into a tree
 * that React renders as elements: nothing is ever handed to the browser as HTML, so HTML written
 * in the Markdown shows as text, and a link only keeps a safe address (see safeHref).
 *
 * The subset: headings (# to ####), paragraphs, lists (- * or 1.), fenced code blocks, block
 * quotes, horizontal rules; inline **strong**, *em*, `code` and [links](address).
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; children: Inline[]; id: string }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'code'; text: string }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'rule' };

/**
 * A link's address, or null when it is not safe: console paths (/help), anchors, http(s) and
 * mailto only. `javascript:`, `data:` and the like, however disguised, never become an href.
 */
export function safeHref(raw: string): string | null {
  // Browsers drop control characters and blanks in a scheme ("java\tscript:"): so do we, before checking.
  // eslint-disable-next-line no-control-regex
  const href = raw.replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href;
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  return null;
}

/** A heading's anchor: its words, lower case, joined by dashes (letters of any script kept). */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

const plain = (nodes: Inline[]): string =>
  nodes.map((node) => ('children' in node ? plain(node.children) : node.text)).join('');

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ kind: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const code = rest.match(/^`([^`]+)`/);
    const strong = rest.match(/^\*\*(.+?)\*\*/) ?? rest.match(/^__(.+?)__/);
    const em = rest.match(/^\*([^*\s][^*]*?)\*/) ?? rest.match(/^_([^_\s][^_]*?)_(?![\p{L}\p{N}])/u);
    const link = rest.match(/^\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))*)\)/);
    if (rest.startsWith('\\') && rest.length > 1) {
      buffer += rest[1];
      i += 2;
    } else if (code) {
      flush();
      out.push({ kind: 'code', text: code[1]! });
      i += code[0].length;
    } else if (strong) {
      flush();
      out.push({ kind: 'strong', children: parseInline(strong[1]!) });
      i += strong[0].length;
    } else if (em) {
      flush();
      out.push({ kind: 'em', children: parseInline(em[1]!) });
      i += em[0].length;
    } else if (link) {
      flush();
      const href = safeHref(link[2]!);
      const children = parseInline(link[1]!);
      out.push(...(href ? [{ kind: 'link' as const, href, children }] : children));
      i += link[0].length;
    } else {
      buffer += text[i];
      i += 1;
    }
  }
  flush();
  return out;
}

const LIST_ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heading = line.match(/^(#{1,4})\s+(.+?)\s*#*\s*$/);
    const item = line.match(LIST_ITEM);
    if (line.trim() === '') {
      endParagraph();
    } else if (line.startsWith('```')) {
      endParagraph();
      const code: string[] = [];
      while (i + 1 < lines.length && !lines[i + 1]!.startsWith('```')) code.push(lines[++i]!);
      i += 1; // the closing fence (or the end)
      blocks.push({ kind: 'code', text: code.join('\n') });
    } else if (heading) {
      endParagraph();
      const children = parseInline(heading[2]!);
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length as 1 | 2 | 3 | 4,
        children,
        id: slugify(plain(children)),
      });
    } else if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      endParagraph();
      blocks.push({ kind: 'rule' });
    } else if (line.startsWith('>')) {
      endParagraph();
      const quote = [line.replace(/^>\s?/, '')];
      while (i + 1 < lines.length && lines[i + 1]!.startsWith('>')) quote.push(lines[++i]!.replace(/^>\s?/, ''));
      blocks.push({ kind: 'quote', children: parseInline(quote.join(' ')) });
    } else if (item) {
      endParagraph();
      const ordered = item[2] !== undefined;
      const items = [item[3]!];
      while (i + 1 < lines.length) {
        const next = lines[i + 1]!;
        const nextItem = next.match(LIST_ITEM);
        if (nextItem && (nextItem[2] !== undefined) === ordered) items.push(nextItem[3]!);
        else if (/^\s{2,}\S/.test(next)) items[items.length - 1] += ` ${next.trim()}`;
        else break;
        i += 1;
      }
      blocks.push({ kind: 'list', ordered, items: items.map(parseInline) });
    } else {
      paragraph.push(line.trim());
    }
  }
  endParagraph();
  return blocks;
}

/** The text of a document without its markup: what the help search reads. */
export function markdownText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'heading':
        case 'paragraph':
        case 'quote':
          return plain(block.children);
        case 'list':
          return block.items.map(plain).join('\n');
        case 'code':
          return block.text;
        case 'rule':
          return '';
      }
    })
    .join('\n');
}
