import type { FieldIssue } from '../errors';
import { isCountryCode } from '../validation/country-codes';
import { zText } from '../validation/text';
import { toFieldIssues } from '../issues';
import type { DynamicDataItem } from './dynamic-data';

/**
 * The values a user enters for a product's dynamic data when activating seals (spec 000 section
 * 3: "Dynamic data: label, format, masked text, list values, mandatory flag"), checked against
 * each item's format. The wizard and the server run this same function: a form shows exactly the
 * field errors the server would answer.
 *
 * - country: an ISO 3166-1 alpha-2 code (stored in capitals);
 * - date: `YYYY-MM-DD`; extended_date: a date and a time of day, `YYYY-MM-DDTHH:mm[:ss]`;
 * - file: the id of a file of the account's media library (the server checks it is the account's);
 * - list: one of the item's values (stored as the list spells it);
 * - long_text: up to 500 characters, line breaks allowed; text: the free-text rule (2 to 45
 *   characters, no < > ( ) ' " / [ ] =); uppercase_text and capitalised_text: the same rule, stored
 *   in capitals or with a capital first letter;
 * - number: digits with an optional sign and decimals (a comma is read as the decimal point);
 * - masked_text: as long as its mask, `A` a letter, `9` a digit, any other character itself.
 *
 * Blank values are absent values; a mandatory item needs one. A label the product does not have is
 * refused. Issues are on `dynamicData.<label>` (or `<field>.<label>`: an event's data items are keyed
 * by their AI tag, on `data.<aiTag>`).
 */
export type DynamicDataValues = Record<string, string>;

export const DYNAMIC_DATA_LONG_TEXT_MAX = 500;

type Item = Pick<DynamicDataItem, 'label' | 'format' | 'values' | 'mask' | 'mandatory'>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const NUMBER = /^[+-]?\d{1,15}(?:[.,]\d{1,10})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// eslint-disable-next-line no-control-regex -- control characters (but tab and line breaks) are what this looks for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function matchesMask(value: string, mask: string): boolean {
  const chars = [...value];
  const slots = [...mask];
  if (chars.length !== slots.length) return false;
  return slots.every((slot, index) => {
    const char = chars[index]!;
    if (slot === 'A') return /^[A-Za-z]$/.test(char);
    if (slot === '9') return /^\d$/.test(char);
    return char === slot;
  });
}

/** The stored form of one value, or the key of what is wrong with it. */
function readValue(item: Item, raw: string): { value: string } | { key: string; params?: Record<string, unknown> } {
  const value = raw.trim();
  switch (item.format) {
    case 'country':
      return isCountryCode(value.toUpperCase()) ? { value: value.toUpperCase() } : { key: 'validation.invalid' };
    case 'date':
      return isCalendarDate(value) ? { value } : { key: 'validation.invalid' };
    case 'extended_date': {
      const match = DATE_TIME.exec(value);
      const [hours, minutes, seconds] = match ? [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)] : [];
      if (!match || !isCalendarDate(match[1]!) || hours! > 23 || minutes! > 59 || seconds! > 59)
        return { key: 'validation.invalid' };
      return { value: `${match[1]}T${match[2]}:${match[3]}${match[4] ? `:${match[4]}` : ''}` };
    }
    case 'file':
      return UUID.test(value) ? { value: value.toLowerCase() } : { key: 'validation.invalid' };
    case 'list': {
      const choice = item.values.find((option) => option.toLowerCase() === value.toLowerCase());
      return choice === undefined ? { key: 'validation.choice' } : { value: choice };
    }
    case 'long_text':
      if (CONTROL.test(value)) return { key: 'validation.invalid' };
      return value.length > DYNAMIC_DATA_LONG_TEXT_MAX
        ? { key: 'validation.tooLong', params: { max: DYNAMIC_DATA_LONG_TEXT_MAX } }
        : { value };
    case 'number':
      return NUMBER.test(value) ? { value: value.replace(',', '.') } : { key: 'validation.number' };
    case 'masked_text':
      return item.mask && matchesMask(value, item.mask)
        ? { value }
        : { key: 'validation.invalid', params: { mask: item.mask } };
    case 'text':
    case 'uppercase_text':
    case 'capitalised_text': {
      const parsed = zText.safeParse(value);
      if (!parsed.success) {
        const [issue] = toFieldIssues(parsed.error.issues);
        return { key: issue?.key ?? 'validation.invalid' };
      }
      if (item.format === 'uppercase_text') return { value: parsed.data.toUpperCase() };
      if (item.format === 'capitalised_text')
        return { value: parsed.data.charAt(0).toUpperCase() + parsed.data.slice(1) };
      return { value: parsed.data };
    }
  }
}

/**
 * Reads the values entered for `items`: their stored form, and a field issue for each one that is
 * missing, unknown or not of its format. `values` is valid when `issues` is empty.
 */
export function readDynamicDataValues(
  items: readonly Item[],
  entered: Readonly<Record<string, string>>,
  field = 'dynamicData',
): { values: DynamicDataValues; issues: FieldIssue[] } {
  const values: DynamicDataValues = {};
  const issues: FieldIssue[] = [];
  const byLabel = new Map(items.map((item) => [item.label, item]));
  for (const label of Object.keys(entered)) {
    if (!byLabel.has(label)) issues.push({ path: `${field}.${label}`, key: 'validation.invalid' });
  }
  for (const item of items) {
    const path = `${field}.${item.label}`;
    const raw = entered[item.label];
    if (raw === undefined || raw.trim() === '') {
      if (item.mandatory) issues.push({ path, key: 'validation.required' });
      continue;
    }
    const read = readValue(item, raw);
    if ('value' in read) values[item.label] = read.value;
    else issues.push({ path, key: read.key, ...(read.params ? { params: read.params } : {}) });
  }
  return { values, issues };
}

/** The labels of file items: their values are media ids the server checks belong to the account. */
export const fileLabels = (items: readonly Item[]) =>
  items.filter((item) => item.format === 'file').map((item) => item.label);
