import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';
import { sanitiseSvg } from './svg-sanitise';

const clean = (svg: string) => sanitiseSvg(svg) ?? '';
/** Nothing in the output a browser could run or fetch. */
const inert = (svg: string) =>
  expect(clean(svg)).not.toMatch(
    /script|onload|onerror|onclick|javascript|foreignObject|iframe|evil|ENTITY|DOCTYPE|@import|<set|<animate/i,
  );

describe('sanitiseSvg', () => {
  it('keeps a plain drawing, with its gradients, text and local references', () => {
    const svg = `<?xml version="1.0"?><!-- logo --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>
<rect width="10" height="10" fill="url(#g)"/><use href="#g"/><text x="1" y="5">A &amp; B</text></svg>`;
    expect(clean(svg)).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>
<rect width="10" height="10" fill="url(#g)"/><use href="#g"/><text x="1" y="5">A &amp; B</text></svg>`,
    );
  });

  it.each([
    ['script element', '<svg><script>alert(1)</script><circle r="1"/></svg>'],
    ['script in upper case', '<svg><SCRIPT>alert(1)</SCRIPT></svg>'],
    ['namespaced script', '<svg xmlns:x="http://www.w3.org/2000/svg"><x:script>alert(1)</x:script></svg>'],
    ['event attribute', '<svg onload="alert(1)"><circle r="1" onclick="alert(1)" ONERROR="alert(1)"/></svg>'],
    [
      'javascript: link',
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a><use href="javascript:alert(1)"/></svg>',
    ],
    [
      'entity-encoded javascript:',
      '<svg><use href="&#106;avascript:alert(1)"/><use xlink:href="java&#x09;script:alert(1)"/></svg>',
    ],
    [
      'foreignObject with HTML',
      '<svg><foreignObject><iframe src="https://evil.test"></iframe><body onload="alert(1)"/></foreignObject></svg>',
    ],
    ['external image', '<svg><image href="https://evil.test/x.png"/><image xlink:href="//evil.test/x.png"/></svg>'],
    ['SVG data URL in use', '<svg><use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/></svg>'],
    [
      'animation rewriting href',
      '<svg><a><set attributeName="href" to="javascript:alert(1)"/></a><animate attributeName="onload"/></svg>',
    ],
    [
      'DOCTYPE with an external entity',
      '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg><text>&xxe;</text></svg>',
    ],
    ['style @import', '<svg><style>@import url(https://evil.test/x.css); rect{fill:red}</style></svg>'],
    [
      'style url() and escapes',
      '<svg><rect style="background:url(https://evil.test)"/><style>r{b:u\\72l(https://evil.test)}</style></svg>',
    ],
    ['external url() in fill', '<svg><rect fill="url(https://evil.test/#a)"/></svg>'],
    ['CDATA script', '<svg><script><![CDATA[alert(1)]]></script></svg>'],
  ])('drops the %s', (_, svg) => {
    inert(svg);
    expect(clean(svg).startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('keeps a raster data: URL image', () => {
    expect(clean('<svg><image href="data:image/png;base64,iVBORw0KGgo="/></svg>')).toContain(
      'href="data:image/png;base64,iVBORw0KGgo="',
    );
  });

  it('escapes what it writes back, so markup cannot be smuggled through a value', () => {
    const out = clean(
      '<svg><text>&lt;script&gt;alert(1)&lt;/script&gt;</text><rect id="a&quot; onload=&quot;x"/></svg>',
    );
    expect(out).toContain('<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>');
    expect(out).toContain('id="a&quot; onload=&quot;x"');
  });

  it('keeps only the root svg, and answers null without one', () => {
    expect(clean('<svg><rect/></svg><script>alert(1)</script>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect/></svg>',
    );
    expect(sanitiseSvg('<html><body><svg/></body></html>')).toBeNull();
    expect(sanitiseSvg('just text')).toBeNull();
  });

  it('closes what the file left open', () => {
    expect(clean('<svg><g><rect>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><g><rect></rect></g></svg>',
    );
  });
});

describe('detectImageType', () => {
  const bytes = (...values: number[]) => Uint8Array.from([...values, ...new Array(16).fill(0)]);

  it('reads the type from the content', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectImageType(bytes(0x00, 0x00, 0x01, 0x00, 0x01, 0x00))).toBe('ico');
    expect(
      detectImageType(new TextEncoder().encode('\uFEFF<?xml version="1.0"?>\n<!-- x --><svg viewBox="0 0 1 1"/>')),
    ).toBe('svg');
  });

  it('refuses executables, HTML, GIF and cursor files whatever their name', () => {
    expect(detectImageType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectImageType(bytes(0x00, 0x00, 0x02, 0x00, 0x01, 0x00))).toBeNull();
    expect(detectImageType(Uint8Array.from([0xc3, 0x28, 0x3c]))).toBeNull();
  });
});
