import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view';

const render = (source: string) =>
  renderToString(
    <MemoryRouter>
      <MarkdownView source={source} />
    </MemoryRouter>,
  );

describe('MarkdownView', () => {
  it('shows HTML written in the Markdown as text, never as markup', () => {
    const html = render('Hello <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n# <b>Title</b>');
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Title&lt;/b&gt;');
  });

  it('renders no javascript: link, and opens outside links in a new tab without the opener', () => {
    const html = render('[a](javascript:alert(1)) [b](https://example.com) [c](/help)');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('href="/help"');
  });

  it('escapes quotes in an address so it cannot leave its attribute', () => {
    const html = render('[x](https://example.com/"onmouseover="alert(1))');
    expect(html).not.toMatch(/\sonmouseover=/);
  });
});
