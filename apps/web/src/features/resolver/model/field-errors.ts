import { ERRORS, type FieldIssue } from '@seal/shared';
import { AppError } from '../../../api/app-error';

/**
 * A refusal of the server shown on the field it is about: a name already used (114) on the name,
 * a product already served by another menu on the products (with the product and the menu named).
 * Anything else stays above the buttons. `nameField` is `label` for an item, `name` otherwise.
 */
export function withResolverFieldErrors(error: unknown, nameField = 'name'): unknown {
  if (!(error instanceof AppError) || error.fields.length > 0) return error;
  const field = fieldOf(error, nameField);
  return field ? new AppError(error.error, error.params, [field]) : error;
}

function fieldOf(error: AppError, nameField: string): FieldIssue | undefined {
  if (error.is(ERRORS.resolver.titleUsed)) return { path: nameField, key: error.messageKey };
  if (error.is(ERRORS.resolver.productTaken))
    return { path: 'productIds', key: error.messageKey, params: error.params };
  return undefined;
}

/** Saves, and rethrows a refusal with its field named (ResourceForm shows it there). */
export async function savingWithFields<R>(save: () => Promise<R>, nameField = 'name'): Promise<R> {
  try {
    return await save();
  } catch (error) {
    throw withResolverFieldErrors(error, nameField);
  }
}
