import {
  dynamicValuesProblems,
  normaliseDynamicValue,
  type activation,
  type FieldIssue,
  type products,
} from '@seal/shared';
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

/** The values of the product's dynamic data by label, normalised, the empty ones left out. */
export function dynamicDataOf(items: readonly DynamicItem[], values: ActivationValues['dynamicValues'] = []) {
  const data: Record<string, string> = {};
  items.forEach((item, index) => {
    const value = normaliseDynamicValue(item, values[index] ?? '');
    if (value !== '') data[item.label] = value;
  });
  return data;
}

/** The problems of the dynamic data values, on their fields (`dynamicValues.<position>`). */
export function dynamicValueIssues(
  items: readonly DynamicItem[],
  values: ActivationValues['dynamicValues'],
): FieldIssue[] {
  return dynamicValuesProblems(items, dynamicDataOf(items, values)).map((problem) => ({
    path: `dynamicValues.${problem.index}`,
    key: problem.key,
    ...(problem.params ? { params: problem.params } : {}),
  }));
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
