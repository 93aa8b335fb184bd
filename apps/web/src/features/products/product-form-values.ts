import { ERRORS, products, toFieldIssues, type FieldIssue, type RightsMap } from '@seal/shared';
import { AppError } from '../../api/app-error';

type Values = Record<string, unknown>;

/** A cleared number box gives null; the schema then says "required" rather than "invalid". */
export const emptyToUndefined = (value: unknown) => (value === null ? undefined : value);

/** Every field of the product form, in wizard order. */
export const PRODUCT_FORM_FIELDS: readonly string[] = [
  ...new Set(products.PRODUCT_WIZARD_STEPS.flatMap((step) => step.fields)),
];

const allowedSet = (rights: RightsMap) => new Set<string>(products.allowedRestrictedFields(rights));

/** The restricted fields the user may not send: hidden in the wizard and left out of the input. */
export function hiddenFields(rights: RightsMap): Set<string> {
  const allowed = allowedSet(rights);
  return new Set(products.RESTRICTED_PRODUCT_FIELDS.filter((field) => !allowed.has(field)));
}

/** The starting values of a new product; restricted fields only when the user holds their right. */
export function newProductValues(rights: RightsMap): Values {
  const allowed = allowedSet(rights);
  return {
    defaultLanguage: 'en',
    type: 'standard',
    texts: {},
    validityDays: products.PRODUCT_VALIDITY_DEFAULT_DAYS,
    tagRotation: 0,
    resolverMode: 0,
    isContainer: false,
    contents: [],
    ...(allowed.has('dynamicData') ? { dynamicData: [] } : {}),
    ...(allowed.has('captcha') ? { captcha: 0 } : {}),
    ...(allowed.has('suspectThreshold') ? { suspectThreshold: 0, fraudulentThreshold: 0 } : {}),
    ...(allowed.has('redirectUrls') ? { redirectUrls: {} } : {}),
  };
}

/** A stored product as the wizard edits it: without the fields the user may not send. */
export function editProductValues(product: products.Product, rights: RightsMap): Values {
  const input: Values = { ...products.productToInput(product, rights) };
  // An empty select shows its placeholder ("none") for undefined, not for null.
  if (input.ccpType === null) delete input.ccpType;
  return input;
}

/**
 * The input of createProduct / updateProduct from the wizard's values: the form's fields only,
 * never a restricted field without its right (the server would refuse the whole input), no
 * contents unless a container, no control key unless a manual CCP.
 */
export function toProductInput(values: Values, rights: RightsMap): products.ProductInput {
  const hidden = hiddenFields(rights);
  const input: Values = {};
  for (const field of PRODUCT_FORM_FIELDS) {
    if (!hidden.has(field) && values[field] !== undefined) input[field] = values[field];
  }
  if (input.isContainer !== true) input.contents = [];
  if (input.ccpType !== 'manual') delete input.controlKey;
  return input as products.ProductInput;
}

/** The whole form checked by the method's own schema before it is sent; field issues on failure. */
export function checkProductInput(input: products.ProductInput): FieldIssue[] {
  const parsed = products.ZProductInput.safeParse(input, { reportInput: true });
  if (!parsed.success) return toFieldIssues(parsed.error.issues);
  return dynamicDataIssues(parsed.data as Values);
}

/** The dynamic-data rules with catalogue messages (an empty value list, a label used twice). */
export function dynamicDataIssues(values: Values): FieldIssue[] {
  const items = values.dynamicData as products.DynamicDataItem[] | undefined;
  const problem = items ? products.dynamicDataProblem(items) : null;
  return problem ? [{ path: problem.path, key: `errors.${problem.error.key}`, params: problem.params }] : [];
}

/** The field a catalogue error is about, so the wizard shows it there (and on its step). */
function fieldOf(error: AppError): string | undefined {
  const params = error.params;
  if (error.is(ERRORS.product.titleUsed) && typeof params.language === 'string')
    return `texts.${params.language}.title`;
  if (error.is(ERRORS.product.skuUsed)) return 'sku';
  if (error.is(ERRORS.product.gtinUsed)) return 'gtin';
  if (error.is(ERRORS.product.containerCycle)) return 'contents';
  if (error.is(ERRORS.product.emptyValueList) || error.is(ERRORS.product.labelExists))
    return typeof params.path === 'string' ? params.path : 'dynamicData';
  return undefined;
}

/** A server refusal with its field named, when the catalogue error is about one field. */
export function withErrorField(error: unknown): unknown {
  if (!(error instanceof AppError) || error.fields.length > 0) return error;
  const path = fieldOf(error);
  if (!path) return error;
  return new AppError(error.error, error.params, [{ path, key: error.messageKey, params: error.params }]);
}

/** The form values a GS1 file fills: only languages with a title, a country only with its right. */
export function gs1Values(prefill: products.Gs1Prefill, hidden: ReadonlySet<string>): Values {
  const { fields } = prefill;
  const texts = Object.fromEntries(Object.entries(fields.texts).filter(([, text]) => text?.title));
  return {
    ...(fields.gtin ? { gtin: fields.gtin } : {}),
    ...(fields.brand ? { brand: fields.brand } : {}),
    ...(fields.defaultLanguage && texts[fields.defaultLanguage] ? { defaultLanguage: fields.defaultLanguage } : {}),
    ...(fields.targetCountry && !hidden.has('targetCountry') ? { targetCountry: fields.targetCountry } : {}),
    ...(Object.keys(texts).length > 0 ? { texts } : {}),
  };
}
