import type { ContainerModelFields } from '../contract/trace-containers';
import type { FieldIssue } from '../errors';

/**
 * The rules of a container model the zod schema cannot say alone (spec 001 section 5 "Containers
 * and events"): level 1 (the item) holds objects only; the minimum quantity is below the maximum;
 * a model coding its containers as GS1 SSCC needs its extension digit and company prefix. The form
 * and the server run this same function; the server answers containerModel.invalidFields (103).
 */
export function containerModelProblems(
  fields: Pick<
    ContainerModelFields,
    'level' | 'contentType' | 'minQuantity' | 'maxQuantity' | 'codeKind' | 'ssccPrefix'
  >,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (fields.level === 1 && fields.contentType !== 'objects')
    issues.push({ path: 'contentType', key: 'validation.levelOneObjects' });
  if (fields.minQuantity >= fields.maxQuantity) issues.push({ path: 'minQuantity', key: 'validation.minBelowMax' });
  if (fields.codeKind === 'sscc' && !fields.ssccPrefix?.trim())
    issues.push({ path: 'ssccPrefix', key: 'validation.required' });
  return issues;
}
