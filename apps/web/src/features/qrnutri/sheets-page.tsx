import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NutritionSheetRow } from '@seal/shared/contract/qrnutri';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { currentLanguage } from '../../i18n';
import { qrnutriKeys } from './api/keys';
import { findSheetsPage } from './api/list-sheets';
import { SheetActions } from './components/sheet-actions';
import { PositiveTag } from '../../components/positive-tag';

const formatUpdated = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * /qrnutri: the products' nutrition sheets (docs/qrnutri.md), each with its QR code and public
 * page; creating, editing, publishing and deleting need qrnutri.fiche_create.
 */
export default function SheetsPage() {
  const { t } = useTranslation('qrnutri');
  const { t: tr } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useRights()['qrnutri.fiche_create'] === true;
  const columns: ResourceColumns<NutritionSheetRow> = [
    {
      key: 'product',
      priority: 1,
      title: t('list.product'),
      sorter: true,
      render: (_, row) => (
        <>
          {row.productTitle}
          {row.gtin && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {row.gtin}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'languages',
      priority: 3,
      title: t('list.languages'),
      render: (_, row) => row.languages.map((language) => <Tag key={language}>{language.toUpperCase()}</Tag>),
    },
    {
      key: 'published',
      priority: 2,
      title: t('list.published'),
      render: (_, row) =>
        row.published ? (
          <PositiveTag data-testid="sheet-state">{t('list.yes')}</PositiveTag>
        ) : (
          <Tag data-testid="sheet-state">{t('list.no')}</Tag>
        ),
    },
    {
      key: 'updatedAt',
      priority: 4,
      title: t('list.updated'),
      sorter: true,
      render: (_, row) => formatUpdated(row.updatedAt),
    },
    {
      key: 'actions',
      priority: 1,
      fixed: 'right',
      title: t('list.actions'),
      render: (_, row) => <SheetActions row={row} canEdit={canEdit} />,
    },
  ];
  return (
    <>
      <PageTitle
        extra={
          canEdit && (
            <Button type="primary" onClick={() => void navigate('/qrnutri/new')} data-testid="sheet-create">
              {t('actions.create')}
            </Button>
          )
        }
      >
        {tr('routes.qrnutri')}
      </PageTitle>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <ResourceTable<NutritionSheetRow>
        queryKey={qrnutriKeys.lists}
        fetcher={findSheetsPage}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('list.search')}
        testId="sheets-table"
      />
    </>
  );
}
