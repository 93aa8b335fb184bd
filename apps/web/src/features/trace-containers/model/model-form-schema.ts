import { traceContainers } from '@seal/shared';
import { containerModelProblems } from '@seal/shared/traceability/container-model-rules';

/**
 * The container model form's rules: the contract's schema and the rules it cannot say alone (level 1
 * holds objects only, minimum below maximum, an SSCC model's prefix), the very ones the server runs,
 * so the form shows on each field what the server would refuse.
 */
export const zContainerModelForm = traceContainers.zContainerModelFields.superRefine((fields, context) => {
  for (const problem of containerModelProblems(fields)) {
    context.addIssue({ code: 'custom', path: problem.path.split('.').filter(Boolean), message: problem.key });
  }
});

/** What a new model starts from: a case of 1 to 12 objects, in the console's own code shape. */
export const NEW_MODEL: traceContainers.ContainerModelFields = {
  name: '',
  language: 'en',
  level: 2,
  contentType: 'objects',
  minQuantity: 1,
  maxQuantity: 12,
  skus: [],
  codeKind: 'console',
  ssccPrefix: null,
  siteIds: [],
};

/** The form's values of a stored model. */
export const modelFields = (model: traceContainers.ContainerModel): traceContainers.ContainerModelFields => ({
  name: model.name,
  language: model.language,
  level: model.level,
  contentType: model.contentType,
  minQuantity: model.minQuantity,
  maxQuantity: model.maxQuantity,
  skus: model.skus,
  codeKind: model.codeKind,
  ssccPrefix: model.ssccPrefix,
  siteIds: model.siteIds,
});
