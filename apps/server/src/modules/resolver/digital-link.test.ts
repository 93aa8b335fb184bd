import { describe, expect, it } from 'vitest';
import { DIGITAL_LINK_URL_MAX, parseDigitalLink, type ParsedDigitalLink } from './digital-link';

const ORIGIN = 'https://seals.example.com';
const parse = (url: string) => parseDigitalLink(url, ORIGIN);
const linkOf = (parsed: ParsedDigitalLink) => {
  if (!parsed.ok) throw new Error(`refused: ${parsed.problem}`);
  return parsed.link;
};

describe('parseDigitalLink: the GTIN', () => {
  it.each([
    ['GTIN-14', '09506000134352', '09506000134352'],
    ['GTIN-13', '9506000134352', '09506000134352'],
    ['GTIN-12', '036000291452', '00036000291452'],
    ['GTIN-8', '96385074', '00000096385074'],
  ])('reads a %s and answers it as 14 digits, the anchor canonical', (_, given, gtin14) => {
    const link = linkOf(parse(`/01/${given}`));
    expect(link.gtin).toBe(gtin14);
    expect(link.anchor).toBe(`${ORIGIN}/01/${gtin14}`);
    expect(link).toMatchObject({ cpv: null, lot: null, serial: null, linkType: null, attributes: {} });
  });

  it.each(['09506000134353', '9506000134353', '036000291453', '96385075'])(
    'refuses a wrong check digit (%s) as such',
    (gtin) => {
      expect(parse(`/01/${gtin}`)).toEqual({ ok: false, problem: 'checkDigit' });
    },
  );

  it.each(['0950600013', '095060001343521', '0950600013435x', '1234567'])(
    'refuses a GTIN of the wrong length or with a letter (%s)',
    (gtin) => {
      expect(parse(`/01/${gtin}`)).toMatchObject({ ok: false, problem: 'gtin' });
    },
  );

  it('refuses /01/ without a GTIN', () => {
    expect(parse('/01/')).toEqual({ ok: false, problem: 'missingValue', ai: '01' });
  });

  it('refuses the convenience alphas the standard removed', () => {
    expect(parse('/gtin/09506000134352')).toEqual({ ok: false, problem: 'alpha' });
    expect(parse('/01/09506000134352/ser/ABC')).toEqual({ ok: false, problem: 'alpha' });
  });
});

describe('parseDigitalLink: the qualifiers', () => {
  it('reads the serial, the lot and the variant in the order 22, 10, 21', () => {
    const link = linkOf(parse('/01/09506000134352/22/V1/10/LOT-7/21/ABC123'));
    expect(link).toMatchObject({ cpv: 'V1', lot: 'LOT-7', serial: 'ABC123' });
    expect(link.anchor).toBe(`${ORIGIN}/01/09506000134352/22/V1/10/LOT-7/21/ABC123`);
  });

  it('lets any qualifier be left out, and pads a short GTIN in the anchor', () => {
    const link = linkOf(parse('/01/9506000134352/21/ABC'));
    expect(link).toMatchObject({ gtin: '09506000134352', lot: null, serial: 'ABC' });
    expect(link.anchor).toBe(`${ORIGIN}/01/09506000134352/21/ABC`);
  });

  it('tolerates a trailing slash', () => {
    expect(linkOf(parse('/01/09506000134352/21/ABC/')).serial).toBe('ABC');
  });

  it('refuses the qualifiers out of order, or one twice', () => {
    expect(parse('/01/09506000134352/21/ABC/10/L1')).toEqual({ ok: false, problem: 'order' });
    expect(parse('/01/09506000134352/21/ABC/21/DEF')).toEqual({ ok: false, problem: 'order', ai: '21' });
  });

  it('refuses an AI a GTIN cannot be qualified with', () => {
    expect(parse('/01/09506000134352/99/ABC')).toEqual({ ok: false, problem: 'qualifier', ai: '99' });
    expect(parse('/01/09506000134352/17/260101')).toEqual({ ok: false, problem: 'qualifier', ai: '17' });
  });

  it('reads a name of the language (constructor, __proto__) as nothing more than a name', () => {
    expect(parse('/01/09506000134352/constructor/x')).toEqual({ ok: false, problem: 'qualifier', ai: 'constructor' });
    const link = linkOf(parse('/01/09506000134352?__proto__=x'));
    expect(Object.keys(link.attributes)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(link.attributes)).toBe(Object.prototype);
  });

  it('refuses a qualifier without its value', () => {
    expect(parse('/01/09506000134352/21')).toEqual({ ok: false, problem: 'missingValue', ai: '21' });
  });

  it('decodes the percent-encoded characters GS1 allows in a serial, and keeps them encoded in the anchor', () => {
    const link = linkOf(parse('/01/09506000134352/21/A%2FB%25C-1.2_3'));
    expect(link.serial).toBe('A/B%C-1.2_3');
    expect(link.anchor).toBe(`${ORIGIN}/01/09506000134352/21/A%2FB%25C-1.2_3`);
  });

  it('takes a serial of 20 characters and refuses one of 21', () => {
    expect(linkOf(parse(`/01/09506000134352/21/${'A'.repeat(20)}`)).serial).toBe('A'.repeat(20));
    expect(parse(`/01/09506000134352/21/${'A'.repeat(21)}`)).toEqual({ ok: false, problem: 'value', ai: '21' });
  });

  it('refuses characters outside the GS1 set, raw or encoded', () => {
    expect(parse('/01/09506000134352/21/a%20b')).toEqual({ ok: false, problem: 'value', ai: '21' });
    expect(parse('/01/09506000134352/21/caf%C3%A9')).toEqual({ ok: false, problem: 'value', ai: '21' });
    expect(parse('/01/09506000134352/10/%')).toEqual({ ok: false, problem: 'value', ai: '10' });
  });

  it('refuses a URL too long to be a Digital Link before parsing it', () => {
    expect(parse(`/01/09506000134352?x=${'a'.repeat(DIGITAL_LINK_URL_MAX)}`)).toEqual({
      ok: false,
      problem: 'tooLong',
    });
  });
});

describe('parseDigitalLink: the query', () => {
  it('reads linkType apart from the data attributes, decoded', () => {
    const link = linkOf(parse('/01/09506000134352/21/ABC?17=261231&linkType=gs1:pip&lang=fr'));
    expect(link.linkType).toBe('gs1:pip');
    expect(link.attributes).toEqual({ '17': '261231', lang: 'fr' });
    expect(link.anchor).toBe(`${ORIGIN}/01/09506000134352/21/ABC`);
  });

  it('reads a link type given as the vocabulary URI, percent-encoded', () => {
    expect(linkOf(parse('/01/09506000134352?linkType=https%3A%2F%2Fgs1.org%2Fvoc%2Fpip')).linkType).toBe(
      'https://gs1.org/voc/pip',
    );
  });

  it('refuses a GS1 data attribute of the wrong form (an expiry date of 4 digits)', () => {
    expect(parse('/01/09506000134352?17=2612')).toEqual({ ok: false, problem: 'query' });
  });

  it('refuses a query value that is no UTF-8 text', () => {
    expect(parse('/01/09506000134352?note=%FF')).toEqual({ ok: false, problem: 'query' });
  });
});
