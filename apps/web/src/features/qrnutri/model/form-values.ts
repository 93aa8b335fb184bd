import { z } from 'zod';
import { LANGUAGES, zId, type Language, type ValidationKey } from '@seal/shared';
import {
  sheetLanguages,
  zNutritionSheetFields,
  zSheetText,
  type NutritionSheet,
  type NutritionSheetFields,
} from '@seal/shared/contract/qrnutri';

/**
 * The form holds the sheet's fields plus the languages it is written in (a tab each); texts of a
 * language taken off are dropped on submit, and a portion left blank is none.
 */
export interface SheetFormValues extends Omit<NutritionSheetFields, 'portion'> {
  productId?: string;
  languages: Language[];
  portion: { size?: number | null; label?: string } | null;
}

const listEmpty: { error: ValidationKey } = { error: 'validation.listEmpty' };

const zFormText = zSheetText.extend({ ingredients: zSheetText.shape.ingredients.min(1, listEmpty) });

function toFields(raw: unknown) {
  const values = (raw ?? {}) as Partial<SheetFormValues> & { texts?: Record<string, unknown> };
  const languages = values.languages ?? [];
  const portion = values.portion;
  return {
    ...values,
    portion: portion && (portion.size != null || portion.label) ? portion : null,
    texts: Object.fromEntries(
      languages.map((language) => [language, values.texts?.[language] ?? { name: '', ingredients: [] }]),
    ),
  };
}

const zFormFields = zNutritionSheetFields.extend({
  languages: z.array(z.enum(LANGUAGES)).min(1, listEmpty),
  texts: z.object(
    Object.fromEntries(LANGUAGES.map((language) => [language, zFormText.optional()])) as Record<
      Language,
      z.ZodOptional<typeof zFormText>
    >,
  ),
});

/** The form's schema: the shared sheet fields, and the product when the sheet is new. */
export const sheetFormSchema = (isNew: boolean) =>
  z.preprocess(toFields, isNew ? zFormFields.extend({ productId: zId }) : zFormFields);

export type SheetFormOutput = z.output<typeof zFormFields> & { productId?: string };

/** The values the server takes, from the form's parsed output. */
export function fieldsOfForm(values: SheetFormOutput): NutritionSheetFields {
  const { kind, basis, nutrients, portion, defaultLanguage, texts } = values;
  return { kind, basis, nutrients, portion, defaultLanguage, texts };
}

/** A new sheet: per 100 g, written in the console's language, no ingredient yet. */
export function newSheetValues(language: Language): Partial<SheetFormValues> {
  return {
    kind: 'food',
    basis: '100g',
    defaultLanguage: language,
    languages: [language],
    portion: null,
    texts: { [language]: { name: '', ingredients: [{ text: '', allergen: null }] } },
  };
}

export function sheetValues(sheet: NutritionSheet): Partial<SheetFormValues> {
  return {
    kind: sheet.kind,
    basis: sheet.basis,
    nutrients: sheet.nutrients,
    portion: sheet.portion,
    defaultLanguage: sheet.defaultLanguage,
    languages: sheetLanguages(sheet.texts),
    texts: sheet.texts,
  };
}
