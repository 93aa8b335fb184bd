import { z } from 'zod';
import { CASE_TYPES, CELLAR_MATERIALS, LANGUAGES, LIMITS, UNITS_PER_CARTON, type Language } from '../constants';
import { zId } from '../contract/id';
import { EU_ALLERGENS, zIngredient, zNutrients } from '../qrnutri/nutrition';
import { COUNTRY_CODES, hasForbiddenChar, optionalField, zGtin, zText } from '../validation';
import { message, type ValidationKey } from '../validation/keys';

/**
 * A wine (spec 000 "Wine"), filled in the 6-step wine form (Wine, Vinification, Packaging, Award,
 * Aromatic profile, Product sheet). A wine is a product of the account: its GTIN and SKU are the
 * product's, so it is sealed, activated and consulted like any product. Its product sheet is the
 * EU wine e-label (Regulation (EU) 2021/2117): ingredients with allergens, nutrition per 100 ml.
 * Required (spec 001 section 5): name, estate, country, region, sub-region, type and sub-type.
 */
export const WINE_COLOURS = ['red', 'white', 'rose', 'orange'] as const;
export type WineColour = (typeof WINE_COLOURS)[number];

/** The type and the sub-types it allows (sweetness for still wines, dosage for sparkling ones). */
export const WINE_SUBTYPES = {
  still: ['dry', 'offDry', 'mediumSweet', 'sweet'],
  sparkling: ['brutNature', 'extraBrut', 'brut', 'extraDry', 'sec', 'demiSec', 'doux'],
  fortified: ['vinDouxNaturel', 'vinDeLiqueur', 'dry', 'sweet'],
} as const;
export const WINE_TYPES = Object.keys(WINE_SUBTYPES) as (keyof typeof WINE_SUBTYPES)[];
export type WineType = keyof typeof WINE_SUBTYPES;
export const ALL_WINE_SUBTYPES = [...new Set(Object.values(WINE_SUBTYPES).flat())] as WineSubtype[];
export type WineSubtype = (typeof WINE_SUBTYPES)[WineType][number];

export const HARVEST_METHODS = ['manual', 'mechanical'] as const;
export const BOTTLE_VOLUMES_ML = [187, 375, 500, 750, 1000, 1500, 3000, 6000] as const;
export const CLOSURES = ['cork', 'syntheticCork', 'screwCap', 'glass', 'crownCap'] as const;
export const MEDALS = ['platinum', 'gold', 'silver', 'bronze', 'commended'] as const;
export const AROMAS = [
  'redFruit',
  'blackFruit',
  'citrus',
  'stoneFruit',
  'tropicalFruit',
  'driedFruit',
  'floral',
  'herbal',
  'spice',
  'wood',
  'toast',
  'mineral',
  'earth',
  'animal',
  'dairy',
  'honey',
] as const;

export const WINE_LIMITS = {
  grapes: 20,
  medals: 30,
  prose: 2000,
  /** The oldest vintage accepted; the newest is next year (a wine declared before its harvest ends). */
  vintageMin: 1800,
  alcoholMax: 25,
  residualSugarMax: 500,
  ageingMonthsMax: 240,
  servingTemperature: { min: 0, max: 25 },
} as const;

const REQUIRED = 'validation.required';
const zProse = z
  .string()
  .trim()
  .max(WINE_LIMITS.prose, { message: 'validation.tooLong' })
  .nullish()
  .transform((value) => value || null);
const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);
const zYear = z
  .number()
  .int()
  .min(WINE_LIMITS.vintageMin)
  .refine((year) => year <= new Date().getUTCFullYear() + 1, { message: 'validation.invalid' });

/** Spec 001 section 5: a wine's label (its name) is 3 to 35 characters, free text otherwise. */
export const zWineName = z
  .string(message('validation.required'))
  .trim()
  .min(LIMITS.wineLabel.min, message('validation.wineName'))
  .max(LIMITS.wineLabel.max, message('validation.wineName'))
  .refine((value) => !hasForbiddenChar(value), message('validation.text.forbidden'));

const zCountry = z
  .string({ message: REQUIRED })
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.has(code), { message: 'validation.choice' });

/** A grape variety of the blend, with its share when known (the shares add up to 100 at most). */
export const zGrape = z.object({
  variety: zText,
  percent: nullable(z.number().int().min(1).max(100)),
});
export type Grape = z.output<typeof zGrape>;

type Ctx = z.core.$RefinementCtx;

/** The sub-type belongs to the type; the grapes' shares add up to 100 at most. */
function checkWine(value: { type: WineType; subType: WineSubtype; grapes: Grape[] }, ctx: Ctx) {
  if (!(WINE_SUBTYPES[value.type] as readonly string[]).includes(value.subType))
    ctx.addIssue({ code: 'custom', path: ['subType'], message: 'validation.choice' });
  const shares = value.grapes.reduce((sum, grape) => sum + (grape.percent ?? 0), 0);
  if (shares > 100)
    ctx.addIssue({ code: 'custom', path: ['grapes'], message: 'validation.sharesOverHundred' satisfies ValidationKey });
}

/** Each aroma once; the serving temperatures in order. */
function checkAromas(
  value: { aromas: string[]; servingTemperatureMin: number | null; servingTemperatureMax: number | null },
  ctx: Ctx,
) {
  if (new Set(value.aromas).size !== value.aromas.length)
    ctx.addIssue({ code: 'custom', path: ['aromas'], message: 'validation.invalid' });
  const { servingTemperatureMin: min, servingTemperatureMax: max } = value;
  if (min !== null && max !== null && min > max)
    ctx.addIssue({ code: 'custom', path: ['servingTemperatureMax'], message: 'validation.invalid' });
}

/** Step 1, Wine: what it is and where it comes from. */
const wineShape = {
  name: zWineName,
  /** Null for a non-vintage wine. */
  vintage: nullable(zYear),
  estateId: zId,
  colour: nullable(z.enum(WINE_COLOURS)),
  type: z.enum(WINE_TYPES as [WineType, ...WineType[]], { message: REQUIRED }),
  subType: z.enum(ALL_WINE_SUBTYPES as [WineSubtype, ...WineSubtype[]], { message: REQUIRED }),
  country: zCountry,
  region: zText,
  subRegion: zText,
  appellation: optionalField(zText).transform((value) => value ?? null),
  cru: optionalField(zText).transform((value) => value ?? null),
  grapes: z.array(zGrape).max(WINE_LIMITS.grapes).default([]),
  /** The product's GTIN and SKU (spec 001: valid, and unused by another product of the account). */
  gtin: optionalField(zGtin).transform((value) => value ?? null),
  sku: optionalField(z.string().trim().min(1).max(64)).transform((value) => value ?? null),
  /** The language the wine's product title and description are written in. */
  language: z.enum(LANGUAGES).default('en'),
};
export const zWineStep = z.object(wineShape).superRefine(checkWine);

/** Step 2, Vinification. */
export const zVinificationStep = z.object({
  harvest: nullable(z.enum(HARVEST_METHODS)),
  vinification: zProse,
  ageingMaterial: nullable(z.enum(CELLAR_MATERIALS)),
  ageingMonths: nullable(z.number().int().min(0).max(WINE_LIMITS.ageingMonthsMax)),
  /** % vol; the e-label shows it beside the nutrition declaration. */
  alcohol: nullable(z.number().min(0).max(WINE_LIMITS.alcoholMax)),
  /** Grams per litre. */
  residualSugar: nullable(z.number().min(0).max(WINE_LIMITS.residualSugarMax)),
});

/** Step 3, Packaging (spec 001 section 9: 1, 2, 3, 6, 12 or 24 bottles; individual case, cardboard or wooden box). */
export const zPackagingStep = z.object({
  bottleVolumeMl: z.literal(BOTTLE_VOLUMES_ML).default(750),
  unitsPerCarton: z.literal(UNITS_PER_CARTON).default(6),
  caseType: z.enum(CASE_TYPES).default('cardboard'),
  closure: nullable(z.enum(CLOSURES)),
});

export const zMedal = z.object({
  competition: zText,
  year: zYear,
  medal: z.enum(MEDALS),
});
export type Medal = z.output<typeof zMedal>;

/** Step 4, Award: the medals the wine won. */
export const zAwardStep = z.object({ medals: z.array(zMedal).max(WINE_LIMITS.medals).default([]) });

/** Step 5, Aromatic profile. */
const aromaShape = {
  aromas: z.array(z.enum(AROMAS)).max(AROMAS.length).default([]),
  tastingNotes: zProse,
  foodPairing: zProse,
  servingTemperatureMin: nullable(
    z.number().int().min(WINE_LIMITS.servingTemperature.min).max(WINE_LIMITS.servingTemperature.max),
  ),
  servingTemperatureMax: nullable(
    z.number().int().min(WINE_LIMITS.servingTemperature.min).max(WINE_LIMITS.servingTemperature.max),
  ),
};
export const zAromaStep = z.object(aromaShape).superRefine(checkAromas);

/**
 * Step 6, Product sheet: the wine's e-label, or null for none yet. Its name on the public page is
 * the wine's (with the vintage); per 100 ml; the ingredients per language, each allergen marked.
 * Its rules are the nutrition sheet's (`sheetProblems`, errors `qrnutri.*` on `eLabel.*` paths).
 */
export const zELabel = z.object({
  nutrients: zNutrients,
  ingredients: z.object(
    Object.fromEntries(LANGUAGES.map((language) => [language, z.array(zIngredient).max(100).optional()])) as Record<
      Language,
      z.ZodOptional<z.ZodArray<typeof zIngredient>>
    >,
  ),
  defaultLanguage: z.enum(LANGUAGES),
  published: z.boolean().default(false),
});
export type ELabelFields = z.output<typeof zELabel>;
export const zSheetStep = z.object({ eLabel: zELabel.nullish().transform((value) => value ?? null) });

/** The steps in order, each with its schema: the form checks a step on Next, the server the whole. */
export const WINE_FORM_STEPS = [
  { key: 'wine', schema: zWineStep },
  { key: 'vinification', schema: zVinificationStep },
  { key: 'packaging', schema: zPackagingStep },
  { key: 'award', schema: zAwardStep },
  { key: 'aromas', schema: zAromaStep },
  { key: 'sheet', schema: zSheetStep },
] as const;
export type WineFormStep = (typeof WINE_FORM_STEPS)[number]['key'];

/** Every field of the form: what `create` and `update` take. */
export const zWineFields = z
  .object({
    ...wineShape,
    ...zVinificationStep.shape,
    ...zPackagingStep.shape,
    ...zAwardStep.shape,
    ...aromaShape,
    ...zSheetStep.shape,
  })
  .superRefine((value, ctx) => {
    checkWine(value, ctx);
    checkAromas(value, ctx);
  });
export type WineFields = z.output<typeof zWineFields>;
export type WineFieldsInput = z.input<typeof zWineFields>;

export { EU_ALLERGENS };
