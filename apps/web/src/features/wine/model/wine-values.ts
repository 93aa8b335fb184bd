import { z } from 'zod';
import { LANGUAGES, wine, type Language } from '@seal/shared';
import type { WineInput } from '../api/save-wine';

/** The form's values: the contract's fields, and whether the wine has an e-label (step 6's switch). */
export type WineFormValues = Record<string, unknown>;

const emptyIngredients = () => Object.fromEntries(LANGUAGES.map((language) => [language, []])) as Record<Language, []>;

/** A blank e-label: every nutrient at 0 (a dry wine declares little more than its energy). */
export function blankELabel(language: Language): wine.ELabelFields {
  return {
    nutrients: {
      energyKj: 0,
      energyKcal: 0,
      fat: 0,
      saturates: 0,
      carbohydrate: 0,
      sugars: 0,
      protein: 0,
      salt: 0,
    },
    ingredients: emptyIngredients(),
    defaultLanguage: language,
    published: false,
  };
}

/** The wine form's starting values: the wine edited, or a blank still red in a 6-bottle cardboard box. */
export function wineFormValues(record: wine.Wine | undefined, language: Language): WineFormValues {
  if (!record)
    return {
      name: '',
      vintage: null,
      colour: 'red',
      type: 'still',
      subType: 'dry',
      grapes: [],
      language,
      bottleVolumeMl: 750,
      unitsPerCarton: 6,
      caseType: 'cardboard',
      medals: [],
      aromas: [],
      hasELabel: false,
      eLabel: blankELabel(language),
    };
  const { id: _id, productId: _p, estateName: _e, eLabelState: _s, createdAt: _c, updatedAt: _u, ...fields } = record;
  const eLabel = fields.eLabel
    ? { ...fields.eLabel, ingredients: { ...emptyIngredients(), ...fields.eLabel.ingredients } }
    : blankELabel(fields.language);
  return { ...fields, hasELabel: Boolean(fields.eLabel), eLabel };
}

/**
 * Step 6's rules: none without an e-label; with one, the contract's e-label (its issues on
 * `eLabel.*`, where the fields are).
 */
export const zSheetFormStep = z
  .object({ hasELabel: z.boolean().default(false), eLabel: z.unknown() })
  .superRefine((value, ctx) => {
    if (!value.hasELabel) return;
    const checked = wine.zELabel.safeParse(value.eLabel);
    if (checked.success) return;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', path: ['eLabel', ...issue.path], message: issue.message });
  });

/** The form's steps in order with their rules (the sixth checks the e-label only when there is one). */
export const WINE_STEPS = wine.WINE_FORM_STEPS.map((step) =>
  step.key === 'sheet' ? { key: step.key, schema: zSheetFormStep } : { key: step.key, schema: step.schema },
);

/**
 * What the server is sent: the contract's fields, the e-label null when the wine has none, and
 * the e-label's ingredients of the languages it is written in only.
 */
export function wineInputOf(values: WineFormValues): WineInput {
  const { hasELabel, eLabel, ...fields } = values;
  const label = eLabel as wine.ELabelFields | undefined;
  if (!hasELabel || !label) return { ...fields, eLabel: null } as WineInput;
  const ingredients = Object.fromEntries(
    Object.entries(label.ingredients).filter(([, list]) => list && list.length > 0),
  ) as wine.ELabelFields['ingredients'];
  return { ...fields, eLabel: { ...label, ingredients } } as WineInput;
}
