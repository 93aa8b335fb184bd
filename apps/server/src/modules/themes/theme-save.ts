import { randomUUID } from 'node:crypto';
import { AppError, ERRORS, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/themes';
import type { ThemeMode } from '@seal/shared/contract/themes';
import type { ExpertPage, TemplateSection, ThemeDocument, ThemeLanguage } from '@seal/shared/themes/document';
import type { SessionCallContext } from '../../rpc/context';
import {
  checkEditable,
  checkTitle,
  editorSections,
  expertSections,
  keptPages,
  withTitleError,
  type ThemeHeader,
} from './theme-rules';
import { ownedTheme, themeDetail } from './themes.service';
import * as repo from './themes.repository';

type In<C> = ParsedInputOf<C>;
type EditorInput = ThemeHeader & { pages: Partial<Record<ThemeLanguage, ThemeDocument>> };
type ExpertInput = ThemeHeader & { pages: Partial<Record<ThemeLanguage, ExpertPage>> };
type SaveInput = { mode: 'editor'; input: EditorInput } | { mode: 'expert'; input: ExpertInput };

/** The sections a save stores, after the rules of its mode. */
function sectionsOf(ctx: SessionCallContext, save: SaveInput): Promise<TemplateSection[]> {
  const { accountId } = ctx.session;
  return save.mode === 'editor'
    ? editorSections(ctx.db, accountId, keptPages(save.input, save.input.pages))
    : expertSections(ctx.db, accountId, keptPages(save.input, save.input.pages));
}

/** What the action log keeps of a theme (its pages are in the logged input). */
const summary = (theme: { title: string; language: string; multilingual: boolean; mode: ThemeMode }) => ({
  title: theme.title,
  language: theme.language,
  multilingual: theme.multilingual,
  mode: theme.mode,
});

async function insertTheme(ctx: SessionCallContext, header: ThemeHeader, mode: ThemeMode, sections: TemplateSection[]) {
  const { accountId, userId } = ctx.session;
  await checkTitle(ctx.db, accountId, header.title);
  const id = randomUUID();
  const row = await withTitleError(header.title, () =>
    repo.insertTheme(ctx.db, { id, accountId, ...header, mode, createdBy: userId }),
  );
  await repo.replaceSections(ctx.db, accountId, id, sections);
  ctx.audit({ targetId: id, after: summary(row) });
  return themeDetail(ctx, row);
}

export async function createTheme(ctx: SessionCallContext, save: SaveInput) {
  const sections = await sectionsOf(ctx, save);
  return insertTheme(ctx, save.input, save.mode, sections);
}

export async function updateTheme(ctx: SessionCallContext, themeId: string, save: SaveInput) {
  const { accountId } = ctx.session;
  const before = await ownedTheme(ctx, themeId);
  checkEditable(before, save.mode);
  const sections = await sectionsOf(ctx, save);
  const { title, language, multilingual } = save.input;
  await checkTitle(ctx.db, accountId, title, themeId);
  const row = await withTitleError(title, () =>
    repo.updateThemeHeader(ctx.db, accountId, themeId, { title, language, multilingual }),
  );
  await repo.replaceSections(ctx.db, accountId, themeId, sections);
  ctx.audit({ targetId: themeId, before: summary(before), after: summary(row) });
  return themeDetail(ctx, row);
}

/**
 * A copy of a theme under a new title, with its pages as they are. Copying an expert theme
 * writes HTML, so it needs the expert's right too; an old theme is not copied (it is recreated).
 */
export async function duplicateTheme(ctx: SessionCallContext, { themeId, title }: In<typeof contract.duplicate>) {
  const source = await ownedTheme(ctx, themeId);
  if (source.mode === 'expert' && ctx.session.rights['prod.theme_expert_create'] !== true)
    throw new AppError(ERRORS.common.forbidden, { right: 'prod.theme_expert_create' });
  if (source.legacy) throw new AppError(ERRORS.theme.legacyReadOnly);
  const sections = await repo.sectionsOf(ctx.db, ctx.session.accountId, themeId);
  const header = { title, language: source.language, multilingual: source.multilingual };
  return insertTheme(ctx, header, source.mode, sections);
}
