import { LANGUAGES } from '../constants';
import type { Right } from '../rights';
import { PRODUCT_FIELD_RIGHTS } from './field-rights';

/**
 * The columns of the product CSV (template, import and export), in file order. A column names a
 * field of the product form by its path (`texts.fr.title`); `right` is the right a non-empty cell
 * needs. Dynamic data, the image and container contents are edited in the wizard only.
 */
export interface ProductCsvColumn {
  name: string;
  path: string;
  kind: 'text' | 'integer';
  right?: Right;
  doc: string;
}

const perLanguage = (
  name: string,
  path: (language: string) => string,
  doc: string,
  right?: Right,
): ProductCsvColumn[] =>
  LANGUAGES.map((language) => ({
    name: `${name}_${language}`,
    path: path(language),
    kind: 'text',
    doc: `${doc} (${language})`,
    ...(right ? { right } : {}),
  }));

export const PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = [
  {
    name: 'sku',
    path: 'sku',
    kind: 'text',
    right: PRODUCT_FIELD_RIGHTS.sku,
    doc: 'External id, unique in the account; the key of an update',
  },
  {
    name: 'gtin',
    path: 'gtin',
    kind: 'text',
    doc: 'GTIN-8, -12, -13 or -14 with a valid check digit; the key of an update when sku is empty',
  },
  {
    name: 'default_language',
    path: 'defaultLanguage',
    kind: 'text',
    doc: `${LANGUAGES.join(', ')}; its title is required (default en)`,
  },
  ...perLanguage('title', (l) => `texts.${l}.title`, 'Title, at least 3 characters, unique in the account'),
  ...perLanguage(
    'description',
    (l) => `texts.${l}.description`,
    'Description, at most 2000 characters; required with the title',
  ),
  { name: 'brand', path: 'brand', kind: 'text', doc: 'Brand name, 2 to 100 characters' },
  { name: 'type', path: 'type', kind: 'text', doc: 'standard' },
  {
    name: 'validity_days',
    path: 'validityDays',
    kind: 'integer',
    doc: 'Validity in days, 1 to 36500; required on creation',
  },
  {
    name: 'target_country',
    path: 'targetCountry',
    kind: 'text',
    right: PRODUCT_FIELD_RIGHTS.targetCountry,
    doc: 'ISO 3166 two-letter country code',
  },
  { name: 'display_template', path: 'displayTemplate', kind: 'text', doc: 'Display template (theme) id' },
  {
    name: 'tag_rotation',
    path: 'tagRotation',
    kind: 'integer',
    doc: '0 default, 1 none, 2 90°, 3 180°, 4 270°, 5 vertical mirror',
  },
  {
    name: 'resolver_mode',
    path: 'resolverMode',
    kind: 'integer',
    doc: '0 none, 1 resolver first, 2 resolution then authentication, 3 authentication then resolver',
  },
  { name: 'product_page_url', path: 'productPageUrl', kind: 'text', doc: 'http(s) address of the product page' },
  ...perLanguage('redirect_url', (l) => `redirectUrls.${l}`, 'Redirect address', PRODUCT_FIELD_RIGHTS.redirectUrls),
  {
    name: 'captcha',
    path: 'captcha',
    kind: 'integer',
    right: PRODUCT_FIELD_RIGHTS.captcha,
    doc: 'Captcha bubbles: 0 none, 3, 6 or 9',
  },
  { name: 'ccp_type', path: 'ccpType', kind: 'text', doc: 'manual, 3 or 6; empty for none' },
  {
    name: 'control_key',
    path: 'controlKey',
    kind: 'text',
    doc: 'Manual CCP: 5 letters and digits with at least one of each',
  },
  {
    name: 'suspect_threshold',
    path: 'suspectThreshold',
    kind: 'integer',
    right: PRODUCT_FIELD_RIGHTS.suspectThreshold,
    doc: 'Consultations before suspect; 0 disables',
  },
  {
    name: 'fraudulent_threshold',
    path: 'fraudulentThreshold',
    kind: 'integer',
    right: PRODUCT_FIELD_RIGHTS.fraudulentThreshold,
    doc: 'Consultations before fraudulent, at least the suspect threshold; 0 disables',
  },
];

const byName = new Map(PRODUCT_CSV_COLUMNS.map((column) => [column.name, column]));
const byPath = new Map(PRODUCT_CSV_COLUMNS.map((column) => [column.path, column]));

export const productCsvColumn = (name: string) => byName.get(name.trim().toLowerCase());

/**
 * The column a form issue points at: `texts.fr.title` -> title_fr, `validityDays` -> validity_days.
 * "No title at all" (`texts`) points at the title of the row's default language. An issue on
 * another group (`redirectUrls`) or on a field without a column names no column.
 */
export function columnOfPath(path: string, defaultLanguage = 'en'): string {
  if (path === 'texts') return byName.get(`title_${defaultLanguage}`)?.name ?? 'title_en';
  for (let end = path.length; end > 0; end = path.lastIndexOf('.', end - 1)) {
    const column = byPath.get(path.slice(0, end));
    if (column) return column.name;
  }
  return '';
}

type Json = Record<string, unknown>;

/** Sets `value` at a dotted path of `target`, creating the objects on the way. */
function setPath(target: Json, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Json;
  }
  node[keys.at(-1)!] = value;
}

function getPath(source: Json, path: string): unknown {
  let node: unknown = source;
  for (const key of path.split('.')) node = node && typeof node === 'object' ? (node as Json)[key] : undefined;
  return node;
}

/**
 * Lays the non-empty cells of a row over `base` (a product form: empty for a creation, the
 * stored product for an update). An empty cell leaves the field as it is. An integer column
 * holding anything but digits passes the text on, so the form schema reports it.
 */
export function applyCsvCells<T extends object>(base: T, cells: ReadonlyMap<string, string>): T {
  // The shared package has no DOM or Node globals (structuredClone): forms are plain JSON.
  const result = JSON.parse(JSON.stringify(base)) as Json;
  for (const [name, raw] of cells) {
    const column = byName.get(name);
    const value = raw.trim();
    if (!column || value === '') continue;
    setPath(result, column.path, column.kind === 'integer' && /^-?\d{1,9}$/.test(value) ? Number(value) : value);
  }
  return result as T;
}

/** A product form's values in column order, for the export (formulas are neutralised by toCsv). */
export function productCsvCells(form: object): string[] {
  return PRODUCT_CSV_COLUMNS.map((column) => {
    const value = getPath(form as Json, column.path);
    return value === undefined || value === null ? '' : String(value);
  });
}
