import { activation, type FieldIssue, type products } from '@seal/shared';
import { toSealTarget, type TargetValues } from './seal-target';

export type DynamicItem = products.DynamicDataItem;

/** The wizard's values: the dynamic data values sit by the position of their item in the product. */
export interface ActivationValues extends TargetValues {
  productId?: string;
  dynamicValues?: (string | null | undefined)[];
  targetCountry?: string | null;
  deliveryDate?: string | null;
}

export interface CancellationValues extends TargetValues {
  reason?: string | null;
}

/** The values entered for the product's dynamic data, by label, the blank ones left out. */
export function dynamicDataOf(items: readonly DynamicItem[], values: ActivationValues['dynamicValues'] = []) {
  const data: Record<string, string> = {};
  items.forEach((item, index) => {
    const value = values[index]?.trim();
    if (value) data[item.label] = value;
  });
  return data;
}

/**
 * The problems of the dynamic data values by the shared rule the server runs
 * (activation.readDynamicDataValues), each on its field: `dynamicData.<label>` becomes
 * `dynamicValues.<position>`, the field the product step shows.
 */
export function dynamicValueIssues(
  items: readonly DynamicItem[],
  values: ActivationValues['dynamicValues'],
): FieldIssue[] {
  const positions = new Map(items.map((item, index) => [`dynamicData.${item.label}`, index]));
  return activation.readDynamicDataValues(items, dynamicDataOf(items, values)).issues.map((issue) => {
    const position = positions.get(issue.path);
    return position === undefined ? issue : { ...issue, path: `dynamicValues.${position}` };
  });
}

export function toActivationInput(values: ActivationValues, items: readonly DynamicItem[]): activation.ActivationInput {
  return {
    ...toSealTarget(values),
    productId: values.productId ?? '',
    dynamicData: dynamicDataOf(items, values.dynamicValues),
    targetCountry: values.targetCountry || null,
    deliveryDate: values.deliveryDate || null,
  };
}

export function toCancellationInput(values: CancellationValues): activation.CancellationInput {
  return { ...toSealTarget(values), reason: values.reason?.trim() || null };
}
