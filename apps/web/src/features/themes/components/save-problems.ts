import type { TFunction } from 'i18next';
import { ERRORS, type FieldIssue } from '@seal/shared';
import { isAppError } from '../../../api/app-error';
import { errorMessage, validationMessage } from '../../../api/error-message';

/**
 * A failed save said in words: the title's error goes on the title, a page's errors name the
 * language, the block (by position, columns included) and the field, so nothing is refused
 * without the user seeing where.
 */
export interface SaveProblems {
  title?: string | undefined;
  pages: string[];
}

/** `content.2.props.column1.0.props.href` in the page of `fr` -> "FR · block 3 · column 1 · block 1 · Link". */
export function describeIssue(language: string, issue: FieldIssue, t: TFunction): string {
  const parts = issue.path.split('.');
  const words = [language.toUpperCase()];
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index]!;
    const next = parts[index + 1];
    if ((part === 'content' || /^column\d$/.test(part)) && next !== undefined && /^\d+$/.test(next)) {
      if (part !== 'content') words.push(t('fields.column', { index: Number(part.slice(6)) }));
      words.push(t('editor.block', { index: Number(next) + 1 }));
      index += 1;
    } else if (part === 'root') {
      words.push(t('editor.page'));
    } else if (part !== 'props' && !/^\d+$/.test(part)) {
      words.push(t(`fields.${part}`, { defaultValue: t(`style.${part}`, { defaultValue: part }) }));
    }
  }
  return `${words.join(' · ')}: ${validationMessage(issue.key, issue.params)}`;
}

/** The server's refusal: the title's, the pages' (`pages.<language>.…`), or a toast for the rest. */
export function serverProblems(error: unknown, t: TFunction): SaveProblems | null {
  if (!isAppError(error)) return null;
  if (error.is(ERRORS.theme.titleUsed)) return { title: errorMessage(error), pages: [] };
  if (error.fields.length === 0) return null;
  const problems: SaveProblems = { pages: [] };
  for (const issue of error.fields) {
    const [head, language, ...rest] = issue.path.split('.');
    if (head === 'title') problems.title = validationMessage(issue.key, issue.params);
    else if (head === 'pages' && language)
      problems.pages.push(describeIssue(language, { ...issue, path: rest.join('.') }, t));
    else problems.pages.push(validationMessage(issue.key, issue.params));
  }
  return problems;
}
