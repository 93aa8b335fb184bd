import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { THEME_LANGUAGES } from '@seal/shared/themes/document';
import { useTestApp } from '../../../test/use-test-app';
import { products, themes, themeSections } from '../schema';
import { demoSealReference } from './seals';
import { DEMO_THEME_TITLE, demoThemePage, LEGACY_THEME_TITLE } from './themes';

const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/themes.md');
const t = await useTestApp();
const db = t.database.db;
const themeOf = async (title: string) =>
  (
    await db
      .select()
      .from(themes)
      .where(and(eq(themes.accountId, t.demo.accountId), eq(themes.title, title)))
  )[0]!;

describe('the demo themes (docs/themes.md "Demo themes")', () => {
  it('has an editor theme in en, fr and zh with every kind of block the issue names', async () => {
    const wanted = ['Heading', 'ProductImage', 'ProductTitle', 'ProductDescription', 'ProductFacts'];
    wanted.push('ConsultationResult', 'SealGuidance', 'Button', 'SocialLinks');
    for (const language of THEME_LANGUAGES) {
      expect(demoThemePage(language).content.map((block) => block.type)).toEqual(expect.arrayContaining(wanted));
    }
    const theme = await themeOf(DEMO_THEME_TITLE);
    expect(theme).toMatchObject({ mode: 'editor', legacy: false, multilingual: true });
    const sections = await db.select().from(themeSections).where(eq(themeSections.themeId, theme.id));
    expect(new Set(sections.map((section) => section.lang))).toEqual(new Set(THEME_LANGUAGES));
  });

  it('puts it on the product of the valid seal the docs name, a seal of the README table', async () => {
    const reference = /valid seal `([0-9A-Z-]{14})`/.exec(fs.readFileSync(DOC, 'utf8'))?.[1];
    expect(reference).toBe(demoSealReference('activeWithoutThresholds'));
    const [wineCase] = await db.select().from(products).where(eq(products.sku, 'DEMO-CASE-6'));
    expect(wineCase!.displayTemplate).toBe((await themeOf(DEMO_THEME_TITLE)).id);
  });

  it('has an old-version theme, with sections as that version stored them', async () => {
    const legacy = await themeOf(LEGACY_THEME_TITLE);
    expect(legacy.legacy).toBe(true);
    const sections = await db.select().from(themeSections).where(eq(themeSections.themeId, legacy.id));
    expect(sections.map((section) => section.name).sort()).toEqual(['footer', 'header', 'product', 'result']);
  });
});
