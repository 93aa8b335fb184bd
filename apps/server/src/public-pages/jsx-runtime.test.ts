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
it('has every component file name the automatic JSX runtime on its first line', () => {
  const files = fs.readdirSync(here, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    expect(fs.readFileSync(path.join(here, file), 'utf8').split('\n')[0], file).toBe('/** @jsxRuntime automatic */');
  }
});
