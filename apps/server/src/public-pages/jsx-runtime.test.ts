import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/*
 * `node --import tsx` run from the repository root (the server process of some tests, the
 * benchmarks' server) reads no tsconfig of the server, so it would compile JSX to
 * React.createElement with no React in scope: each component file names its runtime itself.
 */
/** The blocks of a theme, which the answer pages render too (docs/themes.md). */
const themeBlocks = path.resolve(here, '../../../../packages/theme-blocks/src');

it.each([
  ['the public pages', here],
  ['the theme blocks', themeBlocks],
])('has every component file of %s name the automatic JSX runtime on its first line', (_name, dir) => {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    expect(fs.readFileSync(path.join(dir, file), 'utf8').split('\n')[0], file).toBe('/** @jsxRuntime automatic */');
  }
});
