import { describe, expect, it } from 'vitest';
import { allCatalogueKeys, GENERIC_VALIDATION_KEYS, VALIDATION_KEYS } from '@seal/shared';
import { ALL_SHELL_TEXTS } from './all-texts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const LOCALES = {
  en: flatten(ALL_SHELL_TEXTS.en),
  fr: flatten(ALL_SHELL_TEXTS.fr),
  zh: flatten(ALL_SHELL_TEXTS.zh),
};
/**
 * The keys a language has of en's: a count's text has a key per plural form (`_one`, `_other`),
 * and a language leaves out the forms it does not have (Chinese has only `_other`).
 */
const expectedKeys = (english: Iterable<string>, language: string) => {
  const forms: string[] = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return [...english].filter((key) => {
    const form = /_(zero|one|two|few|many|other)$/.exec(key)?.[1];
    return form === undefined || forms.includes(form);
  });
};
const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();

describe('plural forms', () => {
  it('asks English and French for _one and _other, Chinese for _other only', () => {
    const keys = ['seals_one', 'seals_other', 'title', 'non_sellable_other'];
    expect(expectedKeys(keys, 'fr')).toEqual(keys);
    expect(expectedKeys(keys, 'zh')).toEqual(['seals_other', 'title', 'non_sellable_other']);
  });

  it('gives every count that reads with a noun its plural forms in every language', () => {
    for (const [language, locale] of Object.entries(LOCALES))
      for (const key of ['table.exportDone', 'mediaPicker.more'])
        expect(
          expectedKeys([`${key}_one`, `${key}_other`], language).every((k) => locale.has(k)),
          `${language} ${key}`,
        ).toBe(true);
  });
});

describe('translations', () => {
  it.each(Object.entries(LOCALES))('%s has exactly the keys of en, none empty', (language, keys) => {
    expect([...keys.keys()].sort()).toEqual(expectedKeys(LOCALES.en.keys(), language).sort());
    for (const [key, text] of keys) expect(text.trim(), key).not.toBe('');
  });

  it('uses the same interpolation placeholders in every language', () => {
    for (const [key, text] of LOCALES.en) {
      expect(placeholders(LOCALES.fr.get(key) ?? ''), `fr ${key}`).toEqual(placeholders(text));
      if (LOCALES.zh.has(key)) expect(placeholders(LOCALES.zh.get(key)!), `zh ${key}`).toEqual(placeholders(text));
    }
  });

  it('translates every error of the shared catalogue as errors.<key>', () => {
    const keys = allCatalogueKeys().map((key) => `errors.${key}`);
    expect(keys.length).toBeGreaterThan(50);
    for (const key of keys) for (const locale of Object.values(LOCALES)) expect(locale.has(key), key).toBe(true);
  });

  it('translates every validation key of the shared rules and of the zod issue mapping', () => {
    for (const key of [...VALIDATION_KEYS, ...GENERIC_VALIDATION_KEYS]) {
      for (const locale of Object.values(LOCALES)) expect(locale.has(key), key).toBe(true);
    }
  });

  it('is written in Chinese in zh and in French in fr', () => {
    const names = new Set(['languages.en', 'languages.fr']);
    for (const [key, text] of LOCALES.zh) {
      if (!names.has(key)) expect(/[\u4e00-\u9fff]/.test(text), `zh ${key}`).toBe(true);
    }
    // Words spelt alike in both languages; any other French text equal to the English is a miss.
    const twins = [...LOCALES.en].filter(([key, text]) => LOCALES.fr.get(key) === text).map(([key]) => key);
    expect(twins).toEqual([
      'app.name',
      'languages.en',
      'languages.fr',
      'languages.zh',
      'notifications.title',
      'auth.fields.email',
      'home.widgets.consultations',
      'sections.organisation',
      'menuGroups.orgaStructure',
      'menuGroups.prodCatalogue',
      'menuGroups.secuActivation',
      'menuGroups.statConsultations',
      'menuGroups.statActivation',
      'menuGroups.caskLicences',
      'routes.orgaApps',
      'routes.orgaSites',
      'routes.secuActivation',
      'routes.caskLicences',
      'routes.contact',
      'nutrition.allergens.lupin',
      'payment.iban',
      'payment.bic',
    ]);
  });
});

/** The texts of each area: `features/<area>/locales/<language>.json`, one namespace per area. */
const FEATURE_FILES = import.meta.glob<Tree>('../features/*/locales/*.json', { import: 'default', eager: true });
const NAMESPACES = new Map<string, Record<string, Map<string, string>>>();
for (const [file, tree] of Object.entries(FEATURE_FILES)) {
  const [, , area, , name] = file.split('/');
  const language = name!.replace('.json', '');
  NAMESPACES.set(area!, { ...NAMESPACES.get(area!), [language]: flatten(tree) });
}
// Product names and codes read the same in every language.
const SAME_EVERYWHERE = /^[A-Z0-9][A-Z0-9 .:/()+-]*$/;

describe('translations of each area', () => {
  it.each([...NAMESPACES.keys()])('%s has en, fr and zh with the same keys, none empty', (area) => {
    const { en: english, fr: french, zh: chinese } = NAMESPACES.get(area)!;
    expect(english && french && chinese, `${area} needs en, fr and zh`).toBeTruthy();
    for (const [language, locale] of [
      ['fr', french!],
      ['zh', chinese!],
    ] as const) {
      expect([...locale.keys()].sort()).toEqual(expectedKeys(english!.keys(), language).sort());
      for (const [key, text] of locale) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english!.get(key) ?? ''));
      }
    }
    for (const [key, text] of chinese!) {
      if (!SAME_EVERYWHERE.test(text)) expect(/[\u4e00-\u9fff]/.test(text), `zh ${area}:${key}`).toBe(true);
    }
  });
});

/** Source files, read as text, to find the literal keys passed to `t(...)`. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('keys used in the code', () => {
  it('finds the sources', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(40);
  });

  it('exist in the translations', () => {
    const missing: string[] = [];
    for (const [file, code] of Object.entries(SOURCES)) {
      const text = stripComments(code);
      const literal = /\bt\(\s*'([a-zA-Z][\w.]*)'/g;
      const ternary = /\bt\(\s*[^'`()]*\?\s*'([\w.]+)'\s*:\s*'([\w.]+)'/g;
      const keys = [...text.matchAll(literal)].map((m) => m[1]);
      for (const match of text.matchAll(ternary)) keys.push(match[1], match[2]);
      // A file of an area may use its area's texts and, through the fallback, the shell's.
      const area = file.match(/^\.\.\/features\/([^/]+)\//)?.[1];
      const own = area ? NAMESPACES.get(area)?.en : undefined;
      // A count's text is found by its plural forms: `key_other` at least.
      const known = (key: string) => [key, `${key}_other`].some((k) => LOCALES.en.has(k) || own?.has(k));
      for (const key of keys) if (key && !known(key)) missing.push(`${file}: ${key}`);
    }
    expect(missing).toEqual([]);
  });
});
