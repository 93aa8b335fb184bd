import { describe, expect, it } from 'vitest';
import type { PublicAnswer } from '@seal/shared/contract/consultation';
import type { ThemeDocument } from '@seal/shared/themes/document';
import { demoThemePage } from '../db/seed/themes';
import { publicExpertTheme, type PublicTheme } from '../modules/themes/public-theme';
import { FIXTURE_PRODUCT, result, VALID } from './answer-fixtures';
import { PAGE_TEXTS } from './i18n';
import { pageContext } from './page-request';
import { renderCheckPage } from './pages/check-page';
import { openingTags, visibleText } from './test-html';

const THEME_ID = '0b7c1a2e-1111-4222-8333-944455556666';
const en = PAGE_TEXTS.en;

const render = (answer: PublicAnswer, theme: PublicTheme, language: 'en' | 'fr' = 'en') =>
  renderCheckPage(pageContext({ language, path: '/consultation', kept: { ref: answer.ref } }), {
    answer,
    withGuidance: false,
    formAssets: { scripts: ['/public/form-TEST.js'] },
    formClient: {
      workers: { sha: '/public/sha-TEST.js', pbkdf2: '/public/pbkdf2-TEST.js' },
      stylesheet: '/public/form-TEST.css',
    },
    theme,
  });
const editor = (document: ThemeDocument): PublicTheme => ({ id: THEME_ID, mode: 'editor', language: 'en', document });
const count = (html: string, text: string) => html.split(text).length - 1;

describe('an answer on an editor theme', () => {
  it("shows the theme's heading, the product's title, the answer and the guidance where its blocks are", () => {
    const html = render(VALID, editor(demoThemePage('en')));
    const text = visibleText(html);
    expect(text).toContain('Demo Cellars');
    expect(text).toContain(FIXTURE_PRODUCT.title);
    expect(text).toContain(en.result.valid.message);
    expect(text).toContain(en.guidance.compare);
    expect(html.indexOf(`${FIXTURE_PRODUCT.title}</h2>`)).toBeLessThan(html.indexOf('data-testid="result"'));
    expect(count(html, 'data-testid="result"')).toBe(1);
    expect(count(html, 'data-testid="guidance"')).toBe(1);
    expect(openingTags(html, 'script', 'src="/public/form-TEST.js"')).toHaveLength(1);
  });

  it('puts the answer and the guidance first when the theme has no block for them', () => {
    const html = render(
      VALID,
      editor({ root: { props: {} }, content: [{ type: 'Heading', props: { id: 'h', text: 'Our brand', level: 1 } }] }),
    );
    expect(html.indexOf('data-testid="result"')).toBeLessThan(html.indexOf('Our brand'));
    expect(html.indexOf('data-testid="guidance"')).toBeLessThan(html.indexOf('Our brand'));
  });

  it('shows an error answer on the theme too, without the guidance of a valid seal', () => {
    const html = render(result('blocked'), editor(demoThemePage('en')));
    expect(html).toContain('data-testid="theme"');
    expect(visibleText(html)).toContain(en.result.blocked.message);
    expect(html).not.toContain('data-testid="guidance"');
  });
});

describe('an answer on an expert theme', () => {
  const expert = (html: string, css = '') => publicExpertTheme(THEME_ID, 'en', { html, css });
  const product = { ...FIXTURE_PRODUCT, title: 'Cocoa <b>&</b> "beans"' };
  const answer = { ...VALID, product };

  it('fills the text placeholders escaped and the blocks once, where they are first written', () => {
    const html = render(
      answer,
      expert(
        '<h1 class="t">{{product.title}}</h1><div>{{product.image}}</div><div>{{result}}</div><p>{{result}}</p><div>{{guidance}}</div><div>{{product.facts}}</div>',
      ),
    );
    expect(html).toContain('<h1 class="t">Cocoa &lt;b&gt;&amp;&lt;/b&gt; &quot;beans&quot;</h1>');
    expect(count(html, 'data-testid="result"')).toBe(1);
    expect(count(html, '<form id="consumer-form"')).toBe(1);
    expect(openingTags(html, 'img', `src="${product.imageUrl}"`)).toHaveLength(1);
    expect(visibleText(html)).toContain(en.product.brand);
    expect(html.indexOf('<h1 class="t">')).toBeLessThan(html.indexOf('data-testid="result"'));
  });

  it('runs no script of its own, and scopes its CSS under its wrapper', () => {
    const html = render(
      VALID,
      expert(
        '<div onclick="alert(1)">{{result}}</div><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">x</a>',
        'p{color:#123456} body{background:url(https://evil.example/x.png)}',
      ),
    );
    expect(html).not.toMatch(/alert\(|onerror|onclick|javascript:|evil\.example/);
    expect(openingTags(html, 'script').every((script) => /src="\/public\/|type="application\/json"/.test(script))).toBe(
      true,
    );
    expect(html).toContain('<style>.theme-expert p{color:#123456}</style>');
  });

  it('shows the answer first when the page has no place for it', () => {
    const html = render(VALID, expert('<p>Our brand</p>'));
    expect(html.indexOf('data-testid="result"')).toBeLessThan(html.indexOf('Our brand'));
  });
});
