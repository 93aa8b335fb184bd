import type { Right, RightsMap } from '../rights';

/**
 * Product fields that need a right of their own beyond prod.create / prod.edit (spec 000
 * section 6). The wizard hides a field whose right is not held and leaves it out of the input;
 * the server refuses an input that carries one without the right (common.forbidden), and keeps
 * the stored value when it is left out.
 */
export const PRODUCT_FIELD_RIGHTS = {
  sku: 'prod.externid',
  dynamicData: 'prod.dynamic_data',
  suspectThreshold: 'prod.security_threshold',
  fraudulentThreshold: 'prod.security_threshold',
  captcha: 'prod.security_captcha',
  targetCountry: 'prod.security_tgt_country',
  redirectUrls: 'prod.custom_lang_url',
} as const satisfies Record<string, Right>;

export type RestrictedProductField = keyof typeof PRODUCT_FIELD_RIGHTS;
export const RESTRICTED_PRODUCT_FIELDS = Object.keys(PRODUCT_FIELD_RIGHTS) as RestrictedProductField[];

/** The restricted fields an input carries (any value but undefined, null included) without their right. */
export function forbiddenProductFields(
  input: Partial<Record<RestrictedProductField, unknown>>,
  rights: RightsMap,
): RestrictedProductField[] {
  return RESTRICTED_PRODUCT_FIELDS.filter(
    (field) => input[field] !== undefined && rights[PRODUCT_FIELD_RIGHTS[field]] !== true,
  );
}

/** The restricted fields a user may see and send: what the wizard shows. */
export function allowedRestrictedFields(rights: RightsMap): RestrictedProductField[] {
  return RESTRICTED_PRODUCT_FIELDS.filter((field) => rights[PRODUCT_FIELD_RIGHTS[field]] === true);
}
