import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seal/shared';
import { GUIDE_SECTIONS, toGuidePage } from './guide-pages';
import { searchGuide } from './search-guide';

const dir = path.dirname(fileURLToPath(import.meta.url));
const read = (language: string, section: string) => fs.readFileSync(path.join(dir, language, `${section}.md`), 'utf8');

describe('the user guide', () => {
  it.each(LANGUAGES)('has a titled page for every menu section in %s', (language) => {
    for (const section of GUIDE_SECTIONS) {
      const page = toGuidePage(section, read(language, section));
      expect(read(language, section), `${language}/${section}.md`).toMatch(/^# \S/);
      expect(page.text.length, `${language}/${section}.md`).toBeGreaterThan(80);
    }
    expect(fs.readdirSync(path.join(dir, language)).sort()).toEqual(GUIDE_SECTIONS.map((s) => `${s}.md`).sort());
  });
});

describe('searchGuide', () => {
  const pages = GUIDE_SECTIONS.map((section) => toGuidePage(section, read('fr', section)));

  it('finds pages by words of their text, accents or not, title matches first', () => {
    const found = searchGuide(pages, 'securite code').map((match) => match.page.section);
    expect(found[0]).toBe('security');
    expect(searchGuide(pages, 'bobine').map((match) => match.page.section)).toEqual(
      expect.arrayContaining(['home', 'organisation', 'security']),
    );
  });

  it('shows an excerpt around the match, and nothing for a word no page holds', () => {
    const [match] = searchGuide(pages, 'EPCIS');
    expect(match?.page.section).toBe('tracability');
    expect(match?.excerpt).toContain('EPCIS');
    expect(searchGuide(pages, 'zzzz')).toEqual([]);
    expect(searchGuide(pages, '   ')).toEqual([]);
  });

  it('finds Chinese text typed without spaces', () => {
    const zh = GUIDE_SECTIONS.map((section) => toGuidePage(section, read('zh', section)));
    expect(searchGuide(zh, '安全码').map((match) => match.page.section)).toContain('security');
  });
});
