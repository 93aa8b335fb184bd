import type { TFunction } from 'i18next';
import type { products } from '@seal/shared';
import { LANGUAGES } from '@seal/shared/constants';
import { productCsvColumn } from '@seal/shared/products/csv-columns';

/** The per-language columns (`title_fr`) and the label each takes, with the language's name. */
const PER_LANGUAGE: Record<string, string> = {
  title: 'fields.titleIn',
  description: 'fields.descriptionIn',
  redirect_url: 'fields.redirectUrl',
};

/**
 * A CSV column as the wizard names its field, in the user's language: `validity_days` ->
 * "Validity (days)", `title_fr` -> "Title (Français)". An unknown name is shown as written.
 */
export function columnLabel(t: TFunction, column: string): string {
  const known = productCsvColumn(column);
  if (!known) return column;
  const match = /^(.+)_([a-z]{2})$/.exec(known.name);
  if (match && PER_LANGUAGE[match[1]!] && LANGUAGES.includes(match[2] as never))
    return t(PER_LANGUAGE[match[1]!]!, { language: t(`languages.${match[2]}`) });
  return t(`fields.${known.path}`, { defaultValue: column });
}

/** An issue of a CSV row in words: a validation key as the form says it, else its catalogue message. */
export function issueMessage(t: TFunction, issue: products.ImportIssue): string {
  if (issue.key.startsWith('validation.'))
    return t(issue.key, { ...issue.params, defaultValue: t('validation.invalid') });
  return t(`errors.${issue.key}`, { ...issue.params, defaultValue: t('validation.invalid') });
}
