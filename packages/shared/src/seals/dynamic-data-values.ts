import type { DynamicDataFormat, DynamicDataItem } from '../products/dynamic-data';
import { COUNTRY_CODES } from '../validation/country-codes';

/**
 * The values an activation gives its product's dynamic data (spec 000 section 3: the fields a
 * product asks for at activation), each checked against the format its item declares. The web
 * checks them before any call, the server again before writing: both run these functions.
 *
 * - text, uppercase and capitalised text: up to 100 characters; long text up to 500;
 * - number: a decimal number (a comma is read as the decimal point);
 * - date: a day, `YYYY-MM-DD`; extended date: a day and a time, `YYYY-MM-DDTHH:mm`;
 * - country: an ISO 3166 alpha-2 code; list: one of the item's values (any case);
 * - masked text: the mask's shape, `A` a letter, `9` a digit, any other character itself;
 * - file: the id of a file of the account's media library.
 */
export const DYNAMIC_VALUE_MAX_LENGTH = { short: 100, long: 500 } as const;

type Item = Pick<DynamicDataItem, 'label' | 'format' | 'mask' | 'values' | 'mandatory'>;

/** The value as it is kept: trimmed, capitals where the format wants them, a list value as listed. */
export function normaliseDynamicValue(item: Pick<Item, 'format' | 'values'>, value: string): string {
  const text = value.trim();
  switch (item.format) {
    case 'uppercase_text':
    case 'country':
      return text.toUpperCase();
    case 'capitalised_text':
      return text.charAt(0).toUpperCase() + text.slice(1);
    case 'number':
      return text.replace(',', '.');
    case 'list':
      return item.values.find((choice) => choice.toLowerCase() === text.toLowerCase()) ?? text;
    default:
      return text;
  }
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;
const NUMBER = /^-?\d{1,15}(\.\d{1,15})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether a text has the shape of a mask: `A` a letter, `9` a digit, anything else itself. */
export function matchesMask(text: string, mask: string): boolean {
  if (text.length !== mask.length) return false;
  return [...mask].every((symbol, index) => {
    const character = text[index] ?? '';
    if (symbol === 'A') return /^\p{L}$/u.test(character);
    if (symbol === '9') return /^\d$/.test(character);
    return character === symbol;
  });
}

const maxLength = (format: DynamicDataFormat) =>
  format === 'long_text' ? DYNAMIC_VALUE_MAX_LENGTH.long : DYNAMIC_VALUE_MAX_LENGTH.short;

export interface DynamicValueProblem {
  /** An i18n key of the shared validation messages (`validation.required`...). */
  key: string;
  params?: Record<string, unknown>;
}

/** What is wrong with the value of one item (already normalised), or null when it may be kept. */
export function dynamicValueProblem(item: Item, value: string | undefined): DynamicValueProblem | null {
  const text = value?.trim() ?? '';
  if (text === '') return item.mandatory ? { key: 'validation.required' } : null;
  const max = maxLength(item.format);
  if (text.length > max) return { key: 'validation.tooLong', params: { max } };
  switch (item.format) {
    case 'number':
      return NUMBER.test(text) ? null : { key: 'validation.number' };
    case 'date':
      return isDay(text) ? null : { key: 'validation.invalid' };
    case 'extended_date': {
      const match = DAY_TIME.exec(text);
      return match && isDay(match[1] ?? '') ? null : { key: 'validation.invalid' };
    }
    case 'country':
      return COUNTRY_CODES.has(text) ? null : { key: 'validation.choice' };
    case 'list':
      return item.values.includes(text) ? null : { key: 'validation.choice' };
    case 'uppercase_text':
      return text === text.toUpperCase() ? null : { key: 'validation.invalid' };
    case 'capitalised_text':
      return text.charAt(0) === text.charAt(0).toUpperCase() ? null : { key: 'validation.invalid' };
    case 'masked_text':
      return item.mask && matchesMask(text, item.mask) ? null : { key: 'validation.invalid' };
    case 'file':
      return UUID.test(text) ? null : { key: 'validation.invalid' };
    default:
      return null;
  }
}

export interface DynamicValuesProblem extends DynamicValueProblem {
  /** The item's position in the product's dynamic data, or -1 for a label the product does not ask for. */
  index: number;
  label: string;
}

/**
 * Every problem of the values of an activation (label -> value) against its product's items:
 * a mandatory item without value, a value not of its format, a label the product does not have.
 */
export function dynamicValuesProblems(
  items: readonly Item[],
  values: Readonly<Record<string, string>>,
): DynamicValuesProblem[] {
  const problems: DynamicValuesProblem[] = [];
  items.forEach((item, index) => {
    const problem = dynamicValueProblem(item, values[item.label]);
    if (problem) problems.push({ ...problem, index, label: item.label });
  });
  const labels = new Set(items.map((item) => item.label));
  for (const label of Object.keys(values)) {
    if (!labels.has(label)) problems.push({ key: 'validation.invalid', index: -1, label });
  }
  return problems;
}
