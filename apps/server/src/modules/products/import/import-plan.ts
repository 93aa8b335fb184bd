import { randomUUID } from 'node:crypto';
import { ERRORS, normaliseGtin, toFieldIssues, type RightsMap } from '@seal/shared';
import {
  productToInput,
  ZProductInput,
  type ImportIssue,
  type Product,
  type ProductInput,
} from '@seal/shared/contract/products';
import { applyCsvCells, columnOfPath, productCsvColumn } from '@seal/shared/products/csv-columns';
import { resolveValues, valuesOf, type ProductValues } from '../product-values';
import type { AccountIndex } from './account-index';
import type { CsvRow } from './csv-source';

export interface PlanContext {
  index: AccountIndex;
  rights: RightsMap;
  confirmGtinReuse: boolean;
  /** The stored products rows of this chunk update, by id. */
  current: ReadonlyMap<string, Product>;
  /** Keys met earlier in the file ("sku:..." / "gtin:..."), with the line they were met on. */
  fileKeys: Map<string, number>;
  /** The account's themes: what a display template may name. */
  themeIds: ReadonlySet<string>;
}

export interface PlannedRow {
  line: number;
  action: 'create' | 'update' | 'skip';
  productId: string | null;
  values: ProductValues | null;
  issues: ImportIssue[];
}

const issue = (column: string, key: string, params?: Record<string, unknown>): ImportIssue =>
  params ? { column, key, params } : { column, key };

/**
 * The product a row updates: the one with its SKU, else (no SKU in the row) the only one with
 * its GTIN. A row with neither, or whose key is unknown, creates a product.
 */
export function targetOf(row: CsvRow, index: AccountIndex): { productId?: string; key?: string; ambiguous?: string[] } {
  const sku = row.cells.get('sku');
  if (sku) return { productId: index.productBySku(sku), key: `sku:${sku.toLowerCase()}` };
  const gtin = row.cells.get('gtin');
  if (!gtin || !/^\d{8,14}$/.test(gtin)) return {};
  const owners = index.productsByGtin(gtin);
  const key = `gtin:${normaliseGtin(gtin)}`;
  return owners.length > 1 ? { key, ambiguous: owners } : { productId: owners[0], key };
}

/** What one row would do, with every reason it cannot; a planned row updates the index. */
export function planRow(row: CsvRow, ctx: PlanContext): PlannedRow {
  const issues: ImportIssue[] = [];
  for (const [name, value] of row.cells) {
    const right = productCsvColumn(name)?.right;
    if (value && right && ctx.rights[right] !== true) issues.push(issue(name, ERRORS.common.forbidden.key));
  }

  const target = targetOf(row, ctx.index);
  if (target.ambiguous)
    issues.push(
      issue('gtin', ERRORS.product.gtinUsed.key, { gtin: row.cells.get('gtin'), products: target.ambiguous }),
    );
  if (target.key) {
    const firstLine = ctx.fileKeys.get(target.key);
    if (firstLine !== undefined) {
      const column = target.key.startsWith('sku:') ? 'sku' : 'gtin';
      const error = column === 'sku' ? ERRORS.product.skuUsed : ERRORS.product.gtinUsed;
      issues.push(issue(column, error.key, { [column]: row.cells.get(column), line: firstLine }));
    } else ctx.fileKeys.set(target.key, row.line);
  }

  const current = target.productId ? ctx.current.get(target.productId) : undefined;
  const base: ProductInput = current ? productToInput(current) : ({} as ProductInput);
  const form = applyCsvCells(base, row.cells);
  // reportInput: zod 4 leaves the input out of its issues otherwise, and "abc" would read as missing.
  const parsed = ZProductInput.safeParse(form, { reportInput: true });
  if (!parsed.success) {
    const defaultLanguage = typeof form.defaultLanguage === 'string' ? form.defaultLanguage : undefined;
    for (const field of toFieldIssues(parsed.error.issues))
      issues.push(issue(columnOfPath(field.path, defaultLanguage), field.key, field.params));
  }
  const action = current ? 'update' : 'create';
  if (!parsed.success || issues.length > 0)
    return { line: row.line, action: 'skip', productId: current?.id ?? null, values: null, issues };

  const productId = current?.id ?? randomUUID();
  const values = resolveValues(parsed.data, current ? valuesOf(current) : undefined);
  const title = ctx.index.titleOwner(values.texts, productId);
  if (title) issues.push(issue(`title_${title.language}`, ERRORS.product.titleUsed.key, title));
  if (values.sku && (ctx.index.productBySku(values.sku) ?? productId) !== productId) {
    issues.push(issue('sku', ERRORS.product.skuUsed.key, { sku: values.sku }));
  }
  const gtinChanged = values.gtin && (!current?.gtin || normaliseGtin(current.gtin) !== normaliseGtin(values.gtin));
  if (gtinChanged && !ctx.confirmGtinReuse) {
    const others = ctx.index.productsByGtin(values.gtin!).filter((id) => id !== productId);
    if (others.length > 0)
      issues.push(issue('gtin', ERRORS.product.gtinUsed.key, { gtin: values.gtin, products: others }));
  }
  if (values.displayTemplate && !ctx.themeIds.has(values.displayTemplate.toLowerCase())) {
    issues.push(issue('display_template', ERRORS.theme.unknownTheme.key, { display_template: values.displayTemplate }));
  }
  if (issues.length > 0)
    return { line: row.line, action: 'skip', productId: current?.id ?? null, values: null, issues };

  ctx.index.put(productId, values);
  return { line: row.line, action, productId, values, issues };
}
