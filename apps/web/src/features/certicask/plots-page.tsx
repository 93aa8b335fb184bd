import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { certicask } from '@seal/shared';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { caskKeys } from './api/keys';
import { listPlots, removePlot } from './api/plots';
import { RowActions } from '../../components/row-actions';
import { formatDate, formatNumber } from './model/format';
import { addPath, editPath } from './model/paths';

/** /certicask/plots (certicask.view): the vineyard's plots; add, edit and delete each need their right. */
export default function PlotsPage() {
  const { t, i18n } = useTranslation('certicask');
  const navigate = useNavigate();
  const rights = useRights();
  const canAdd = Boolean(rights['certicask.parcelle_add']);
  const canEdit = Boolean(rights['certicask.parcelle_edit']);
  const canDelete = Boolean(rights['certicask.parcelle_delete']);

  const columns: ResourceColumns<certicask.Plot> = [
    { key: 'name', priority: 1, title: t('plot.name'), dataIndex: 'name', sorter: true },
    { key: 'grapeVariety', priority: 1, title: t('plot.grapeVariety'), dataIndex: 'grapeVariety', sorter: true },
    {
      key: 'surface',
      priority: 2,
      title: t('plot.surface'),
      sorter: true,
      render: (_, row) => t('plot.hectares', { value: formatNumber(row.surface, i18n.language) }),
    },
    { key: 'locality', priority: 3, title: t('plot.locality'), render: (_, row) => row.locality ?? '' },
    {
      key: 'updatedAt',
      priority: 3,
      title: t('columns.updated'),
      sorter: true,
      render: (_, row) => formatDate(row.updatedAt, i18n.language),
    },
  ];
  if (canEdit || canDelete)
    columns.push({
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <RowActions
          ns="certicask"
          invalidate={[caskKeys.all]}
          kind="plot"
          name={row.name}
          onEdit={canEdit ? () => void navigate(editPath('plot', row.id)) : undefined}
          remove={canDelete ? () => removePlot(row.id) : undefined}
        />
      ),
    });

  return (
    <>
      <PageTitle>{t('routes.caskPlots', { ns: 'translation' })}</PageTitle>
      <ResourceTable<certicask.Plot>
        queryKey={caskKeys.plots}
        fetcher={listPlots}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('plot.search')}
        toolbar={
          canAdd && (
            <Button type="primary" onClick={() => void navigate(addPath('plot'))} data-testid="plot-new">
              {t('plot.new')}
            </Button>
          )
        }
        testId="plots-table"
      />
    </>
  );
}
