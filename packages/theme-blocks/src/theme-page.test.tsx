import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicProduct } from '@seal/shared/contract/consultation';
import type { ThemeDocument } from '@seal/shared/themes/document';
import { ThemeRenderProvider, type ThemeRenderContext } from './context';
import { ThemePage } from './theme-page';

const product: PublicProduct = {
  title: 'Dark chocolate <70%>',
  description: 'Line one\nLine two',
  imageUrl: '/api/public/product-image/a1/p1',
  brand: 'Cocoa & Co',
  gtin: '03600029145',
  activatedAt: '2026-03-01T10:00:00Z',
  validUntil: null,
  data: [{ label: 'Batch', value: 'B-12' }],
  productPageUrl: null,
};

const context = (overrides: Partial<ThemeRenderContext> = {}): ThemeRenderContext => ({
  language: 'fr',
  product,
  result: <p id="answer">Authentique</p>,
  guidance: <p id="guidance">Comparez</p>,
  mediaUrl: (id) => `/media/${id}`,
  labels: {
    brand: 'Marque',
    gtin: 'GTIN',
    activatedAt: 'Activé le',
    validUntil: "Valable jusqu'au",
    productImageAlt: (title) => `Photo de ${title}`,
    social: (network) => `Nous suivre sur ${network}`,
    video: 'Vidéo',
  },
  ...overrides,
});

const render = (document: ThemeDocument, overrides?: Partial<ThemeRenderContext>) =>
  renderToStaticMarkup(
    <ThemeRenderProvider value={context(overrides)}>
      <ThemePage document={document} />
    </ThemeRenderProvider>,
  );

const doc = (content: unknown[]): ThemeDocument => ({ root: { props: {} }, content }) as ThemeDocument;

describe('a theme page', () => {
  it("shows the product, the page's answer and guidance where the blocks are, in order", () => {
    const html = render(
      doc([
        { type: 'ProductTitle', props: { id: 't', level: 1 } },
        { type: 'ConsultationResult', props: { id: 'r' } },
        { type: 'ProductFacts', props: { id: 'f' } },
        { type: 'ProductData', props: { id: 'd' } },
        { type: 'SealGuidance', props: { id: 'g' } },
      ]),
    );
    expect(html).toContain('<h1 style="margin:0.5em 0">Dark chocolate &lt;70%&gt;</h1>');
    expect(html.indexOf('Dark chocolate')).toBeLessThan(html.indexOf('id="answer"'));
    expect(html.indexOf('id="answer"')).toBeLessThan(html.indexOf('Cocoa &amp; Co'));
    expect(html).toContain('<dt style="font-weight:600">Activé le</dt><dd style="margin:0">1 mars 2026</dd>');
    expect(html).toContain('B-12');
    expect(html.indexOf('B-12')).toBeLessThan(html.indexOf('id="guidance"'));
  });

  it('writes text as text: markup in a block is escaped', () => {
    const html = render(doc([{ type: 'Text', props: { id: 'x', text: '<script>alert(1)</script>\n\nsecond' } }]));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</p><p');
  });

  it('drops a stored unsafe link rather than render it', () => {
    const html = render(doc([{ type: 'Link', props: { id: 'x', label: 'Go', href: 'javascript:alert(1)' } }]));
    expect(html).not.toContain('javascript:');
    expect(html).toContain('>Go</a>');
  });

  it('shows nothing of the product when the answer names none', () => {
    const html = render(
      doc([
        { type: 'ProductTitle', props: { id: 't', level: 2 } },
        { type: 'ProductImage', props: { id: 'i', size: '128px' } },
        { type: 'ProductFacts', props: { id: 'f' } },
        { type: 'ConsultationResult', props: { id: 'r' } },
      ]),
      { product: null },
    );
    expect(html).not.toContain('<h2');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<dl');
    expect(html).toContain('id="answer"');
  });

  it('lays out the chosen number of columns, which wrap on a narrow screen', () => {
    const html = render(
      doc([
        {
          type: 'Columns',
          props: {
            id: 'c',
            count: 2,
            gap: '2em',
            column1: [{ type: 'Heading', props: { id: 'a', text: 'Left', level: 2 } }],
            column2: [{ type: 'Heading', props: { id: 'b', text: 'Right', level: 2 } }],
            column3: [{ type: 'Heading', props: { id: 'z', text: 'Hidden', level: 2 } }],
          },
        },
      ]),
    );
    expect(html).toContain('flex-wrap:wrap;gap:2em');
    expect(html.match(/flex:1 1 12rem/g)).toHaveLength(2);
    expect(html).toContain('Left');
    expect(html).toContain('Right');
    expect(html).not.toContain('Hidden');
  });

  it('embeds a YouTube video through its privacy-enhanced player, and a picture through the media address', () => {
    const html = render(
      doc([
        { type: 'Video', props: { id: 'v', url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Our cocoa' } },
        { type: 'Image', props: { id: 'i', mediaId: 'm1', alt: 'Box' } },
      ]),
    );
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Our cocoa"');
    expect(html).toContain('src="/media/m1" alt="Box"');
  });

  it("applies the style panel and the page's own style", () => {
    const html = render({
      root: { props: { background: '#000000', color: '#ffffff', font: 'serif', maxWidth: '30rem' } },
      content: [
        { type: 'Heading', props: { id: 'h', text: 'Hi', level: 2, style: { align: 'center', fontSize: '2rem' } } },
      ],
    });
    expect(html).toContain('background:#000000;color:#ffffff;font-family:Georgia');
    expect(html).toContain('max-width:30rem');
    expect(html).toContain('font-size:2rem;text-align:center');
  });
});
