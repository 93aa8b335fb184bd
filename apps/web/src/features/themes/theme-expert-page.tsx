import { useRef, useState } from 'react';
import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Row, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { themes } from '@seal/shared';
import type { ExpertPage, ThemeLanguage } from '@seal/shared/themes/document';
import { showError } from '../../api/error-message';
import { notify } from '../../api/notify';
import { PageTitle } from '../../components/page-title';
import { currentLanguage } from '../../i18n';
import { useCreateExpertTheme } from './api/create-expert-theme';
import { useUpdateExpertTheme } from './api/update-expert-theme';
import { serverProblems, type SaveProblems } from './components/save-problems';
import { THEMES_LIST, ThemeLoader } from './components/theme-loader';
import { ThemeHeader } from './components/theme-header';
import { useLeaveGuard } from './components/use-leave-guard';
import { useThemeDraft, type ThemeDraft } from './components/use-theme-draft';
import { CodeEditor, type CodeEditorHandle } from './expert/code-editor';
import { ExpertPreview } from './expert/expert-preview';
import { PlaceholderMenu } from './expert/placeholder-menu';

type ExpertTheme = Extract<themes.ThemeDetail, { mode: 'expert'; legacy: false }>;

const emptyPage = (): ExpertPage => ({ html: '', css: '' });
const EXPERT_PAGE = { copy: (page: ExpertPage) => ({ ...page }), empty: emptyPage };

function initialDraft(theme: ExpertTheme | undefined): ThemeDraft<ExpertPage> {
  if (!theme) {
    const language = currentLanguage() as ThemeLanguage;
    return { header: { title: '', language, multilingual: false }, pages: { [language]: emptyPage() } };
  }
  const pages = { ...theme.pages };
  if (!pages[theme.language]) pages[theme.language] = emptyPage();
  return { header: { title: theme.title, language: theme.language, multilingual: theme.multilingual }, pages };
}

/** The expert mode on a new theme or a stored one: HTML and CSS per language, the live preview. */
function ThemeExpertForm({ theme }: { theme?: ExpertTheme }) {
  const { t } = useTranslation('themes');
  const navigate = useNavigate();
  const [initial] = useState(() => initialDraft(theme));
  const draft = useThemeDraft<ExpertPage>(initial, EXPERT_PAGE);
  const { holder, confirmLeave } = useLeaveGuard(draft.dirty);
  const [problems, setProblems] = useState<SaveProblems>({ pages: [] });
  const [tab, setTab] = useState<'html' | 'css'>('html');
  const editors = { html: useRef<CodeEditorHandle>(null), css: useRef<CodeEditorHandle>(null) };
  const create = useCreateExpertTheme();
  const update = useUpdateExpertTheme();
  const language = draft.editing;
  const page = draft.draft.pages[language] ?? emptyPage();

  const save = async () => {
    const { header } = draft.draft;
    if (header.title.trim() === '') return setProblems({ title: t('editor.titleRequired'), pages: [] });
    setProblems({ pages: [] });
    const input = { ...header, title: header.title.trim(), pages: draft.pagesToSave };
    try {
      const saved = theme ? await update.mutateAsync({ themeId: theme.id, ...input }) : await create.mutateAsync(input);
      draft.markSaved();
      notify.success(t('editor.saved'));
      if (!theme) void navigate(`/products/themes/edit/expert?id=${saved.id}`, { replace: true });
    } catch (error) {
      const refused = serverProblems(error, t);
      if (refused) setProblems(refused);
      else showError(error);
    }
  };

  const editor = (kind: 'html' | 'css') => (
    <CodeEditor
      key={`${language}-${kind}`}
      ref={editors[kind]}
      language={kind}
      value={page[kind]}
      onChange={(value) => draft.setPage(language, { ...(draft.draft.pages[language] ?? emptyPage()), [kind]: value })}
      label={`${t(`expert.${kind}`)} (${language.toUpperCase()})`}
      testId={`expert-${kind}`}
    />
  );

  return (
    <>
      {holder}
      <PageTitle
        extra={
          <Flex gap="small">
            <Button onClick={() => confirmLeave(() => void navigate(THEMES_LIST))} data-testid="theme-cancel">
              {t('editor.cancel')}
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={create.isPending || update.isPending}
              onClick={() => void save()}
              data-testid="theme-save"
            >
              {t('editor.save')}
            </Button>
          </Flex>
        }
      >
        {theme ? theme.title : t('routes.prodThemeNewExpert')}
      </PageTitle>
      <Flex vertical gap="middle">
        <ThemeHeader
          values={draft.draft.header}
          onChange={draft.setHeader}
          titleError={problems.title}
          editing={language}
          onEditing={draft.setEditing}
          languagesWithPage={Object.keys(draft.draft.pages) as ThemeLanguage[]}
        />
        {problems.pages.length > 0 && (
          <Alert type="error" showIcon message={t('editor.pageProblems')} description={problems.pages.join(' ')} />
        )}
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Tabs
              activeKey={tab}
              onChange={(key) => setTab(key as 'html' | 'css')}
              tabBarExtraContent={
                tab === 'html' && <PlaceholderMenu onInsert={(text) => editors.html.current?.insert(text)} />
              }
              items={[
                { key: 'html', label: t('expert.html'), children: editor('html') },
                { key: 'css', label: t('expert.css'), children: editor('css') },
              ]}
            />
          </Col>
          <Col xs={24} xl={12}>
            <ExpertPreview page={page} language={language} />
          </Col>
        </Row>
      </Flex>
    </>
  );
}

/** /products/themes/new/expert and /products/themes/edit/expert?id=: a theme in HTML and CSS. */
export default function ThemeExpertPage() {
  const id = useSearchParams()[0].get('id');
  if (!id) return <ThemeExpertForm key="new" />;
  return <ThemeLoader mode="expert">{(theme) => <ThemeExpertForm key={theme.id} theme={theme} />}</ThemeLoader>;
}
