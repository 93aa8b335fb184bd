import { describe, expect, it } from 'vitest';
import {
  THEME_BLOCKS_MAX,
  documentToSections,
  expertToSections,
  mediaIdsOf,
  sectionsToDocument,
  videoEmbedUrl,
  zThemeDocument,
  type ThemeDocument,
} from './document';

const MEDIA = '6f1c8f6e-4b7e-4a53-9f0e-0c1d2e3f4a5b';

const page: ThemeDocument = {
  root: { props: { background: '#fafafa', font: 'serif', maxWidth: '40rem' } },
  content: [
    { type: 'Heading', props: { id: 'h1', text: 'Welcome', level: 1, style: { align: 'center', color: '#123456' } } },
    { type: 'ConsultationResult', props: { id: 'r' } },
    {
      type: 'Columns',
      props: {
        id: 'c',
        count: 2,
        gap: '1em',
        column1: [{ type: 'Image', props: { id: 'i', mediaId: MEDIA, alt: 'Box', width: '50%' } }],
        column2: [{ type: 'ProductFacts', props: { id: 'f' } }],
        column3: [],
      },
    },
    { type: 'Button', props: { id: 'b', label: 'Shop', href: 'https://example.com/shop', variant: 'solid' } },
  ],
};

describe('the theme document', () => {
  it('accepts a page of the editor and keeps it as sent', () => {
    expect(zThemeDocument.parse(page)).toEqual(page);
  });

  it.each([
    ['a javascript: link', { type: 'Link', props: { id: 'x', label: 'x', href: 'javascript:alert(1)' } }],
    ['a data: link', { type: 'Button', props: { id: 'x', label: 'x', href: 'data:text/html,<b>', variant: 'solid' } }],
    ['a protocol-relative link', { type: 'Link', props: { id: 'x', label: 'x', href: '//evil.example' } }],
    ['a length without unit', { type: 'Spacer', props: { id: 'x', height: '12' } }],
    ['a length in vh', { type: 'Spacer', props: { id: 'x', height: '10vh' } }],
    [
      'a colour that is CSS',
      { type: 'Text', props: { id: 'x', text: 'a', style: { color: 'red;background:url(x)' } } },
    ],
    ['an unknown style key', { type: 'Text', props: { id: 'x', text: 'a', style: { position: 'fixed' } } }],
    ['an unknown block', { type: 'Script', props: { id: 'x' } }],
    ['a picture that is not an id', { type: 'Image', props: { id: 'x', mediaId: '../etc/passwd', alt: '' } }],
  ])('refuses %s', (_name, block) => {
    expect(zThemeDocument.safeParse({ content: [block] }).success).toBe(false);
  });

  it('refuses columns inside columns', () => {
    const inner = { type: 'Columns', props: { id: 'in', count: 2, gap: '0', column1: [], column2: [], column3: [] } };
    const outer = {
      type: 'Columns',
      props: { id: 'out', count: 2, gap: '0', column1: [inner], column2: [], column3: [] },
    };
    expect(zThemeDocument.safeParse({ content: [outer] }).success).toBe(false);
  });

  it('refuses two blocks with one id, even in different columns', () => {
    const text = { type: 'Text', props: { id: 'same', text: 'a' } };
    const columns = {
      type: 'Columns',
      props: { id: 'c', count: 2, gap: '0', column1: [text], column2: [], column3: [] },
    };
    expect(zThemeDocument.safeParse({ content: [text, columns] }).success).toBe(false);
  });

  it('counts the blocks in columns towards the limit', () => {
    const texts = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ type: 'Text', props: { id: `${prefix}${i}`, text: 'a' } }));
    const half = THEME_BLOCKS_MAX / 2;
    const columns = {
      type: 'Columns',
      props: { id: 'c', count: 2, gap: '0', column1: texts('a', half), column2: [], column3: [] },
    };
    expect(zThemeDocument.safeParse({ content: [columns, ...texts('b', half - 1)] }).success).toBe(true);
    expect(zThemeDocument.safeParse({ content: [columns, ...texts('b', half)] }).success).toBe(false);
  });

  it('is stored as sections (page first, then a section per top-level block) and read back the same', () => {
    const sections = documentToSections('fr', page);
    expect(sections.map(({ section_idx, lang, name }) => [section_idx, lang, name])).toEqual([
      [0, 'fr', 'root'],
      [1, 'fr', 'Heading'],
      [2, 'fr', 'ConsultationResult'],
      [3, 'fr', 'Columns'],
      [4, 'fr', 'Button'],
    ]);
    expect(sectionsToDocument([...sections].reverse())).toEqual(page);
  });

  it('checks stored sections like input', () => {
    const sections = documentToSections('en', page).map((section) =>
      section.name === 'Button'
        ? { ...section, content: section.content.replace('https://example.com/shop', 'javascript:x') }
        : section,
    );
    expect(() => sectionsToDocument(sections)).toThrow();
  });

  it('stores an expert page as its HTML then its CSS', () => {
    expect(expertToSections('zh', { html: '<p>a</p>', css: 'p{}' })).toEqual([
      { section_idx: 0, lang: 'zh', name: 'html', content: '<p>a</p>' },
      { section_idx: 1, lang: 'zh', name: 'css', content: 'p{}' },
    ]);
  });

  it('lists the pictures a page shows, in columns too', () => {
    expect(mediaIdsOf(page)).toEqual([MEDIA]);
  });
});

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://youtube.com/watch?v=a"onload=x', null],
    ['https://example.com/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)//youtube.com', null],
    ['not a url', null],
  ])('%s gives %s', (url, embed) => {
    expect(videoEmbedUrl(url)).toBe(embed);
  });
});
