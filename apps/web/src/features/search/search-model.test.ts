import { describe, expect, it } from 'vitest';
import { buildSuggestions, normalize, suggestionTarget, type SearchTarget } from './search-model';

const labels: Record<string, string> = {
  'routes.looks': 'Apparence',
  'routes.myCompany': 'Mon entreprise',
  'routes.statMap': 'Cartographie',
  'sections.statistics': 'Statistiques',
  'search.addGroup': 'Ajouter un groupe',
};
const translate = (key: string) => labels[key] ?? key;
const pages: SearchTarget[] = [
  { id: 'looks', path: '/settings/looks', labelKey: 'routes.looks' },
  { id: 'company', path: '/settings/mycompany', labelKey: 'routes.myCompany' },
  { id: 'map', path: '/statistics/cartography', labelKey: 'routes.statMap', sectionKey: 'sections.statistics' },
  { id: 'group', path: '/organisation/groups/edit', labelKey: 'search.addGroup', state: { mode: 'create' } },
];

describe('global search suggestions', () => {
  it('matches the translated label, ignoring case and accents', () => {
    expect(buildSuggestions('APPAR', pages, translate, true).map((s) => s.id)).toEqual(['looks']);
    expect(buildSuggestions('entreprise mon', pages, translate, true).map((s) => s.id)).toEqual(['company']);
  });

  it('matches the section name too', () => {
    expect(buildSuggestions('statistiques', pages, translate, true).map((s) => s.id)).toEqual(['map']);
  });

  it('suggests verifying a reference for a product-shaped code', () => {
    const [first] = buildSuggestions('abcd-1234-efgh', pages, translate, true);
    expect(first).toMatchObject({ kind: 'code', codeKind: 'product', code: 'ABCD-1234-EFGH' });
    expect(first && suggestionTarget(first)).toEqual({
      path: '/privateconsultation',
      state: { ref: 'ABCD-1234-EFGH', codeKind: 'product' },
    });
  });

  it('suggests verifying a container for a container-shaped code', () => {
    const [first] = buildSuggestions('FR12-ABCDEFG1234H', pages, translate, true);
    expect(first).toMatchObject({ kind: 'code', codeKind: 'container' });
  });

  it('opens the private consultation on the container for an SSCC', () => {
    const [first] = buildSuggestions('376123450000000016', pages, translate, true);
    expect(first).toMatchObject({ kind: 'code', codeKind: 'container', code: '376123450000000016' });
    expect(first && suggestionTarget(first)).toEqual({
      path: '/privateconsultation',
      state: { ref: '376123450000000016', codeKind: 'container' },
    });
  });

  it('suggests no code without the right, nor for short or plain words', () => {
    expect(buildSuggestions('abcd-1234-efgh', pages, translate, false)).toEqual([]);
    expect(buildSuggestions('AB12345', pages, translate, true)).toEqual([]);
    expect(buildSuggestions('authentication', pages, translate, true)).toEqual([]);
  });

  it('carries the navigation state of a page', () => {
    const [group] = buildSuggestions('groupe', pages, translate, true);
    expect(group && suggestionTarget(group)).toEqual({ path: '/organisation/groups/edit', state: { mode: 'create' } });
  });

  it('normalises text for matching', () => {
    expect(normalize('  Réglages ')).toBe('reglages');
  });
});
