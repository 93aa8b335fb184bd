import { describe, expect, it } from 'vitest';
import { asksForLinkset, linksetMediaType, prefersHtml } from './digital-link-negotiation';
import { linkTypeTerm, pickLink, type LinkTarget } from './linkset';

describe('linkTypeTerm', () => {
  it('reads the compact, the full and the older vocabulary forms as one term', () => {
    for (const given of ['gs1:pip', 'https://gs1.org/voc/pip', 'https://ref.gs1.org/voc/pip', 'http://gs1.org/voc/pip'])
      expect(linkTypeTerm(given)).toBe('pip');
  });

  it('reads all and linkset as the whole linkset', () => {
    expect(linkTypeTerm('all')).toBe('all');
    expect(linkTypeTerm('linkset')).toBe('all');
  });

  it('answers null outside the GS1 vocabulary or for a term that is no word', () => {
    expect(linkTypeTerm('schema:url')).toBeNull();
    expect(linkTypeTerm('gs1:')).toBeNull();
    expect(linkTypeTerm('gs1:pip/../x')).toBeNull();
  });
});

describe('pickLink', () => {
  const link = (href: string, language: LinkTarget['language']): LinkTarget => ({ href, title: href, language });
  const links = [link('en', 'en'), link('any', null), link('fr', 'fr')];

  it("takes the consumer's language, then a link for every language, then the first", () => {
    expect(pickLink(links, 'fr')?.href).toBe('fr');
    expect(pickLink(links, 'zh')?.href).toBe('any');
    expect(pickLink([link('en', 'en'), link('fr', 'fr')], 'zh')?.href).toBe('en');
    expect(pickLink([], 'en')).toBeNull();
    expect(pickLink(undefined, 'en')).toBeNull();
  });
});

describe('content negotiation', () => {
  it('asks for the linkset with its media type or ?linkType=all only', () => {
    expect(asksForLinkset('application/linkset+json', null)).toBe(true);
    expect(asksForLinkset('text/html, application/linkset+json;q=0.5', 'pip')).toBe(true);
    expect(asksForLinkset('application/linkset+json;q=0', null)).toBe(false);
    expect(asksForLinkset('application/json', null)).toBe(false);
    expect(asksForLinkset(undefined, 'all')).toBe(true);
    expect(asksForLinkset('*/*', null)).toBe(false);
  });

  it('sends the linkset as application/json only to a client that takes that and not the linkset type', () => {
    expect(linksetMediaType('application/json')).toBe('application/json');
    expect(linksetMediaType('application/json, application/linkset+json')).toBe('application/linkset+json');
    expect(linksetMediaType('*/*')).toBe('application/linkset+json');
    expect(linksetMediaType(undefined)).toBe('application/linkset+json');
  });

  it('tells a browser from a program for the answer of a problem', () => {
    expect(prefersHtml('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(true);
    expect(prefersHtml('application/json')).toBe(false);
    expect(prefersHtml('application/json, text/html;q=0.5')).toBe(false);
    expect(prefersHtml(undefined)).toBe(false);
  });
});
