import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { wine } from '@seal/shared';
import { ConfirmAction } from '../../components/confirm-action/confirm-action';
import { PageTitle } from '../../components/page-title';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { wineKeys } from './api/keys';
import { listEstates } from './api/list-estates';
import { removeEstate } from './api/remove-estate';
import { formatUpdated } from './model/format';
import { WINE_PATHS } from './model/paths';

/**
 * /products/estates: the account's wine estates (docs/wine-screens.md). An estate that wines
 * name cannot be deleted (the server says how many, wine.estateInUse).
 */
export default function EstatesPage() {
  const { t } = useTranslation('wine');
  const { t: tr } = useTranslation();
  const navigate = useNavigate();
  const columns: ResourceColumns<wine.EstateRow> = [
    {
      key: 'name',
      priority: 1,
      title: t('estate.name'),
      sorter: true,
      render: (_, row) => (
        <>
          {row.name}
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {row.address}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'producerName',
      priority: 2,
      title: t('estate.producer'),
      sorter: true,
      render: (_, row) => `${row.producerName} (${t(`producerTypes.${row.producerType}`)})`,
    },
    { key: 'wineCount', priority: 3, title: t('estate.wineCount'), dataIndex: 'wineCount' },
    {
      key: 'updatedAt',
      priority: 4,
      title: t('columns.updated'),
      sorter: true,
      render: (_, row) => formatUpdated(row.updatedAt),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Flex gap="small">
          <Button
            size="small"
            type="link"
            onClick={() => void navigate(WINE_PATHS.estateEdit(row.id))}
            aria-label={t('actions.editNamed', { name: row.name })}
            data-testid="estate-edit"
          >
            {t('actions.edit')}
          </Button>
          <ConfirmAction
            title={t('estate.deleteConfirm', { name: row.name })}
            content={t('estate.deleteEffect')}
            mutationFn={() => removeEstate(row.id)}
            invalidate={[wineKeys.all]}
            successMessage={t('estate.deleted')}
            button={{ size: 'small', type: 'link', 'aria-label': t('actions.deleteNamed', { name: row.name }) }}
            danger
            testId="estate-delete"
          >
            {t('actions.delete')}
          </ConfirmAction>
        </Flex>
      ),
    },
  ];
  return (
    <>
      <PageTitle
        extra={
          <Button type="primary" onClick={() => void navigate(WINE_PATHS.estateNew)} data-testid="estate-new">
            {t('estate.new')}
          </Button>
        }
      >
        {tr('routes.wineEstates')}
      </PageTitle>
      <ResourceTable<wine.EstateRow>
        queryKey={wineKeys.estates}
        fetcher={listEstates}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('estate.search')}
        testId="estates-table"
      />
    </>
  );
}
