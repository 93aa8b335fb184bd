import type { FieldIssue } from '../errors';
import type { EventModelFields, Localised } from '../contract/trace-events';

/**
 * The rules of an event model the zod schema cannot say (spec 001 section 5 "Containers and
 * events"): data-item labels unique in the model and list-item labels unique in their list, in any
 * language and whatever their case; a list with at least one item; AI tags unique in the model; a
 * masked text with its mask; the target-country flag on a country item only. The form and the
 * server run this same function: both point at the same field with the same key.
 */
type Item = NonNullable<EventModelFields['items']>[number];

/** Every text of a localised label, compared without case or surrounding spaces. */
const textsOf = (label: Partial<Localised> | undefined) =>
  [...new Set(Object.values(label ?? {}).map((text) => (text ?? '').trim().toLowerCase()))].filter(Boolean);

/** The positions whose label shares a text (in any language) with an earlier one. */
function repeatedLabels(labels: readonly (Partial<Localised> | undefined)[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  labels.forEach((label, index) => {
    const texts = textsOf(label);
    if (texts.some((text) => seen.has(text))) repeated.push(index);
    texts.forEach((text) => seen.add(text));
  });
  return repeated;
}

function itemProblems(item: Item, index: number): FieldIssue[] {
  const path = `items.${index}`;
  const issues: FieldIssue[] = [];
  const listItems = item.listItems ?? [];
  if (item.format === 'list') {
    if (listItems.length === 0) issues.push({ path: `${path}.listItems`, key: 'validation.listEmpty' });
    for (const position of repeatedLabels(listItems.map((listItem) => listItem.label)))
      issues.push({ path: `${path}.listItems.${position}.label`, key: 'validation.unique' });
  }
  if (item.format === 'masked_text' && !item.mask?.trim())
    issues.push({ path: `${path}.mask`, key: 'validation.required' });
  if (item.targetCountry && item.format !== 'country')
    issues.push({ path: `${path}.targetCountry`, key: 'validation.countryOnly' });
  return issues;
}

export function eventModelProblems(fields: Pick<EventModelFields, 'items'>): FieldIssue[] {
  const items = fields.items ?? [];
  const issues = items.flatMap(itemProblems);
  for (const index of repeatedLabels(items.map((item) => item.label)))
    issues.push({ path: `items.${index}.label`, key: 'validation.unique' });
  const tags = new Set<string>();
  items.forEach((item, index) => {
    const tag = item.aiTag.trim().toLowerCase();
    if (tags.has(tag)) issues.push({ path: `items.${index}.aiTag`, key: 'validation.unique' });
    tags.add(tag);
  });
  return issues;
}
