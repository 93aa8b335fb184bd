import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import fr from './locales/fr.json';
import zh from './locales/zh.json';
import { LOGGED_AREAS, LOGGED_METHODS, actionKey, areaKey } from './action-log-labels';

const lookup = (bundle: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

describe('action log labels', () => {
  it('lists the methods that change data, from every area', () => {
    const keys = LOGGED_METHODS.map((method) => method.key);
    expect(keys).toContain('organisationModel.createUser');
    expect(keys).toContain('userModel.updatePreferences');
    expect(keys).not.toContain('organisationModel.listUsers');
  });

  for (const [language, bundle] of Object.entries({ en, fr, zh })) {
    it(`names every area and every logged method in ${language}`, () => {
      const missing = [...LOGGED_AREAS.map(areaKey), ...LOGGED_METHODS.map((method) => actionKey(method.key))].filter(
        (key) => {
          const label = lookup(bundle, key);
          return typeof label !== 'string' || label.trim() === '';
        },
      );
      expect(missing).toEqual([]);
    });
  }
});
