import { z } from 'zod';
import { ERRORS, type CatalogueError } from '../errors';
import { zText } from '../validation';

/**
 * Dynamic data: fields a product asks for at activation (spec 000 section 3). The format says
 * how the activating user enters the value.
 */
export const DYNAMIC_DATA_FORMATS = [
  'country',
  'date',
  'extended_date',
  'file',
  'list',
  'long_text',
  'number',
  'text',
  'uppercase_text',
  'capitalised_text',
  'masked_text',
] as const;
export type DynamicDataFormat = (typeof DYNAMIC_DATA_FORMATS)[number];

export const DYNAMIC_DATA_MAX_ITEMS = 50;
export const DYNAMIC_DATA_MAX_VALUES = 200;

export const zDynamicDataItem = z
  .object({
    label: zText,
    format: z.enum(DYNAMIC_DATA_FORMATS),
    /** The input mask of a masked text, e.g. "AA-9999"; required for that format only. */
    mask: z
      .string()
      .trim()
      .max(45)
      .nullish()
      .transform((value) => value || null),
    /** The choices of a list; a list needs at least one (checked by dynamicDataProblem). */
    values: z.array(z.string().trim().min(1).max(100)).max(DYNAMIC_DATA_MAX_VALUES).default([]),
    mandatory: z.boolean().default(false),
    /** Shown to consumers on the public consultation of a valid seal, with the value entered at activation. */
    public: z.boolean().default(false),
  })
  .superRefine((item, ctx) => {
    if (item.format === 'masked_text' && !item.mask) {
      ctx.addIssue({ code: 'custom', path: ['mask'], message: 'validation.required' });
    }
    const seen = new Set<string>();
    item.values.forEach((value, index) => {
      const key = value.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['values', index], message: 'validation.invalid' });
      seen.add(key);
    });
  })
  // A mask belongs to a masked text and values to a list: other formats keep neither.
  .transform((item) => ({
    ...item,
    mask: item.format === 'masked_text' ? item.mask : null,
    values: item.format === 'list' ? item.values : [],
  }));

export type DynamicDataItem = z.output<typeof zDynamicDataItem>;
export type DynamicDataItemInput = z.input<typeof zDynamicDataItem>;

export interface DynamicDataProblem {
  error: CatalogueError;
  /** The failing field, e.g. "dynamicData.2.values", for the form to point at. */
  path: string;
  params: Record<string, unknown>;
}

/**
 * The two dynamic-data rules with catalogue messages of their own (spec 001 section 8): a list
 * with no value (product.emptyValueList) and a label used twice in one product, whatever its
 * case (product.labelExists). The server answers them as errors; the wizard runs the same check.
 */
export function dynamicDataProblem(
  items: readonly Pick<DynamicDataItem, 'label' | 'format' | 'values'>[],
): DynamicDataProblem | null {
  const labels = new Map<string, number>();
  for (const [index, item] of items.entries()) {
    if (item.format === 'list' && item.values.length === 0) {
      return {
        error: ERRORS.product.emptyValueList,
        path: `dynamicData.${index}.values`,
        params: { label: item.label },
      };
    }
    const key = item.label.trim().toLowerCase();
    if (labels.has(key)) {
      return { error: ERRORS.product.labelExists, path: `dynamicData.${index}.label`, params: { label: item.label } };
    }
    labels.set(key, index);
  }
  return null;
}
