import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import type { Data } from '@puckeditor/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toFieldIssues, type themes } from '@seal/shared';
import type { ThemeDocument, ThemeLanguage } from '@seal/shared/themes/document';
import { showError } from '../../api/error-message';
import { notify } from '../../api/notify';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { currentLanguage } from '../../i18n';
import { useCreateTheme } from './api/create-theme';
import { useUpdateTheme } from './api/update-theme';
import { describeIssue, serverProblems, type SaveProblems } from './components/save-problems';
import { THEMES_LIST, ThemeLoader } from './components/theme-loader';
import { ThemeHeader } from './components/theme-header';
import { useLeaveGuard } from './components/use-leave-guard';
import { useThemeDraft, type ThemeDraft } from './components/use-theme-draft';
import { toEditorData, toThemeDocument } from './editor/document-conversion';
import { PageEditor } from './editor/page-editor';

type EditorTheme = Extract<themes.ThemeDetail, { mode: 'editor'; legacy: false }>;

const emptyPage = (): Data => ({ root: { props: {} }, content: [] });
const EDITOR_PAGE = { copy: (page: Data) => structuredClone(page), empty: emptyPage };

function initialDraft(theme: EditorTheme | undefined): ThemeDraft<Data> {
  if (!theme) {
    const language = currentLanguage() as ThemeLanguage;
    return { header: { title: '', language, multilingual: false }, pages: { [language]: emptyPage() } };
  }
  const pages: ThemeDraft<Data>['pages'] = {};
  for (const [language, page] of Object.entries(theme.pages)) pages[language as ThemeLanguage] = toEditorData(page);
  if (!pages[theme.language]) pages[theme.language] = emptyPage();
  return { header: { title: theme.title, language: theme.language, multilingual: theme.multilingual }, pages };
}

/** The page editor on a new theme or a stored one: header, language switcher, Puck, save. */
function ThemeEditorForm({ theme }: { theme?: EditorTheme }) {
  const { t } = useTranslation('themes');
  const navigate = useNavigate();
  const rights = useRights();
  const initial = useMemo(() => initialDraft(theme), [theme]);
  const draft = useThemeDraft<Data>(initial, EDITOR_PAGE);
  const { holder, confirmLeave } = useLeaveGuard(draft.dirty);
  const [problems, setProblems] = useState<SaveProblems>({ pages: [] });
  const create = useCreateTheme();
  const update = useUpdateTheme();
  const { setPage } = draft;
  const change = useCallback((language: ThemeLanguage, data: Data) => setPage(language, data), [setPage]);

  const save = async () => {
    const { header } = draft.draft;
    const found: SaveProblems = { pages: [] };
    if (header.title.trim() === '') found.title = t('editor.titleRequired');
    const pages: Partial<Record<ThemeLanguage, ThemeDocument>> = {};
    for (const [language, data] of Object.entries(draft.pagesToSave)) {
      const checked = toThemeDocument(data);
      if (checked.success) pages[language as ThemeLanguage] = checked.data;
      else found.pages.push(...toFieldIssues(checked.error.issues).map((issue) => describeIssue(language, issue, t)));
    }
    setProblems(found);
    if (found.title || found.pages.length > 0) return;
    const input = { ...header, title: header.title.trim(), pages };
    try {
      const saved = theme ? await update.mutateAsync({ themeId: theme.id, ...input }) : await create.mutateAsync(input);
      draft.markSaved();
      notify.success(t('editor.saved'));
      if (!theme) void navigate(`/products/themes/edit?id=${saved.id}`, { replace: true });
    } catch (error) {
      const refused = serverProblems(error, t);
      if (refused) setProblems(refused);
      else showError(error);
    }
  };

  return (
    <>
      {holder}
      <PageTitle
        extra={
          <Button onClick={() => confirmLeave(() => void navigate(THEMES_LIST))} data-testid="theme-cancel">
            {t('editor.cancel')}
          </Button>
        }
      >
        {theme ? theme.title : t('routes.prodThemeNew')}
      </PageTitle>
      <Flex vertical gap="middle">
        <ThemeHeader
          values={draft.draft.header}
          onChange={draft.setHeader}
          titleError={problems.title}
          editing={draft.editing}
          onEditing={draft.setEditing}
          languagesWithPage={Object.keys(draft.draft.pages) as ThemeLanguage[]}
        />
        {problems.pages.length > 0 && (
          <Alert
            type="error"
            showIcon
            message={t('editor.pageProblems')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {problems.pages.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            }
            data-testid="theme-problems"
          />
        )}
        <PageEditor
          key={`${draft.editing}-${draft.draft.header.language}-${draft.draft.header.multilingual}`}
          language={draft.editing}
          // Puck reads its data once, when it opens (a new key: another language's page, as left).
          initialData={draft.draft.pages[draft.editing] ?? emptyPage()}
          onChange={change}
          onSave={() => void save()}
          saving={create.isPending || update.isPending}
          canUpload={Boolean(rights['prod.create'] || rights['prod.edit'])}
        />
      </Flex>
    </>
  );
}

/** /products/themes/new and /products/themes/edit?id=: the drag-and-drop page editor. */
export default function ThemeEditorPage() {
  const id = useSearchParams()[0].get('id');
  if (!id) return <ThemeEditorForm key="new" />;
  return <ThemeLoader mode="editor">{(theme) => <ThemeEditorForm key={theme.id} theme={theme} />}</ThemeLoader>;
}
