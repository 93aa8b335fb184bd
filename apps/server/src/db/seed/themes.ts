import { eq } from 'drizzle-orm';
import {
  documentToSections,
  zThemeDocument,
  type TemplateSection,
  type ThemeDocument,
  type ThemeLanguage,
} from '@seal/shared/themes/document';
import type { Db } from '../client';
import { products, themes, themeSections } from '../schema';

/** The demo themes' titles (docs/themes.md "Demo themes"). */
export const DEMO_THEME_TITLE = 'Demo Cellars';
export const LEGACY_THEME_TITLE = 'Cellar page (old version)';

interface PageTexts {
  heading: string;
  intro: string;
  button: string;
}

const TEXTS: Record<ThemeLanguage, PageTexts> = {
  en: {
    heading: 'Demo Cellars',
    intro: 'Every case of Demo Cellars carries a seal: check it before you open the case.',
    button: 'Visit our cellar',
  },
  fr: {
    heading: 'Demo Cellars',
    intro: 'Chaque caisse de Demo Cellars porte un sceau : vérifiez-le avant d’ouvrir la caisse.',
    button: 'Visiter notre cave',
  },
  zh: {
    heading: 'Demo Cellars 酒窖',
    intro: 'Demo Cellars 的每一箱酒都带有防伪封条：开箱前请先核验。',
    button: '参观我们的酒窖',
  },
};

/** The page in one language: made of the editor's blocks, checked by the editor's own schema. */
export function demoThemePage(language: ThemeLanguage): ThemeDocument {
  const text = TEXTS[language];
  return zThemeDocument.parse({
    root: { props: { background: '#fbf7f2', color: '#2b1a12', font: 'serif', maxWidth: '40rem' } },
    content: [
      {
        type: 'Heading',
        props: { id: 'heading', text: text.heading, level: 1, style: { align: 'center', color: '#7b1e3a' } },
      },
      { type: 'ProductImage', props: { id: 'image', size: '128px' } },
      { type: 'ProductTitle', props: { id: 'title', level: 2 } },
      { type: 'ConsultationResult', props: { id: 'result' } },
      { type: 'ProductDescription', props: { id: 'description' } },
      { type: 'ProductFacts', props: { id: 'facts' } },
      { type: 'SealGuidance', props: { id: 'guidance' } },
      { type: 'Text', props: { id: 'intro', text: text.intro } },
      {
        type: 'Button',
        props: { id: 'visit', label: text.button, href: 'https://shop.demo-company.test/cellar', variant: 'solid' },
      },
      {
        type: 'SocialLinks',
        props: {
          id: 'social',
          links: [
            { network: 'instagram', url: 'https://instagram.com/democellars' },
            { network: 'facebook', url: 'https://facebook.com/democellars' },
            { network: 'wechat', url: 'https://weixin.qq.com/democellars' },
          ],
        },
      },
    ],
  });
}

/**
 * Sections as the previous version of the console stored them (named parts holding HTML): the
 * list shows such a theme, which can be read but must be deleted and recreated.
 */
const LEGACY_SECTIONS: Omit<TemplateSection, 'lang'>[] = [
  { section_idx: 0, name: 'header', content: '<div class="tpl-header"><img src="logo.png"> Demo Cellars</div>' },
  { section_idx: 1, name: 'product', content: '<div class="tpl-product">[PRODUCT_TITLE] [PRODUCT_IMAGE]</div>' },
  { section_idx: 2, name: 'result', content: '<div class="tpl-result">[RESULT]</div>' },
  { section_idx: 3, name: 'footer', content: '<div class="tpl-footer">© Demo Cellars</div>' },
];

/**
 * The demo themes: one made with the editor's blocks in en, fr and zh, which the wine case's
 * page shows (its valid seal `ZPSS-D0BP-X1HK`, README), and one of the old version.
 */
export async function seedThemes(tx: Db, demo: { accountId: string; userIds: { admin: string } }, wineCase: string) {
  const { accountId } = demo;
  const [theme] = await tx
    .insert(themes)
    .values({
      accountId,
      title: DEMO_THEME_TITLE,
      language: 'en',
      multilingual: true,
      mode: 'editor',
      createdBy: demo.userIds.admin,
    })
    .returning({ id: themes.id });
  const languages: ThemeLanguage[] = ['en', 'fr', 'zh'];
  const sections = languages.flatMap((language) => documentToSections(language, demoThemePage(language)));
  await tx.insert(themeSections).values(
    sections.map((section) => ({
      themeId: theme!.id,
      accountId,
      lang: section.lang,
      sectionIdx: section.section_idx,
      name: section.name,
      content: section.content,
    })),
  );
  await tx.update(products).set({ displayTemplate: theme!.id }).where(eq(products.id, wineCase));

  const [legacy] = await tx
    .insert(themes)
    .values({ accountId, title: LEGACY_THEME_TITLE, language: 'fr', mode: 'editor', legacy: true })
    .returning({ id: themes.id });
  await tx.insert(themeSections).values(
    LEGACY_SECTIONS.map((section) => ({
      themeId: legacy!.id,
      accountId,
      lang: 'fr' as const,
      sectionIdx: section.section_idx,
      name: section.name,
      content: section.content,
    })),
  );
  return { themeId: theme!.id, legacyThemeId: legacy!.id };
}
