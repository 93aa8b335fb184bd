import { alerts, type FieldIssue } from '@seal/shared';

const { zAlertFields } = alerts;
const A = 'errors.alert';

/** The fields of each step of the wizard, checked with the contract's own rules. */
export const targetSchema = zAlertFields.pick({
  name: true,
  type: true,
  productId: true,
  firstReference: true,
  lastReference: true,
});
export const limitSchema = zAlertFields.pick({ limit: true, targetCountry: true, anomalyKinds: true });
export const recipientsSchema = zAlertFields.pick({ to: true, cc: true, bcc: true });

/** Step 1: a product alert needs its product, a range alert its two references (the server checks again). */
export function checkTarget(values: Record<string, unknown>): FieldIssue[] {
  if (values.type === 'product' && !values.productId) return [{ path: 'productId', key: `${A}.productRequired` }];
  if (values.type === 'range') {
    const missing = (['firstReference', 'lastReference'] as const).filter((field) => !values[field]);
    return missing.map((path) => ({ path, key: `${A}.rangeRequired` }));
  }
  return [];
}

/** Step 3: one To at least, no address twice in one list (the same address in two lists is fine). */
export function checkRecipients(values: Record<string, unknown>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!Array.isArray(values.to) || values.to.length === 0) issues.push({ path: 'to', key: `${A}.toRequired` });
  for (const list of ['to', 'cc', 'bcc']) {
    const addresses = (values[list] as string[] | undefined) ?? [];
    if (new Set(addresses).size !== addresses.length) issues.push({ path: list, key: `${A}.duplicateRecipient` });
  }
  return issues;
}

/** The addresses in what was typed in a recipients box, split on commas, semicolons and spaces. */
export function splitRecipients(typed: string): string[] {
  return [...new Set(typed.split(/[,;\s]+/).filter((part) => part !== ''))];
}
