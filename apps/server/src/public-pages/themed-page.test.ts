import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { themes as contract } from '@seal/shared';
import { THEME_FRAME_SOURCES } from '@seal/shared/themes/document';
import { asAdministrator, useTestApp } from '../../test/use-test-app';
import { dataOf } from '../../test/calls';
import { products, themes } from '../db/schema';
import { demoThemePage, DEMO_THEME_TITLE } from '../db/seed/themes';
import { demoSealSerial } from '../db/seed/seals';
import { DEMO_SEAL_KEY } from '../modules/seals/demo-seal-key';
import { encodeReference } from '../modules/seals/reference-codec';
import { PAGE_TEXTS } from './i18n';
import { openingTags, visibleText } from './test-html';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const db = t.database.db;
const [wineCase] = await db
  .select({ id: products.id, theme: products.displayTemplate })
  .from(products)
  .where(eq(products.sku, 'DEMO-CASE-6'));
const [demoTheme] = await db
  .select()
  .from(themes)
  .where(and(eq(themes.accountId, t.demo.accountId), eq(themes.title, DEMO_THEME_TITLE)));

/** A valid seal of the wine case (the README's `ZPSS-D0BP-X1HK` is the first): one per test, so none is throttled. */
let next = 0;
const wineSeal = () => encodeReference(demoSealSerial('activeWithoutThresholds') + next++, DEMO_SEAL_KEY);
const check = (language: string, reference = wineSeal()) =>
  t.app.inject({ method: 'GET', url: `/consultation?ref=${reference}&lang=${language}` });
const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('the answer page of a product with a theme', () => {
  it('renders the theme in the consumer’s language, with the answer where its block is', async () => {
    expect(wineCase!.theme).toBe(demoTheme!.id);
    const response = await check('fr');
    expect(response.statusCode).toBe(200);
    const text = visibleText(response.body);
    const page = demoThemePage('fr');
    const intro = page.content.find((block) => block.type === 'Text')!.props.text as string;
    expect(text).toContain(intro);
    expect(text).toContain('Caisse de 6 bouteilles');
    expect(text).toContain(PAGE_TEXTS.fr.result.valid.title);
    expect(text).toContain(PAGE_TEXTS.fr.guidance.compare);
    // The theme's order: its heading, the product's title, then the answer.
    expect(response.body.indexOf('Caisse de 6 bouteilles</h2>')).toBeLessThan(
      response.body.indexOf('data-testid="result"'),
    );
    expect(response.body).toContain('data-testid="theme"');
    expect(openingTags(response.body, 'a', 'href="https://instagram.com/democellars"')).toHaveLength(1);
    // The public pages' budget (docs/public-pages.md): a themed answer stays under 30 KB of HTML.
    expect(Buffer.byteLength(response.body)).toBeLessThan(30 * 1024);
  });

  it('falls back to the theme’s language for a language it has no page in', async () => {
    const frOnly = await admin(contract.create, {
      title: 'French only',
      language: 'fr',
      multilingual: false,
      pages: {
        fr: {
          root: { props: {} },
          content: [{ type: 'Heading', props: { id: 'h', text: 'Bienvenue chez nous', level: 1 } }],
        },
      },
    });
    await db
      .update(products)
      .set({ displayTemplate: dataOf(contract.create, frOnly).id })
      .where(eq(products.id, wineCase!.id));
    const text = visibleText((await check('zh')).body);
    expect(text).toContain('Bienvenue chez nous');
    // A theme without the answer's block still shows the answer, first.
    expect(text).toContain(PAGE_TEXTS.zh.result.valid.title);
    expect(text.lastIndexOf(PAGE_TEXTS.zh.result.valid.title)).toBeLessThan(text.indexOf('Bienvenue chez nous'));
    await db.update(products).set({ displayTemplate: demoTheme!.id }).where(eq(products.id, wineCase!.id));
  });

  it('is served with a CSP that blocks any script but the page’s own, frames only video players, pictures from here', async () => {
    const response = await check('en');
    const policy = directives(String(response.headers['content-security-policy']));
    // A valid answer offers the feedback form: its module, from this server, is the only script.
    expect(policy['script-src']).toBe("'self'");
    expect(policy['img-src']).toBe("'self'");
    expect(policy['frame-src']).toBe(THEME_FRAME_SOURCES.join(' '));
    // The form's configuration is data, never run.
    const scripts = openingTags(response.body, 'script').filter(
      (script) => !script.includes('type="application/json"'),
    );
    expect(scripts.every((script) => /type="module" src="\/public\//.test(script))).toBe(true);
  });

  it('shows the default page for a theme of another account or of the old version', async () => {
    const others = await db.select().from(themes).where(eq(themes.accountId, t.other.accountId));
    const legacy = (await db.select().from(themes).where(eq(themes.legacy, true))).find(
      (theme) => theme.accountId === t.demo.accountId,
    );
    for (const theme of [others.find((other) => other.title === DEMO_THEME_TITLE)!, legacy!]) {
      // Written past the products service, which refuses both.
      await db.update(products).set({ displayTemplate: theme.id }).where(eq(products.id, wineCase!.id));
      const body = (await check('en')).body;
      expect(body).not.toContain('data-testid="theme"');
      expect(body).toContain('data-testid="product"');
    }
    await db.update(products).set({ displayTemplate: demoTheme!.id }).where(eq(products.id, wineCase!.id));
  });

  it('shows an edit at once', async () => {
    const before = visibleText((await check('en')).body);
    expect(before).toContain('Demo Cellars');
    const detail = dataOf(contract.get, await admin(contract.get, { themeId: demoTheme!.id }));
    const pages = detail.legacy === false && detail.mode === 'editor' ? detail.pages : {};
    const en = structuredClone(pages.en!);
    const heading = en.content[0]!;
    if (heading.type !== 'Heading') throw new Error('the demo page starts with its heading');
    heading.props.text = 'Demo Cellars, since 1923';
    const saved = await admin(contract.update, {
      themeId: demoTheme!.id,
      title: DEMO_THEME_TITLE,
      language: 'en',
      multilingual: true,
      pages: { ...pages, en },
    });
    dataOf(contract.update, saved);
    expect(visibleText((await check('en')).body)).toContain('Demo Cellars, since 1923');
  });
});

describe('the answer page of a product with an expert theme', () => {
  it('shows its sanitised HTML with the placeholders filled, its CSS scoped, and no script of its own', async () => {
    const created = await admin(contract.createExpert, {
      title: 'Expert cellar',
      language: 'en',
      multilingual: false,
      pages: {
        en: {
          html: '<h2 class="brand">From {{product.brand}}: {{ product.title }}</h2><script>alert(1)</script><img src=x onerror="alert(2)"><div>{{result}}</div><a href="javascript:alert(3)">more</a>',
          css: '.brand{color:#7b1e3a} body{background:#fff} @import url(https://evil.example/x.css);',
        },
      },
    });
    const themeId = dataOf(contract.createExpert, created).id;
    await db.update(products).set({ displayTemplate: themeId }).where(eq(products.id, wineCase!.id));
    const response = await check('en');
    await db.update(products).set({ displayTemplate: demoTheme!.id }).where(eq(products.id, wineCase!.id));
    const body = response.body;
    expect(visibleText(body)).toContain('From : Wine case of 6');
    expect(body).toContain('<div class="theme-expert" data-testid="theme">');
    expect(body).toContain('.theme-expert .brand{color:#7b1e3a} .theme-expert{background:#fff}');
    expect(body).not.toMatch(/alert\(|onerror|javascript:|evil\.example/);
    expect(openingTags(body, 'script').every((script) => /src="\/public\/|type="application\/json"/.test(script))).toBe(
      true,
    );
    // The answer sits in the theme's slot.
    expect(body.indexOf('From ')).toBeLessThan(body.indexOf('data-testid="result"'));
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
