import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageTemplates, type SlotRender } from './page-templates';

/** A page like an answer's: its reference in text and in links, a token in a form, a long static rest. */
const answerPage: SlotRender = ([ref, token]) =>
  `<!DOCTYPE html><html><head><style>${'body{margin:0}'.repeat(200)}</style></head><body>` +
  `<a href="/consultation?ref=${ref}&amp;lang=en">English</a><a href="/consultation?ref=${ref}&amp;lang=zh">中文</a>` +
  `<p>Référence : ${ref}</p><input type="hidden" name="token" value="${token}"/>${'<p>é</p>'.repeat(300)}</body></html>`;

function counted(render: SlotRender) {
  const calls: string[][] = [];
  return { calls, render: (values: readonly string[]) => (calls.push([...values]), render(values)) };
}

const asText = (bytes: Buffer | string) => bytes.toString();

describe('page templates', () => {
  it('renders a key twice, then fills its parts: the same bytes as a rendering, and a gzip that decodes to them', () => {
    const templates = new PageTemplates();
    const page = counted(answerPage);
    for (const ref of ['AAAA-BBBB-0001', 'AAAA-BBBB-0002']) {
      expect(asText(templates.page('product 1', [ref, `tok.${ref}`], page.render).bytes(false))).toBe(
        answerPage([ref, `tok.${ref}`]),
      );
    }
    const renders = page.calls.length;
    const filled = templates.page('product 1', ['ZZZZ-9999-0003', 'eyJ4-_.9'], page.render);
    const expected = answerPage(['ZZZZ-9999-0003', 'eyJ4-_.9']);
    expect(asText(filled.bytes(false))).toBe(expected);
    expect(gunzipSync(filled.bytes(true)).toString()).toBe(expected);
    expect(page.calls.length).toBe(renders);
  });

  it('gzips a page it has not cut yet, and keeps keys apart', () => {
    const templates = new PageTemplates();
    const other: SlotRender = ([ref]) => `<p>other ${ref}</p>`;
    for (let round = 0; round < 3; round++) {
      const first = templates.page('a', [`REF-${round}`, 'tok'], answerPage);
      const second = templates.page('b', [`REF-${round}`], other);
      expect(gunzipSync(first.bytes(true)).toString()).toBe(answerPage([`REF-${round}`, 'tok']));
      expect(gunzipSync(second.bytes(true)).toString()).toBe(`<p>other REF-${round}</p>`);
    }
  });

  it('never cuts a page that transforms a value, and renders values that HTML or a URL would escape', () => {
    const templates = new PageTemplates();
    const lowered = counted(([ref]) => `<p>${ref!.toLowerCase()}</p>${'<i>x</i>'.repeat(50)}`);
    for (const ref of ['AB-1', 'CD-2', 'EF-3', 'GH-4']) {
      expect(asText(templates.page('lowered', [ref], lowered.render).bytes(false))).toContain(
        `<p>${ref.toLowerCase()}</p>`,
      );
    }
    expect(lowered.calls.filter(([value]) => value!.startsWith('Zq'))).toHaveLength(1);

    const escaped = counted(([value]) => `<p>${value!.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`);
    for (const value of ['ab0', 'ab1', 'ab2']) templates.page('escaped', [value], escaped.render);
    expect(escaped.calls.filter(([value]) => !value!.startsWith('Zq'))).toHaveLength(2);
    for (const value of ['a&b', 'a<b']) {
      expect(asText(templates.page('escaped', [value], escaped.render).bytes(false))).toBe(escaped.render([value]));
    }
    expect(escaped.calls.slice(-4)).toEqual([['a&b'], ['a&b'], ['a<b'], ['a<b']]);
    // A value longer than a stored block holds is rendered too, its gzip whole.
    const long = 'x'.repeat(0x10000);
    const calls = escaped.calls.length;
    expect(gunzipSync(templates.page('escaped', [long], escaped.render).bytes(true)).toString()).toBe(`<p>${long}</p>`);
    expect(escaped.calls.length).toBe(calls + 1);
  });

  it('keeps at most its limit of keys', () => {
    const templates = new PageTemplates(2);
    const page = counted(answerPage);
    for (const key of ['1', '2', '3'])
      for (let round = 0; round < 2; round++) templates.page(key, ['R', 'T'], page.render);
    const renders = page.calls.length;
    templates.page('3', ['R', 'T'], page.render);
    expect(page.calls.length).toBe(renders);
    templates.page('1', ['R', 'T'], page.render);
    expect(page.calls.length).toBe(renders + 1);
  });
});
