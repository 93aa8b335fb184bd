import type { TFunction } from 'i18next';
import type { FieldIssue } from '@seal/shared';
import type { XmlRangeProblem } from '@seal/shared/contract/xml-import';

const PRODUCT_REASONS = ['unknown', 'archived', 'ambiguous'] as const;

/** A failing field of a range: a dynamic data item by its label, or the target country. */
function fieldText(t: TFunction, issue: FieldIssue): string {
  const label = issue.path.startsWith('dynamicData.')
    ? issue.path.slice('dynamicData.'.length)
    : t('ranges.targetCountry');
  return `${label}: ${t(issue.key, { ...issue.params, defaultValue: t('validation.invalid') })}`;
}

/**
 * What stops a range, in words (`t` of the xml-import namespace): the catalogue message, then what the problem's params add (the
 * earlier range naming the same seals, the threshold, why the product was not found, the fields).
 */
export function rangeProblemText(t: TFunction, problem: XmlRangeProblem): string {
  const params = problem.params ?? {};
  const message = t(`errors.${problem.key}`, { ...params, defaultValue: t('errors.common.internal') });
  const details: string[] = [];
  if (typeof params.position === 'number') details.push(t('problems.sameSeals', { position: params.position }));
  if (problem.key === 'xmlImport.overThreshold')
    details.push(t('problems.overThreshold', { count: params.count, max: params.max }));
  const reason = PRODUCT_REASONS.find((known) => known === params.reason);
  if (problem.key === 'product.invalidProduct' && reason)
    details.push(t(`problems.product.${reason}`, { by: t(`productBy.${params.by as string}`), value: params.value }));
  if (Array.isArray(params.fields))
    details.push(...(params.fields as FieldIssue[]).map((issue) => fieldText(t, issue)));
  return [message, ...details].join(' ');
}
