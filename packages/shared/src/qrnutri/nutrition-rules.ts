import { ERRORS, type CatalogueError, type FieldIssue } from '../errors';
import { LANGUAGES } from '../constants';
import { KJ_PER_KCAL, MASS_NUTRIENTS, NUTRIENTS, type NutritionSheetFields } from './nutrition';

export interface SheetProblem {
  /** The failing field, as a dotted path of the sheet's fields. */
  path: string;
  error: CatalogueError;
}

/** Energy given in both units must agree: kJ rounded, so a few kJ or 2 % apart is the same. */
const energyAgrees = (kj: number, kcal: number) => Math.abs(kj - kcal * KJ_PER_KCAL) <= Math.max(3, kj * 0.02);

/**
 * The rules of a nutrition sheet beyond its shape (docs/qrnutri.md), each a catalogue error on
 * the field it is about; a wine's e-label (of kind `wine`) follows them too. The server refuses a sheet with any; the form shows them on its fields.
 */
export function sheetProblems(sheet: Omit<NutritionSheetFields, 'kind'>): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const { nutrients } = sheet;
  for (const nutrient of NUTRIENTS)
    if (nutrients[nutrient] < 0) problems.push({ path: `nutrients.${nutrient}`, error: ERRORS.qrnutri.negativeValue });
  for (const nutrient of MASS_NUTRIENTS)
    if (nutrients[nutrient] > 100) problems.push({ path: `nutrients.${nutrient}`, error: ERRORS.qrnutri.aboveHundred });
  if (nutrients.saturates > nutrients.fat)
    problems.push({ path: 'nutrients.saturates', error: ERRORS.qrnutri.saturatesAboveFat });
  if (nutrients.sugars > nutrients.carbohydrate)
    problems.push({ path: 'nutrients.sugars', error: ERRORS.qrnutri.sugarsAboveCarbohydrate });
  if (nutrients.energyKj >= 0 && nutrients.energyKcal >= 0 && !energyAgrees(nutrients.energyKj, nutrients.energyKcal))
    problems.push({ path: 'nutrients.energyKcal', error: ERRORS.qrnutri.energyMismatch });
  if (sheet.portion && sheet.portion.size <= 0)
    problems.push({ path: 'portion.size', error: ERRORS.qrnutri.portionInvalid });
  const written = LANGUAGES.filter((language) => sheet.texts[language]);
  if (written.length === 0) problems.push({ path: 'texts', error: ERRORS.qrnutri.noLanguage });
  else if (!sheet.texts[sheet.defaultLanguage])
    problems.push({ path: 'defaultLanguage', error: ERRORS.qrnutri.defaultLanguageMissing });
  for (const language of written)
    if (sheet.texts[language]!.ingredients.length === 0)
      problems.push({ path: `texts.${language}.ingredients`, error: ERRORS.qrnutri.ingredientsMissing });
  return problems;
}

/** A problem as a field issue: its message is the catalogue error's (`errors.<key>`). */
export const problemIssue = (problem: SheetProblem): FieldIssue => ({
  path: problem.path,
  key: `errors.${problem.error.key}`,
});
