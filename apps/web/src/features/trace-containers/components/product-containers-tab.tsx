import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { traceContainers } from '@seal/shared';
import { useRights } from '../../../api/session';
import { ResourceTable } from '../../../components/resource-table/resource-table';
import type { ResourceColumns } from '../../../components/resource-table/fit-columns';
import { containerKeys } from '../api/keys';
import { listProductContainers } from '../api/list-product-containers';
import { removeProductContainer } from '../api/remove-product-container';
import { formatDateTime } from '../model/format';
import { levelLabel } from '../model/level';
import { editPath, newPath } from '../model/paths';
import { RowActions } from '../../../components/row-actions';

type Row = traceContainers.ProductContainer;

/** The product containers: a product's container of a model, with its own GTIN and parent. */
export function ProductContainersTab() {
  const { t } = useTranslation('trace-containers');
  const navigate = useNavigate();
  const rights = useRights();
  const canAdd = Boolean(rights['trac.mdl_ctn_add']);
  const canEdit = Boolean(rights['trac.mdl_ctn_edit']);
  const canDelete = Boolean(rights['trac.mdl_ctn_delete']);

  const columns: ResourceColumns<Row> = [
    { key: 'gtin', priority: 1, title: t('productContainer.gtin'), dataIndex: 'gtin', sorter: true },
    { key: 'productTitle', priority: 1, title: t('productContainer.product'), dataIndex: 'productTitle', sorter: true },
    { key: 'containerModelName', priority: 2, title: t('productContainer.model'), dataIndex: 'containerModelName' },
    { key: 'level', priority: 2, title: t('model.level'), sorter: true, render: (_, row) => levelLabel(t, row.level) },
    {
      key: 'parentGtin',
      priority: 3,
      title: t('productContainer.parent'),
      render: (_, row) => row.parentGtin ?? '—',
    },
    {
      key: 'containerCount',
      priority: 3,
      title: t('productContainer.containerCount'),
      dataIndex: 'containerCount',
      align: 'right',
    },
    {
      key: 'updatedAt',
      priority: 3,
      title: t('columns.updated'),
      sorter: true,
      render: (_, row) => formatDateTime(row.updatedAt),
    },
  ];
  if (canEdit || canDelete) {
    columns.push({
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <RowActions
          ns="trace-containers"
          invalidate={[containerKeys.all]}
          kind="productContainer"
          name={`${row.productTitle} · ${row.gtin}`}
          onEdit={canEdit ? () => void navigate(editPath('product', row.id)) : undefined}
          remove={canDelete && row.containerCount === 0 ? () => removeProductContainer(row.id) : undefined}
        />
      ),
    });
  }

  return (
    <ResourceTable<Row>
      queryKey={containerKeys.productContainers}
      fetcher={listProductContainers}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('productContainer.search')}
      toolbar={
        canAdd && (
          <Button type="primary" onClick={() => void navigate(newPath('product'))} data-testid="product-container-new">
            {t('productContainer.new')}
          </Button>
        )
      }
      testId="product-containers-table"
    />
  );
}
