import { z } from 'zod';
import { CAPTCHA_BUBBLES, CCP_TYPES, LANGUAGES, LIMITS, type Language } from '../constants';
import { zDynamicDataItem } from '../products/dynamic-data';
import { COUNTRY_CODES, optionalField, zCcp, zGtin, zUrl } from '../validation';
import { zId } from './id';

/**
 * The product form of spec 000 section 3, one schema for the 5-step wizard and the methods.
 * Restricted fields (PRODUCT_FIELD_RIGHTS) are optional with no default: left out, they keep
 * their stored value (or the default on create); sent, even as null, they need their right.
 */
export const PRODUCT_TYPES = ['standard'] as const;
/** 0 default, 1 none, 2 90 degrees, 3 180 degrees, 4 270 degrees, 5 vertical mirror. */
export const TAG_ROTATIONS = [0, 1, 2, 3, 4, 5] as const;
/** 0 none, 1 resolver first, 2 resolution then authentication, 3 authentication then resolver. */
export const RESOLVER_MODES = [0, 1, 2, 3] as const;
export const PRODUCT_TITLE_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRODUCT_VALIDITY_MAX_DAYS = 36_500;
/**
 * What the product wizard proposes for the validity: spec 001 requires a validity in days but
 * names no value; one year, as the demo's 2019 perfume has (docs/products-csv.md: the CSV import
 * still asks for it on creation).
 */
export const PRODUCT_VALIDITY_DEFAULT_DAYS = 365;
export const PRODUCT_THRESHOLD_MAX = 1_000_000;
export const PRODUCT_SKU_MAX = 64;
export const PRODUCT_MAX_CONTENTS = 100;

export type ProductType = (typeof PRODUCT_TYPES)[number];
export type TagRotation = (typeof TAG_ROTATIONS)[number];
export type ResolverMode = (typeof RESOLVER_MODES)[number];
export type CaptchaBubbles = (typeof CAPTCHA_BUBBLES)[number];
export type CcpType = (typeof CCP_TYPES)[number];

/** Blank or null becomes null (sent: clear it), undefined stays undefined (left out: keep it). */
const restrictedText = <Out>(schema: z.ZodType<Out, string>) =>
  z
    .string()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value))
    .pipe(schema.nullable().optional());

const zLanguage = z.enum(LANGUAGES);
const zTitle = z.string().trim().min(LIMITS.productTitle.min).max(PRODUCT_TITLE_MAX);
const zProductText = z.object({
  title: optionalField(zTitle),
  description: optionalField(z.string().trim().max(PRODUCT_DESCRIPTION_MAX)),
});

/**
 * Titles and descriptions by language; a language with neither is dropped, one with either needs
 * both ("description required", spec 001 section 5).
 */
const zTexts = z
  .partialRecord(zLanguage, zProductText)
  .superRefine((texts, ctx) => {
    let titled = 0;
    for (const [language, text] of Object.entries(texts)) {
      if (text?.title) titled += 1;
      if (!text?.title && text?.description)
        ctx.addIssue({ code: 'custom', path: [language, 'title'], message: 'validation.required' });
      if (text?.title && !text.description)
        ctx.addIssue({ code: 'custom', path: [language, 'description'], message: 'validation.required' });
    }
    // "Name required in at least one language" (spec 001 section 5).
    if (titled === 0) ctx.addIssue({ code: 'custom', path: [], message: 'validation.required' });
  })
  .transform((texts) => {
    const kept: ProductTexts = {};
    for (const language of LANGUAGES) {
      const text = texts[language];
      if (text?.title && text.description) kept[language] = { title: text.title, description: text.description };
    }
    return kept;
  });

const zSku = z
  .string()
  .trim()
  .min(1)
  .max(PRODUCT_SKU_MAX)
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { error: 'validation.invalid' });
const zCountry = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum([...COUNTRY_CODES] as [string, ...string[]]));
const zThreshold = z.number().int().min(0).max(PRODUCT_THRESHOLD_MAX);
const zRedirectUrls = z
  .partialRecord(zLanguage, optionalField(zUrl))
  .nullish()
  .transform((urls) => {
    if (urls === undefined) return undefined;
    const kept: Partial<Record<Language, string>> = {};
    for (const language of LANGUAGES) if (urls?.[language]) kept[language] = urls[language];
    return kept;
  });
export const zProductContent = z.object({
  productId: zId,
  quantity: z
    .number()
    .int()
    .min(1)
    .max(LIMITS.containerQuantity.below - 1),
});

/** Step 1, basic data: the default language's title is shown here, the other languages in step 3. */
const basicShape = {
  defaultLanguage: zLanguage.default('en'),
  texts: zTexts,
  gtin: optionalField(zGtin),
  sku: restrictedText(zSku),
  brand: optionalField(z.string().trim().min(2).max(100)),
  type: z.enum(PRODUCT_TYPES).default('standard'),
  imageId: zId.nullish().transform((value) => value ?? null),
};
/** Step 2, additional data. */
const additionalShape = {
  validityDays: z.number().int().min(1).max(PRODUCT_VALIDITY_MAX_DAYS),
  targetCountry: restrictedText(zCountry),
  displayTemplate: optionalField(z.string().trim().max(64)),
  tagRotation: z.literal(TAG_ROTATIONS).default(0),
  resolverMode: z.literal(RESOLVER_MODES).default(0),
  productPageUrl: optionalField(zUrl),
  isContainer: z.boolean().default(false),
  /** Read only when isContainer is true. */
  contents: z.array(zProductContent).max(PRODUCT_MAX_CONTENTS).default([]),
  dynamicData: z.array(zDynamicDataItem).max(50).optional(),
};
/** Step 3, multilingual data. */
const multilingualShape = { texts: zTexts };
/** Step 4, redirect URLs. */
const redirectShape = { redirectUrls: zRedirectUrls };
/** Step 5, security features. */
const securityShape = {
  captcha: z.literal(CAPTCHA_BUBBLES).optional(),
  ccpType: z
    .enum(CCP_TYPES)
    .nullish()
    .transform((value) => value ?? null),
  /** The 5-character control code of a manual CCP; required then, dropped for the other types. */
  controlKey: optionalField(zCcp),
  suspectThreshold: zThreshold.optional(),
  fraudulentThreshold: zThreshold.optional(),
};

type Ctx = z.core.$RefinementCtx;

function checkDefaultTitle(value: { defaultLanguage: Language; texts: ProductTexts }, ctx: Ctx) {
  if (Object.keys(value.texts).length > 0 && !value.texts[value.defaultLanguage]) {
    ctx.addIssue({ code: 'custom', path: ['texts', value.defaultLanguage, 'title'], message: 'validation.required' });
  }
}

function checkSecurity(
  value: { ccpType: CcpType | null; controlKey?: string; suspectThreshold?: number; fraudulentThreshold?: number },
  ctx: Ctx,
) {
  if (value.ccpType === 'manual' && !value.controlKey) {
    ctx.addIssue({ code: 'custom', path: ['controlKey'], message: 'validation.required' });
  }
  const { suspectThreshold: suspect, fraudulentThreshold: fraudulent } = value;
  // The two thresholds travel together, so the rule below always sees both.
  if ((suspect === undefined) !== (fraudulent === undefined)) {
    const path = suspect === undefined ? 'suspectThreshold' : 'fraudulentThreshold';
    ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
  } else if (suspect && fraudulent && fraudulent < suspect) {
    // 0 disables a threshold, so the order only binds two enabled ones.
    ctx.addIssue({
      code: 'too_small',
      origin: 'number',
      minimum: suspect,
      inclusive: true,
      input: fraudulent,
      path: ['fraudulentThreshold'],
    });
  }
}

function checkContents(value: { contents: { productId: string }[] }, ctx: Ctx) {
  const seen = new Set<string>();
  value.contents.forEach((content, index) => {
    if (seen.has(content.productId))
      ctx.addIssue({ code: 'custom', path: ['contents', index, 'productId'], message: 'validation.invalid' });
    seen.add(content.productId);
  });
}

export const ZProductBasicStep = z.object(basicShape).superRefine(checkDefaultTitle);
export const ZProductAdditionalStep = z.object(additionalShape).superRefine(checkContents);
export const ZProductMultilingualStep = z.object(multilingualShape);
export const ZProductRedirectStep = z.object(redirectShape);
export const ZProductSecurityStep = z.object(securityShape).superRefine(checkSecurity);

/** The wizard's steps in order, each with its schema and the fields it shows. */
export const PRODUCT_WIZARD_STEPS = [
  { key: 'basic', schema: ZProductBasicStep, fields: Object.keys(basicShape) },
  { key: 'additional', schema: ZProductAdditionalStep, fields: Object.keys(additionalShape) },
  { key: 'multilingual', schema: ZProductMultilingualStep, fields: Object.keys(multilingualShape) },
  { key: 'redirects', schema: ZProductRedirectStep, fields: Object.keys(redirectShape) },
  { key: 'security', schema: ZProductSecurityStep, fields: Object.keys(securityShape) },
] as const;

const productShape = {
  ...basicShape,
  ...additionalShape,
  ...redirectShape,
  ...securityShape,
  /** Saves a GTIN another product of the account already has (the 117 warning answered "keep it"). */
  confirmGtinReuse: z.boolean().default(false),
};

function checkProduct(value: z.output<z.ZodObject<typeof productShape>>, ctx: Ctx) {
  checkDefaultTitle(value, ctx);
  checkContents(value, ctx);
  checkSecurity(value, ctx);
}

export const ZProductInput = z.object(productShape).superRefine(checkProduct);
export const ZUpdateProductInput = z.object({ productId: zId, ...productShape }).superRefine(checkProduct);

export type ProductInput = z.input<typeof ZProductInput>;
export type ParsedProductInput = z.output<typeof ZProductInput>;

export interface ProductText {
  title: string;
  /** Required on every write; null only on a product stored before it was (read, never written). */
  description: string | null;
}
export type ProductTexts = Partial<Record<Language, ProductText>>;
