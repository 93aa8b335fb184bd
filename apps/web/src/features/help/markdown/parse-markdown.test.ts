import { describe, expect, it } from 'vitest';
import { markdownText, parseInline, parseMarkdown, safeHref } from './parse-markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists, code and quotes', () => {
    const blocks = parseMarkdown(
      '# Reels\n\nA reel holds\nseals.\n\n- one\n- two\n\n1. first\n2. second\n\n```\nnpm run seals\n```\n\n> Note\n\n---',
    );
    expect(blocks.map((block) => block.kind)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'code',
      'quote',
      'rule',
    ]);
    expect(blocks[0]).toMatchObject({ level: 1, id: 'reels' });
    expect(blocks[1]).toEqual({ kind: 'paragraph', children: [{ kind: 'text', text: 'A reel holds seals.' }] });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[4]).toEqual({ kind: 'code', text: 'npm run seals' });
  });

  it('reads strong, emphasis, code and links inline', () => {
    expect(parseInline('**bold** *em* `x<y` [guide](/help)')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'em' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'x<y' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: '/help', children: [{ kind: 'text', text: 'guide' }] },
    ]);
  });

  it('keeps HTML as text: a script tag is never an element', () => {
    const blocks = parseMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(blocks).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ]);
  });

  it('drops the address of a javascript:, data: or vbscript: link, however written, and keeps its text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.test',
    ]) {
      const nodes = parseInline(`[click](${href}) after`);
      expect(
        nodes.some((node) => node.kind === 'link'),
        href,
      ).toBe(false);
      expect(nodes[0], href).toMatchObject({ kind: 'text' });
      expect(JSON.stringify(nodes)).toContain('click');
    }
  });

  it('gives a search the text without its markup', () => {
    expect(markdownText(parseMarkdown('## Alerts\n\nSend **mails** to [users](/organisation/users).'))).toBe(
      'Alerts\nSend mails to users.',
    );
  });
});

describe('safeHref', () => {
  it('keeps console paths, anchors, http(s) and mailto', () => {
    for (const href of [
      '/help?section=security',
      '#top',
      'https://example.com/a',
      'http://x.test',
      'mailto:a@b.test',
    ]) {
      expect(safeHref(href)).toBe(href);
    }
  });
});
