import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, themes as contract } from '@seal/shared';
import { caller, dataOf, expectError, fieldsOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { themes, themeSections } from '../../db/schema';
import { DEMO_THEME_TITLE, LEGACY_THEME_TITLE } from '../../db/seed/themes';
import { editorPage, expertPage, mediaOf, seededThemes } from './test-support';

const t = await useTestApp();
const admin = caller(t, await t.login('admin@demo.test'));
const otherAdmin = caller(t, await t.login('other.admin@demo.test'));
const seeded = await seededThemes(t, t.demo.accountId);
const logo = await mediaOf(t, t.demo.accountId);
const otherLogo = await mediaOf(t, t.other.accountId);

const create = (title: string, pages = { en: editorPage(title) }, extra = {}) =>
  admin(contract.create, { title, language: 'en', multilingual: false, pages, ...extra });
const stored = (themeId: string) =>
  t.database.db.select().from(themeSections).where(eq(themeSections.themeId, themeId));

describe('the list of themes', () => {
  it('shows the demo themes with the products using them, the old one marked legacy', async () => {
    const { rows } = dataOf(
      contract.list,
      await admin(contract.list, { size: 100, sort: { field: 'title', order: 'asc' } }),
    );
    const demo = rows.find((row) => row.title === DEMO_THEME_TITLE)!;
    expect(demo).toMatchObject({ mode: 'editor', legacy: false, multilingual: true, languages: ['en', 'fr', 'zh'] });
    expect(demo.productCount).toBe(1);
    expect(demo.products.map((product) => product.title)).toEqual(['Wine case of 6']);
    expect(rows.find((row) => row.title === LEGACY_THEME_TITLE)).toMatchObject({ legacy: true, languages: ['fr'] });
  });

  it('searches titles, filters old themes, and counts what matches', async () => {
    const found = dataOf(contract.list, await admin(contract.list, { search: 'old VERSION' }));
    expect(found.rows.map((row) => row.title)).toEqual([LEGACY_THEME_TITLE]);
    expect(found.total).toBe(1);
    const legacy = dataOf(contract.list, await admin(contract.list, { filters: { legacy: true } }));
    expect(legacy.rows.every((row) => row.legacy)).toBe(true);
    expect(legacy.rows.map((row) => row.id)).toContain(seeded.legacyThemeId);
  });
});

describe('titles (spec 001 section 5, catalogue 114)', () => {
  it('refuses a title another theme of the account has, whatever its case, and keeps nothing', async () => {
    const before = await t.database.db.select().from(themes).where(eq(themes.accountId, t.demo.accountId));
    const response = await create(DEMO_THEME_TITLE.toUpperCase());
    expectError(response, ERRORS.theme.titleUsed);
    expect(response.json().fields).toEqual([expect.objectContaining({ path: 'title', key: 'theme.titleUsed' })]);
    expect(await t.database.db.select().from(themes).where(eq(themes.accountId, t.demo.accountId))).toEqual(before);
  });

  it('lets another account use the same title', async () => {
    const response = await otherAdmin(contract.create, {
      title: 'Shared title',
      language: 'en',
      multilingual: false,
      pages: { en: editorPage('x') },
    });
    dataOf(contract.create, response);
    dataOf(contract.create, await create('shared TITLE'));
  });

  it('refuses renaming a theme to the title of another, and keeps its own title on an edit', async () => {
    const theme = dataOf(contract.create, await create('Rename me'));
    const edit = (title: string) =>
      admin(contract.update, {
        themeId: theme.id,
        title,
        language: 'en',
        multilingual: false,
        pages: { en: editorPage('y') },
      });
    expectError(await edit(DEMO_THEME_TITLE), ERRORS.theme.titleUsed);
    expect(dataOf(contract.update, await edit('RENAME me')).title).toBe('RENAME me');
  });
});

describe('pages and languages', () => {
  it('needs a page in the theme’s own language', async () => {
    const response = await admin(contract.create, {
      title: 'No French page',
      language: 'fr',
      multilingual: true,
      pages: { en: editorPage('Hello') },
    });
    expectError(response, ERRORS.theme.languageMissing);
    expect(fieldsOf(response)).toEqual(['pages.fr theme.languageMissing']);
  });

  it('keeps only its language on a single-language theme, every language on a multilingual one', async () => {
    const pages = { en: editorPage('Hello'), fr: editorPage('Bonjour'), zh: editorPage('你好') };
    const single = dataOf(contract.create, await create('Single', pages));
    expect(single.languages).toEqual(['en']);
    expect(new Set((await stored(single.id)).map((row) => row.lang))).toEqual(new Set(['en']));
    const multi = dataOf(contract.create, await create('Multi', pages, { multilingual: true }));
    expect(multi.languages).toEqual(['en', 'fr', 'zh']);
    const detail = dataOf(contract.get, await admin(contract.get, { themeId: multi.id }));
    expect(detail.legacy === false && detail.mode === 'editor' && detail.pages.fr).toEqual(editorPage('Bonjour'));
  });

  it('shows a picture of the account’s media library, never another account’s', async () => {
    dataOf(contract.create, await create('With logo', { en: editorPage('Logo', logo) }));
    expectError(await create('Foreign logo', { en: editorPage('Logo', otherLogo) }), ERRORS.common.notFound);
    expectError(
      await admin(contract.createExpert, {
        title: 'Foreign expert logo',
        language: 'en',
        multilingual: false,
        pages: { en: expertPage(`<img src="/api/media/${otherLogo}" alt="">`) },
      }),
      ERRORS.common.notFound,
    );
    // The preview shows the account's own picture and leaves another account's out, saying so.
    const page = expertPage(`<img src="/api/media/${logo}" alt=""><img src="/api/media/${otherLogo}" alt="">`);
    const preview = dataOf(contract.previewExpert, await admin(contract.previewExpert, { page, language: 'en' }));
    expect(preview.html).toBe(`<img src="/api/media/${logo}" alt="" />`);
    expect(preview.removed).toEqual([`img src: /api/media/${otherLogo}`]);
  });
});

describe('getTemplateSections (spec 001 section 7)', () => {
  it('answers the theme’s sections: section_idx, lang, name, content, the page first', async () => {
    const sections = dataOf(
      contract.getTemplateSections,
      await admin(contract.getTemplateSections, { tmpid: seeded.demoThemeId }),
    );
    const english = sections.filter((section) => section.lang === 'en');
    expect(Object.keys(sections[0]!).sort()).toEqual(['content', 'lang', 'name', 'section_idx']);
    expect(english[0]).toMatchObject({ section_idx: 0, name: 'root' });
    expect(english.map((section) => section.name)).toContain('ConsultationResult');
    expect(JSON.parse(english.find((section) => section.name === 'Heading')!.content)).toMatchObject({
      text: 'Demo Cellars',
    });
    expect(new Set(sections.map((section) => section.lang))).toEqual(new Set(['en', 'fr', 'zh']));
  });
});
