import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '@seal/shared/contract/products';

const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/products-csv.md');

describe('docs/products-csv.md', () => {
  it('documents every column of the template with its right, in file order', () => {
    const rows = fs
      .readFileSync(DOC, 'utf8')
      .split('\n')
      .filter((line) => /^\| `\w+` \|/.test(line));
    expect(rows.map((line) => /^\| `(\w+)`/.exec(line)![1])).toEqual(PRODUCT_CSV_COLUMNS.map((column) => column.name));
    rows.forEach((line, i) =>
      expect(line.includes(`\`${PRODUCT_CSV_COLUMNS[i]!.right}\``)).toBe(PRODUCT_CSV_COLUMNS[i]!.right !== undefined),
    );
  });
});
