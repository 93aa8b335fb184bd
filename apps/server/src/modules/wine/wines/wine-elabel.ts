import { AppError, LANGUAGES } from '@seal/shared';
import { problemIssue, sheetProblems, type SheetProblem, type SheetTexts } from '@seal/shared/contract/qrnutri';
import type { ELabelFields, WineELabelState } from '@seal/shared/contract/wine';
import type { SessionCallContext } from '../../../rpc/context';
import { newPublicId, publicPageUrl } from '../../qrnutri/public-id';
import * as repo from './wine-elabel.repository';
import type { SheetRecord } from './wines.repository';

/*
 * A wine's e-label (docs/wine.md "E-label"): its product's nutrition sheet of kind `wine`, per
 * 100 ml, named in every language as the wine's product is titled (name and vintage). It follows
 * the nutrition sheet's rules (qrnutri.*), told on the wine form's `eLabel.*` fields.
 */

export interface WineSheetFields {
  kind: 'wine';
  basis: '100ml';
  nutrients: ELabelFields['nutrients'];
  portion: null;
  defaultLanguage: ELabelFields['defaultLanguage'];
  texts: SheetTexts;
  published: boolean;
}

/** The sheet written from the form's e-label: a language is written when its ingredients are given. */
export function wineSheetFields(eLabel: ELabelFields, title: string): WineSheetFields {
  const texts: SheetTexts = {};
  for (const language of LANGUAGES) {
    const ingredients = eLabel.ingredients[language];
    if (ingredients) texts[language] = { name: title, ingredients };
  }
  return {
    kind: 'wine',
    basis: '100ml',
    nutrients: eLabel.nutrients,
    portion: null,
    defaultLanguage: eLabel.defaultLanguage,
    texts,
    published: eLabel.published,
  };
}

/** A sheet rule's path as the wine form names it (`texts.fr.ingredients` is `eLabel.ingredients.fr`). */
function formPath(path: string): string {
  if (path === 'texts') return 'eLabel.ingredients';
  const ingredients = /^texts\.(\w+)\.ingredients$/.exec(path);
  return ingredients ? `eLabel.ingredients.${ingredients[1]}` : `eLabel.${path}`;
}

/** Refuses an e-label breaking a rule: the first rule's error, every failing field in `fields`. */
export function checkELabel(fields: WineSheetFields) {
  const problems: SheetProblem[] = sheetProblems(fields).map((problem) => ({
    ...problem,
    path: formPath(problem.path),
  }));
  if (problems.length > 0)
    throw new AppError(problems[0]!.error, { field: problems[0]!.path }, problems.map(problemIssue));
}

/** The e-label as the wine form edits it. */
export function eLabelOf(sheet: SheetRecord): ELabelFields {
  const ingredients: ELabelFields['ingredients'] = {};
  for (const language of LANGUAGES) {
    const text = sheet.texts[language];
    if (text) ingredients[language] = text.ingredients;
  }
  return {
    nutrients: sheet.nutrients,
    ingredients,
    defaultLanguage: sheet.defaultLanguage,
    published: sheet.published,
  };
}

export const eLabelState = (publicUrl: string, sheet: SheetRecord | null): WineELabelState | null =>
  sheet ? { sheetId: sheet.id, published: sheet.published, publicUrl: publicPageUrl(publicUrl, sheet.publicId) } : null;

/** Writes, rewrites or removes the wine product's e-label to match the form (`had`: it had one). */
export async function saveELabel(
  ctx: SessionCallContext,
  productId: string,
  eLabel: ELabelFields | null,
  title: string,
  had: boolean,
) {
  const { accountId, userId } = ctx.session;
  if (!eLabel) {
    if (had) await repo.deleteWineSheet(ctx.db, accountId, productId);
    return;
  }
  const fields = wineSheetFields(eLabel, title);
  checkELabel(fields);
  if (had) await repo.updateWineSheet(ctx.db, accountId, productId, fields);
  else
    await repo.insertWineSheet(ctx.db, { ...fields, accountId, productId, publicId: newPublicId(), createdBy: userId });
}
