import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { wine } from '@seal/shared';
import { useRights } from '../../api/session';
import { ConfirmAction } from '../../components/confirm-action/confirm-action';
import { PageTitle } from '../../components/page-title';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { wineKeys } from './api/keys';
import { listWines } from './api/list-wines';
import { removeWine } from './api/remove-wine';
import { useEstateChoices } from './api/search-estates';
import { ELabelLinks } from './components/e-label-links';
import { formatUpdated } from './model/format';
import { WINE_PATHS } from './model/paths';

/**
 * /products/wines: the account's wines (docs/wine-screens.md), searched, filtered by colour, type
 * and estate, each with its e-label's public page and QR code. A wine is a product: creating one
 * needs prod.create, editing prod.edit, deleting prod.delete.
 */
export default function WinesPage() {
  const { t } = useTranslation('wine');
  const { t: tr } = useTranslation();
  const navigate = useNavigate();
  const rights = useRights();
  const canCreate = rights['prod.create'] === true;
  const canEdit = rights['prod.edit'] === true;
  const canDelete = rights['prod.delete'] === true;
  const estates = useEstateChoices().data?.rows ?? [];
  const title = (row: wine.WineRow) => (row.vintage ? `${row.name} ${row.vintage}` : row.name);
  const columns: ResourceColumns<wine.WineRow> = [
    {
      key: 'name',
      priority: 1,
      title: t('fields.name'),
      sorter: true,
      render: (_, row) => (
        <>
          {title(row)}
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {[row.appellation, row.region].filter(Boolean).join(' · ')}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'estate',
      priority: 2,
      title: t('fields.estate'),
      sorter: true,
      dataIndex: 'estateName',
      filters: estates.map((estate) => ({ text: estate.name, value: estate.id })),
      filterMultiple: false,
    },
    {
      key: 'colour',
      priority: 3,
      title: t('fields.colour'),
      render: (_, row) => (row.colour ? t(`colours.${row.colour}`) : ''),
      filters: wine.WINE_COLOURS.map((value) => ({ text: t(`colours.${value}`), value })),
      filterMultiple: false,
    },
    {
      key: 'type',
      priority: 3,
      title: t('fields.type'),
      render: (_, row) => t(`types.${row.type}`),
      filters: wine.WINE_TYPES.map((value) => ({ text: t(`types.${value}`), value })),
      filterMultiple: false,
    },
    { key: 'vintage', priority: 4, title: t('fields.vintage'), dataIndex: 'vintage', sorter: true },
    { key: 'eLabel', priority: 2, title: t('list.eLabel'), render: (_, row) => <ELabelLinks row={row} /> },
    {
      key: 'updatedAt',
      priority: 4,
      title: t('columns.updated'),
      sorter: true,
      render: (_, row) => formatUpdated(row.updatedAt),
    },
  ];
  if (canEdit || canDelete)
    columns.push({
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Flex gap="small">
          {canEdit && (
            <Button
              size="small"
              type="link"
              onClick={() => void navigate(WINE_PATHS.wineEdit(row.id))}
              aria-label={t('actions.editNamed', { name: title(row) })}
              data-testid="wine-edit"
            >
              {t('actions.edit')}
            </Button>
          )}
          {canDelete && (
            <ConfirmAction
              title={t('wine.deleteConfirm', { name: title(row) })}
              content={t('wine.deleteEffect')}
              mutationFn={() => removeWine(row.id)}
              invalidate={[wineKeys.all]}
              successMessage={t('wine.deleted')}
              button={{ size: 'small', type: 'link', 'aria-label': t('actions.deleteNamed', { name: title(row) }) }}
              danger
              testId="wine-delete"
            >
              {t('actions.delete')}
            </ConfirmAction>
          )}
        </Flex>
      ),
    });
  return (
    <>
      <PageTitle
        extra={
          canCreate && (
            <Button type="primary" onClick={() => void navigate(WINE_PATHS.wineNew)} data-testid="wine-new">
              {t('wine.new')}
            </Button>
          )
        }
      >
        {tr('routes.wines')}
      </PageTitle>
      <ResourceTable<wine.WineRow>
        queryKey={wineKeys.wines}
        fetcher={listWines}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('wine.search')}
        testId="wines-table"
      />
    </>
  );
}
