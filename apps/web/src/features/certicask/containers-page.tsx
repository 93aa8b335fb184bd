import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CELLAR_MATERIALS, type certicask, type ListInput } from '@seal/shared';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { listContainers, removeContainer } from './api/containers';
import { caskKeys } from './api/keys';
import { RowActions } from '../../components/row-actions';
import { formatNumber } from './model/format';
import { withOneValueFilters } from './model/list-filters';
import { addPath, editPath } from './model/paths';

const fetchContainers = (input: ListInput, signal: AbortSignal) =>
  listContainers(withOneValueFilters(input, { material: CELLAR_MATERIALS }), signal);

/** /certicask/containers (certicask.view): the cellar's containers; add, edit and delete each need their right. */
export default function ContainersPage() {
  const { t, i18n } = useTranslation('certicask');
  const navigate = useNavigate();
  const rights = useRights();
  const canAdd = Boolean(rights['certicask.contenant_add']);
  const canEdit = Boolean(rights['certicask.contenant_edit']);
  const canDelete = Boolean(rights['certicask.contenant_delete']);

  const columns: ResourceColumns<certicask.CellarContainer> = [
    { key: 'name', priority: 1, title: t('container.name'), dataIndex: 'name', sorter: true },
    {
      key: 'capacityLitres',
      priority: 1,
      title: t('container.capacity'),
      sorter: true,
      render: (_, row) => t('container.litres', { value: formatNumber(row.capacityLitres, i18n.language) }),
    },
    {
      key: 'material',
      priority: 2,
      title: t('container.material'),
      sorter: true,
      filters: CELLAR_MATERIALS.map((value) => ({
        value,
        text: t(`certificate.materials.${value}`, { ns: 'translation' }),
      })),
      filterMultiple: false,
      render: (_, row) => t(`certificate.materials.${row.material}`, { ns: 'translation' }),
    },
    { key: 'identifier', priority: 3, title: t('container.identifier'), render: (_, row) => row.identifier ?? '' },
    { key: 'maker', priority: 3, title: t('container.maker'), render: (_, row) => row.providerName ?? '' },
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
          kind="container"
          name={row.name}
          onEdit={canEdit ? () => void navigate(editPath('container', row.id)) : undefined}
          remove={canDelete ? () => removeContainer(row.id) : undefined}
        />
      ),
    });

  return (
    <>
      <PageTitle>{t('routes.caskContainers', { ns: 'translation' })}</PageTitle>
      <ResourceTable<certicask.CellarContainer>
        queryKey={caskKeys.containers}
        fetcher={fetchContainers}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('container.search')}
        toolbar={
          canAdd && (
            <Button type="primary" onClick={() => void navigate(addPath('container'))} data-testid="container-new">
              {t('container.new')}
            </Button>
          )
        }
        testId="containers-table"
      />
    </>
  );
}
