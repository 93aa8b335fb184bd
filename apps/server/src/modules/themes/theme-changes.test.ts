import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, themes as contract } from '@seal/shared';
import { caller, cookieWithRights, dataOf, expectError } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { actionLog, products, themeSections } from '../../db/schema';
import { DEMO_THEME_TITLE } from '../../db/seed/themes';
import { editorPage, expertPage, productsNaming, seededThemes } from './test-support';

const t = await useTestApp();
const admin = caller(t, await t.login('admin@demo.test'));
const seeded = await seededThemes(t, t.demo.accountId);

const stored = (themeId: string) =>
  t.database.db.select().from(themeSections).where(eq(themeSections.themeId, themeId));

describe('old-version themes (spec 001 section 5)', () => {
  it('are shown read-only with their sections as stored', async () => {
    const detail = dataOf(contract.get, await admin(contract.get, { themeId: seeded.legacyThemeId }));
    expect(detail.legacy).toBe(true);
    expect(detail.legacy && detail.sections.map((section) => section.name)).toEqual([
      'header',
      'product',
      'result',
      'footer',
    ]);
  });

  it('cannot be edited, in either mode, nor copied, and stay as they were', async () => {
    const before = await stored(seeded.legacyThemeId);
    const header = { themeId: seeded.legacyThemeId, title: 'Renamed', language: 'fr' as const, multilingual: false };
    expectError(
      await admin(contract.update, { ...header, pages: { fr: editorPage('x') } }),
      ERRORS.theme.legacyReadOnly,
    );
    expectError(
      await admin(contract.updateExpert, { ...header, pages: { fr: expertPage('<p>x</p>') } }),
      ERRORS.theme.legacyReadOnly,
    );
    expectError(
      await admin(contract.duplicate, { themeId: seeded.legacyThemeId, title: 'Copy' }),
      ERRORS.theme.legacyReadOnly,
    );
    expect(await stored(seeded.legacyThemeId)).toEqual(before);
  });
});

describe('modes', () => {
  it('edits an editor theme with the editor’s method only, an expert one with the expert’s only', async () => {
    const expert = dataOf(
      contract.createExpert,
      await admin(contract.createExpert, {
        title: 'Expert',
        language: 'en',
        multilingual: false,
        pages: { en: expertPage('<p>Hi</p>') },
      }),
    );
    const header = { title: 'Expert', language: 'en' as const, multilingual: false };
    expectError(
      await admin(contract.update, { themeId: expert.id, ...header, pages: { en: editorPage('x') } }),
      ERRORS.theme.wrongMode,
    );
    expectError(
      await admin(contract.updateExpert, {
        themeId: seeded.demoThemeId,
        ...header,
        title: DEMO_THEME_TITLE,
        pages: { en: expertPage('<p>x</p>') },
      }),
      ERRORS.theme.wrongMode,
    );
  });

  it('stores an expert page sanitised, and the preview says what went', async () => {
    const page = expertPage(
      '<h1 onclick="steal()">{{product.title}}</h1><script>alert(1)</script>{{result}}',
      'h1{color:#123456;position:fixed}',
    );
    const preview = dataOf(contract.previewExpert, await admin(contract.previewExpert, { page, language: 'en' }));
    expect(preview.html).toBe('<h1>{{product.title}}</h1>{{result}}');
    expect(preview.css).toBe('h1{color:#123456}');
    expect(preview.removed).toEqual(expect.arrayContaining(['h1 onclick', '<script>', 'css position: fixed']));
    const saved = dataOf(
      contract.createExpert,
      await admin(contract.createExpert, {
        title: 'Sanitised',
        language: 'en',
        multilingual: false,
        pages: { en: page },
      }),
    );
    expect(saved.legacy === false && saved.mode === 'expert' && saved.pages.en).toEqual({
      html: preview.html,
      css: preview.css,
    });
  });
});

describe('duplicate', () => {
  it('copies a theme’s pages under a new title, and its title must be free', async () => {
    const copy = dataOf(
      contract.duplicate,
      await admin(contract.duplicate, { themeId: seeded.demoThemeId, title: 'Cellars copy' }),
    );
    expect(copy).toMatchObject({
      title: 'Cellars copy',
      multilingual: true,
      languages: ['en', 'fr', 'zh'],
      productCount: 0,
    });
    const contents = (rows: { lang: string; sectionIdx: number; name: string; content: string }[]) =>
      rows
        .map(({ lang, sectionIdx, name, content }) => ({ lang, sectionIdx, name, content }))
        .sort((a, b) => a.lang.localeCompare(b.lang) || a.sectionIdx - b.sectionIdx);
    expect(contents(await stored(copy.id))).toEqual(contents(await stored(seeded.demoThemeId)));
    expectError(
      await admin(contract.duplicate, { themeId: seeded.demoThemeId, title: 'cellars COPY' }),
      ERRORS.theme.titleUsed,
    );
  });

  it('copies an expert theme only for a user who may create expert themes', async () => {
    const expert = dataOf(
      contract.createExpert,
      await admin(contract.createExpert, {
        title: 'Expert to copy',
        language: 'en',
        multilingual: false,
        pages: { en: expertPage('<p>x</p>') },
      }),
    );
    const designer = caller(t, await cookieWithRights(t, ['prod.theme_view', 'prod.theme_create']));
    expectError(
      await designer(contract.duplicate, { themeId: expert.id, title: 'Expert copy' }),
      ERRORS.common.forbidden,
    );
    dataOf(
      contract.duplicate,
      await designer(contract.duplicate, { themeId: seeded.demoThemeId, title: 'Designer copy' }),
    );
  });
});

describe('remove', () => {
  it('refuses a theme products use, naming them, and changes nothing', async () => {
    const response = await admin(contract.remove, { themeId: seeded.demoThemeId });
    expectError(response, ERRORS.theme.inUse, { count: 1, products: ['Wine case of 6'] });
    expect(await productsNaming(t, t.demo.accountId, seeded.demoThemeId)).toHaveLength(1);
    expect(await stored(seeded.demoThemeId)).not.toHaveLength(0);
  });

  it('detaches the products when asked, deletes the theme and its sections, and logs it', async () => {
    const copy = dataOf(
      contract.duplicate,
      await admin(contract.duplicate, { themeId: seeded.demoThemeId, title: 'To delete' }),
    );
    const [product] = await productsNaming(t, t.demo.accountId, seeded.demoThemeId);
    const name = (themeId: string) =>
      t.database.db.update(products).set({ displayTemplate: themeId }).where(eq(products.id, product!.id));
    await name(copy.id);
    expect(dataOf(contract.remove, await admin(contract.remove, { themeId: copy.id, detach: true }))).toEqual({
      removed: true,
      detached: 1,
    });
    expect(await productsNaming(t, t.demo.accountId, copy.id)).toHaveLength(0);
    expect(await stored(copy.id)).toHaveLength(0);
    const [entry] = await t.database.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.method, 'themeModel.remove'), eq(actionLog.targetId, copy.id)));
    expect(entry?.before).toMatchObject({ title: 'To delete', products: [product!.id] });
    await name(seeded.demoThemeId);
  });
});
