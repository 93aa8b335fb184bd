import { and, eq } from 'drizzle-orm';
import type { ThemeDocument } from '@seal/shared/themes/document';
import type { TestApp } from '../../../test/app';
import { media, products, themes } from '../../db/schema';
import { DEMO_THEME_TITLE, LEGACY_THEME_TITLE } from '../../db/seed/themes';

/** A small page of the editor: a heading, the product's title and the answer, and a picture when given. */
export function editorPage(heading: string, mediaId?: string): ThemeDocument {
  return {
    root: { props: { background: '#ffffff' } },
    content: [
      { type: 'Heading', props: { id: 'h', text: heading, level: 1 } },
      { type: 'ProductTitle', props: { id: 'pt', level: 2 } },
      { type: 'ConsultationResult', props: { id: 'r' } },
      ...(mediaId ? [{ type: 'Image' as const, props: { id: 'img', mediaId, alt: 'Logo' } }] : []),
    ],
  };
}

export const expertPage = (html: string, css = '') => ({ html, css });

/** A picture of an account's media library (the seed gives each account its logo). */
export async function mediaOf(t: TestApp, accountId: string): Promise<string> {
  const [row] = await t.database.db.select({ id: media.id }).from(media).where(eq(media.accountId, accountId)).limit(1);
  return row!.id;
}

/** The seeded themes of an account: the editor one (on the wine case) and the old-version one. */
export async function seededThemes(t: TestApp, accountId: string) {
  const rows = await t.database.db
    .select({ id: themes.id, title: themes.title })
    .from(themes)
    .where(eq(themes.accountId, accountId));
  return {
    demoThemeId: rows.find((row) => row.title === DEMO_THEME_TITLE)!.id,
    legacyThemeId: rows.find((row) => row.title === LEGACY_THEME_TITLE)!.id,
  };
}

/** The display template of the account's products that name `themeId`. */
export async function productsNaming(t: TestApp, accountId: string, themeId: string) {
  return t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.accountId, accountId), eq(products.displayTemplate, themeId)));
}
