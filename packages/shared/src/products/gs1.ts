import { LANGUAGES, type Language } from '../constants';
import type { Gs1Prefill } from '../contract/products-import';
import type { ProductTexts } from '../contract/products-schema';
import { isCountryCode, isHttpUrl, isValidGtin } from '../validation';

/**
 * Reads a product from a GS1 Web Vocabulary file (https://gs1.org/voc/, JSON-LD): gtin,
 * productName and productDescription per language, brand.brandName, an image (image or a
 * referencedFile of type PRODUCT_IMAGE) and a country (targetMarket, countryOfSaleCode).
 * Keys may be written `gs1:gtin`, `gtin` (vocabulary in the context) or as full IRIs.
 */
export class Gs1Error extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'Gs1Error';
  }
}

type Node = Record<string, unknown>;
const MAX_DEPTH = 12;
const PREFIXES = ['gs1:', 'https://gs1.org/voc/', 'http://gs1.org/voc/'];

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
const localName = (key: string) =>
  PREFIXES.reduce((name, prefix) => (name.startsWith(prefix) ? name.slice(prefix.length) : name), key);

/** A property by its vocabulary name, whatever the prefix it is written with. */
function prop(node: Node, name: string): unknown {
  for (const [key, value] of Object.entries(node)) if (localName(key) === name) return value;
  return undefined;
}

const isProduct = (node: Node) =>
  list(node['@type']).some((type) => typeof type === 'string' && localName(type) === 'Product') ||
  (node['@type'] === undefined && prop(node, 'gtin') !== undefined);

function findProduct(root: unknown, depth = 0): Node | undefined {
  if (depth > MAX_DEPTH) return undefined;
  for (const item of list(root)) {
    if (!isNode(item)) continue;
    if (isProduct(item)) return item;
    const inGraph = findProduct(item['@graph'], depth + 1);
    if (inGraph) return inGraph;
  }
  return undefined;
}

/** A plain value: "x", { "@value": "x" } or { "@id": "x" }. */
function scalar(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  if (isNode(value)) return scalar(value['@value'] ?? value['@id']);
  return undefined;
}

/** "en-GB" -> en, "zh-Hans" -> zh; a language the console does not speak -> undefined. */
function consoleLanguage(tag: string): Language | undefined {
  const base = tag.toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : undefined;
}

/** Language-tagged strings by console language; the others are reported in `ignored`. */
function texts(value: unknown, fallback: Language, ignored: string[], field: string): Map<Language, string> {
  const result = new Map<Language, string>();
  for (const item of list(value)) {
    const text = scalar(item);
    if (!text) continue;
    const tag = isNode(item) && typeof item['@language'] === 'string' ? item['@language'] : fallback;
    const language = consoleLanguage(tag);
    if (!language) ignored.push(`${field}@${tag}`);
    else if (!result.has(language)) result.set(language, text);
  }
  return result;
}

function imageUrl(product: Node): string | null {
  const files = list(prop(product, 'referencedFile')).filter(isNode);
  const typed = files.find((file) => /PRODUCT_IMAGE$/.test(scalar(prop(file, 'referencedFileType')) ?? ''));
  const candidates = [typed, ...files].filter(isNode).map((file) => scalar(prop(file, 'referencedFileURL')));
  candidates.unshift(...list(prop(product, 'image')).map(scalar));
  return candidates.find((url): url is string => !!url && isHttpUrl(url)) ?? null;
}

/** The first ISO 3166 alpha-2 code under a country property, however deeply the file nests it. */
function countryCode(value: unknown, depth = 0): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  for (const item of list(value)) {
    const text = scalar(item)?.toUpperCase();
    if (text && isCountryCode(text)) return text;
    if (isNode(item)) {
      // JSON-LD keywords (@type, @language...) are not data: "fr" as a language is no country.
      const inners = Object.entries(item)
        .filter(([key]) => !key.startsWith('@'))
        .map(([, inner]) => inner);
      for (const inner of inners) {
        const found = countryCode(inner, depth + 1);
        if (found) return found;
      }
    }
  }
  return undefined;
}

export function parseGs1Product(json: string): Gs1Prefill {
  let root: unknown;
  try {
    root = JSON.parse(json);
  } catch {
    throw new Gs1Error('not JSON');
  }
  const product = findProduct(root);
  if (!product) throw new Gs1Error('no gs1:Product');
  const context = isNode(root) && isNode(root['@context']) ? root['@context'] : {};
  const fallback = consoleLanguage(typeof context['@language'] === 'string' ? context['@language'] : 'en') ?? 'en';
  const ignored: string[] = [];

  const names = texts(prop(product, 'productName'), fallback, ignored, 'productName');
  const descriptions = texts(prop(product, 'productDescription'), fallback, ignored, 'productDescription');
  const productTexts: ProductTexts = {};
  for (const [language, title] of names)
    productTexts[language] = { title, description: descriptions.get(language) ?? null };

  const fields: Gs1Prefill['fields'] = { texts: productTexts };
  const gtin = scalar(list(prop(product, 'gtin'))[0]);
  if (gtin && isValidGtin(gtin)) fields.gtin = gtin;
  else if (gtin) ignored.push('gtin');

  const brand = list(prop(product, 'brand'))[0];
  const brandNames = isNode(brand)
    ? texts(prop(brand, 'brandName'), fallback, [], 'brandName')
    : texts(brand, fallback, [], 'brand');
  const brandName = brandNames.get(fallback) ?? [...brandNames.values()][0];
  if (brandName) fields.brand = brandName;

  const country = countryCode(prop(product, 'targetMarket')) ?? countryCode(prop(product, 'countryOfSaleCode'));
  if (country) fields.targetCountry = country;
  if (names.size > 0) fields.defaultLanguage = names.has(fallback) ? fallback : [...names.keys()][0]!;

  return { fields, imageUrl: imageUrl(product), ignored };
}
