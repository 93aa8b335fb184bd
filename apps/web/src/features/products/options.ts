import { CAPTCHA_BUBBLES, CCP_TYPES, products } from '@seal/shared';

type Translate = (key: string) => string;

/** The choices of the product form's selects, labelled in the interface's language. */
export const tagRotationOptions = (t: Translate) =>
  products.TAG_ROTATIONS.map((value) => ({ value, label: t(`tagRotations.${value}`) }));

export const resolverModeOptions = (t: Translate) =>
  products.RESOLVER_MODES.map((value) => ({ value, label: t(`resolverModes.${value}`) }));

export const captchaOptions = (t: Translate) =>
  CAPTCHA_BUBBLES.map((value) => ({ value, label: t(`captcha.${value}`) }));

export const ccpTypeOptions = (t: Translate) => CCP_TYPES.map((value) => ({ value, label: t(`ccpTypes.${value}`) }));

export const productTypeOptions = (t: Translate) =>
  products.PRODUCT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }));

export const formatOptions = (t: Translate) =>
  products.DYNAMIC_DATA_FORMATS.map((value) => ({ value, label: t(`formats.${value}`) }));
