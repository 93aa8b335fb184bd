import { describe, expect, it } from 'vitest';
import { ALL_RIGHTS, RIGHT_MODULES } from '@seal/shared';
import en from './locales/en.json';
import fr from './locales/fr.json';
import zh from './locales/zh.json';

type Tree = { [key: string]: string | Tree };
const at = (tree: Tree, path: string) =>
  path
    .split('.')
    .reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);

describe('the permission editor', () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['zh', zh],
  ])('names every module and every right of the spec in %s', (_language, texts) => {
    for (const module of Object.keys(RIGHT_MODULES))
      expect(typeof at(texts, `rights.modules.${module}`), module).toBe('string');
    for (const right of ALL_RIGHTS) expect(typeof at(texts, `rights.actions.${right}`), right).toBe('string');
  });

  it('gives two rights of a module different labels', () => {
    for (const module of Object.keys(RIGHT_MODULES)) {
      const labels = Object.values(at(en, `rights.actions.${module}`) as Tree);
      expect(new Set(labels).size, module).toBe(labels.length);
    }
  });
});
