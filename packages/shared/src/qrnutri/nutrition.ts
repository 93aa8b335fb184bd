import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants';

/**
 * The contents of an EU food e-label (Regulation (EU) 1169/2011, article 30 and annex XV): the
 * mandatory nutrition declaration per 100 g or 100 ml, an optional portion, and the ingredients in
 * descending order of weight with the 14 allergens of annex II emphasised. The wine e-label
 * (Regulation (EU) 2021/2117) is the same sheet of kind `wine`, written in the wine form
 * (contract/wine.ts); the nutritional QR code's screens make `food` sheets.
 */
export const NUTRITION_SHEET_KINDS = ['food', 'wine'] as const;
export type NutritionSheetKind = (typeof NUTRITION_SHEET_KINDS)[number];

/** The quantity the declaration is given for. */
export const NUTRITION_BASES = ['100g', '100ml'] as const;
export type NutritionBasis = (typeof NUTRITION_BASES)[number];

/** The 14 substances of annex II, in its order. */
export const EU_ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof EU_ALLERGENS)[number];

/** The declaration's lines, in the order of annex XV. */
export const NUTRIENTS = [
  'energyKj',
  'energyKcal',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'protein',
  'salt',
] as const;
export type Nutrient = (typeof NUTRIENTS)[number];
/** The lines given in grams (the others are energy). */
export const MASS_NUTRIENTS = ['fat', 'saturates', 'carbohydrate', 'sugars', 'protein', 'salt'] as const;

export const NUTRITION_LIMITS = {
  name: 200,
  ingredient: 200,
  ingredients: 100,
  portionLabel: 60,
  /** Grams or millilitres of a portion. */
  portionSize: 10_000,
  /** Far above any real food (pure fat is 3,700 kJ): only a bound on the number's size. */
  energyKj: 10_000,
  energyKcal: 2_500,
} as const;

/** kJ per kcal (annex XIV). */
export const KJ_PER_KCAL = 4.184;

/**
 * Numbers of the declaration. Their rules (not negative, saturates within fat...) are the
 * catalogue's (nutrition-rules.ts), so that the form and the API tell them in the same words.
 */
const zAmount = (max: number) => z.number().finite().max(max);
export const zNutrients = z.object({
  energyKj: zAmount(NUTRITION_LIMITS.energyKj),
  energyKcal: zAmount(NUTRITION_LIMITS.energyKcal),
  fat: zAmount(1000),
  saturates: zAmount(1000),
  carbohydrate: zAmount(1000),
  sugars: zAmount(1000),
  protein: zAmount(1000),
  salt: zAmount(1000),
});
export type Nutrients = z.infer<typeof zNutrients>;

/** One ingredient as printed; `allergen` names the annex II substance it is, to be emphasised. */
export const zIngredient = z.object({
  text: z.string().trim().min(1).max(NUTRITION_LIMITS.ingredient),
  allergen: z.enum(EU_ALLERGENS).nullable().default(null),
});
export type Ingredient = z.output<typeof zIngredient>;

/** The sheet in one language: the food's name and its ingredients, heaviest first. */
export const zSheetText = z.object({
  name: z.string().trim().min(1).max(NUTRITION_LIMITS.name),
  ingredients: z.array(zIngredient).max(NUTRITION_LIMITS.ingredients),
});
export type SheetText = z.output<typeof zSheetText>;

export const zSheetTexts = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, zSheetText.optional()])) as Record<
    Language,
    z.ZodOptional<typeof zSheetText>
  >,
);
export type SheetTexts = Partial<Record<Language, SheetText>>;

export const zPortion = z.object({
  size: z.number().finite().max(NUTRITION_LIMITS.portionSize),
  label: z.string().trim().max(NUTRITION_LIMITS.portionLabel).default(''),
});
export type Portion = z.output<typeof zPortion>;

/** What a user fills in: the same for a new sheet and an edited one. */
export const zNutritionSheetFields = z.object({
  /** The nutritional QR code writes food sheets; a wine's e-label is written with its wine. */
  kind: z.literal('food').default('food'),
  basis: z.enum(NUTRITION_BASES),
  nutrients: zNutrients,
  portion: zPortion.nullable().default(null),
  defaultLanguage: z.enum(LANGUAGES),
  texts: zSheetTexts,
});
export type NutritionSheetFields = z.output<typeof zNutritionSheetFields>;
export type NutritionSheetFieldsInput = z.input<typeof zNutritionSheetFields>;

/** The languages a sheet is written in, in the order of LANGUAGES. */
export const sheetLanguages = (texts: SheetTexts): Language[] => LANGUAGES.filter((language) => texts[language]);
