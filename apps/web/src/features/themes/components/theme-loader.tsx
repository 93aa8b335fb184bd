import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { themes } from '@seal/shared';
import { errorMessage } from '../../../api/error-message';
import { PageTitle } from '../../../components/page-title';
import { useTheme } from '../api/use-theme';
import { LegacyThemeView } from './legacy-theme-view';
import { editPath } from './theme-actions';

export const THEMES_LIST = '/products/themes';

type EditableTheme<M extends themes.ThemeMode> = Extract<themes.ThemeDetail, { mode: M; legacy: false }>;

/**
 * The theme an edit route names (`?id=`), for the editor of its mode. An old-version theme shows
 * read-only with its message; a theme of the other mode points to its editor.
 */
export function ThemeLoader<M extends themes.ThemeMode>({
  mode,
  children,
}: {
  mode: M;
  children: (theme: EditableTheme<M>) => ReactNode;
}) {
  const { t } = useTranslation('themes');
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const theme = useTheme(id);
  const back = <Button onClick={() => void navigate(THEMES_LIST)}>{t('routes.prodThemes')}</Button>;

  if (!id || theme.isError)
    return <Result status="warning" title={id ? errorMessage(theme.error) : t('editor.noTheme')} extra={back} />;
  if (theme.isPending) return <Spin />;
  const detail = theme.data;
  if (detail.legacy)
    return (
      <>
        <PageTitle extra={back}>{detail.title}</PageTitle>
        <LegacyThemeView sections={detail.sections} />
      </>
    );
  if (detail.mode !== mode)
    return (
      <Result
        status="info"
        title={t('editor.otherMode')}
        extra={
          <Button type="primary" onClick={() => void navigate(editPath(detail), { replace: true })}>
            {t('list.edit')}
          </Button>
        }
      />
    );
  return <>{children(detail as EditableTheme<M>)}</>;
}
