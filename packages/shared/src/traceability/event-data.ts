import type { EventModelItem } from '../contract/trace-events';
import type { FieldIssue } from '../errors';
import { readDynamicDataValues, type DynamicDataValues } from '../products/dynamic-data-values';

/**
 * An event's data values, checked against each data item's format with the dynamic-data value
 * rules (products/dynamic-data-values.ts), keyed by AI tag: issues are on `data.<aiTag>`. A list
 * value is one of the list items' English labels (a label in another language is read as it).
 * The declaration form and the server run this same function.
 */
export function readEventData(
  items: readonly EventModelItem[],
  entered: Readonly<Record<string, string>>,
): { values: DynamicDataValues; issues: FieldIssue[] } {
  const asDynamicData = items.map((item) => ({
    label: item.aiTag,
    format: item.format,
    mask: item.mask,
    mandatory: item.mandatory,
    values: item.listItems.map((listItem) => listItem.label.en),
  }));
  return readDynamicDataValues(asDynamicData, englishListValues(items, entered), 'data');
}

/** A list value typed in any language of its item, as its English label. */
function englishListValues(items: readonly EventModelItem[], entered: Readonly<Record<string, string>>) {
  const read = { ...entered };
  for (const item of items) {
    const value = read[item.aiTag]?.trim().toLowerCase();
    if (item.format !== 'list' || !value) continue;
    const choice = item.listItems.find((listItem) =>
      Object.values(listItem.label).some((text) => text?.toLowerCase() === value),
    );
    if (choice) read[item.aiTag] = choice.label.en;
  }
  return read;
}
