import { Button, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { themes } from '@seal/shared';
import { useRights } from '../../../api/session';
import { currentLanguage } from '../../../i18n';
import type { ResourceColumns } from '../../../components/resource-table/fit-columns';
import { editPath, ProductsUsing, ThemeActions } from './theme-actions';
import { ThemeThumbnail } from './theme-thumbnail';

type Row = themes.ThemeRow;

const formatDate = (value: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

/** The columns of the themes list: sort and the mode filter run on the server (themeModel.list). */
export function useThemeColumns(openLegacy: (row: Row) => void): ResourceColumns<Row> {
  const { t } = useTranslation('themes');
  const rights = useRights();
  const language = currentLanguage();
  const canEdit = (row: Row) => (row.mode === 'expert' ? rights['prod.theme_expert_edit'] : rights['prod.theme_edit']);
  return [
    {
      key: 'preview',
      priority: 2,
      title: t('list.preview'),
      width: 56,
      render: (_, row) => <ThemeThumbnail row={row} />,
    },
    {
      key: 'title',
      priority: 1,
      title: t('fields.title'),
      sorter: true,
      render: (_, row) => (
        <>
          {row.legacy ? (
            <Button type="link" style={{ padding: 0 }} onClick={() => openLegacy(row)} data-testid="theme-open-legacy">
              {row.title}
            </Button>
          ) : canEdit(row) ? (
            <Link to={editPath(row)}>{row.title}</Link>
          ) : (
            <Typography.Text>{row.title}</Typography.Text>
          )}
          {row.legacy && (
            <Tag color="magenta" style={{ marginInlineStart: 8 }} data-testid="theme-old-version">
              {t('list.oldVersion')}
            </Tag>
          )}
        </>
      ),
    },
    {
      key: 'languages',
      priority: 3,
      title: t('list.languages'),
      render: (_, row) => (
        <span>
          {row.languages.map((code) => (
            <Tooltip key={code} title={code === row.language ? t('list.themeLanguage') : undefined}>
              <Tag bordered={code === row.language} color={code === row.language ? 'blue' : undefined}>
                {code.toUpperCase()}
              </Tag>
            </Tooltip>
          ))}
        </span>
      ),
    },
    {
      key: 'mode',
      priority: 3,
      title: t('list.mode'),
      filters: [
        { text: t('modes.editor'), value: 'editor' },
        { text: t('modes.expert'), value: 'expert' },
      ],
      filterMultiple: false,
      render: (_, row) => t(row.mode === 'expert' ? 'modes.expert' : 'modes.editor'),
    },
    {
      key: 'products',
      priority: 2,
      title: t('list.products'),
      render: (_, row) =>
        row.productCount === 0 ? (
          <Typography.Text type="secondary">{t('list.unused')}</Typography.Text>
        ) : (
          <ProductsUsing row={row} />
        ),
    },
    {
      key: 'updatedAt',
      priority: 4,
      title: t('list.updated'),
      sorter: true,
      render: (_, row) => formatDate(row.updatedAt, language),
    },
    { key: 'actions', fixed: 'right', title: t('list.actions'), render: (_, row) => <ThemeActions row={row} /> },
  ];
}
