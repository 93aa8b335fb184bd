import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { traceContainers } from '@seal/shared';
import { useRights } from '../../../api/session';
import { ResourceTable } from '../../../components/resource-table/resource-table';
import type { ResourceColumns } from '../../../components/resource-table/fit-columns';
import { containerKeys } from '../api/keys';
import { listModels } from '../api/list-models';
import { removeModel } from '../api/remove-model';
import { formatDateTime } from '../model/format';
import { levelLabel } from '../model/level';
import { editPath, newPath } from '../model/paths';
import { CopyModelButton } from './copy-model-button';
import { RowActions } from '../../../components/row-actions';

type Row = traceContainers.ContainerModelRow;

/** A dark gold under white text: antd's light gold tag misses the 4.5:1 contrast. */
const IN_USE_COLOUR = '#874d00';

/**
 * The container models. A model in use opens read-only (its page says why and offers a copy) and
 * cannot be deleted; new, edit, copy and delete each need their right.
 */
export function ModelsTab() {
  const { t } = useTranslation('trace-containers');
  const navigate = useNavigate();
  const rights = useRights();
  const canAdd = Boolean(rights['trac.mdl_ctn_add']);
  const canEdit = Boolean(rights['trac.mdl_ctn_edit']);
  const canDelete = Boolean(rights['trac.mdl_ctn_delete']);

  const columns: ResourceColumns<Row> = [
    { key: 'name', priority: 1, title: t('model.name'), dataIndex: 'name', sorter: true },
    { key: 'level', priority: 1, title: t('model.level'), sorter: true, render: (_, row) => levelLabel(t, row.level) },
    {
      key: 'contentType',
      priority: 2,
      title: t('model.contentType'),
      render: (_, row) => t(`contentTypes.${row.contentType}`),
    },
    {
      key: 'quantity',
      priority: 2,
      title: t('model.quantity'),
      render: (_, row) => t('pack.minMax', { min: row.minQuantity, max: row.maxQuantity }),
    },
    { key: 'codeKind', priority: 3, title: t('model.codeKind'), render: (_, row) => t(`codeKinds.${row.codeKind}`) },
    {
      key: 'language',
      priority: 3,
      title: t('model.language'),
      render: (_, row) => <Tag>{t(`languages.${row.language}`)}</Tag>,
    },
    {
      key: 'use',
      // Whether it is in use says what can be done with it (edit or only copy): it stays in view.
      priority: 1,
      title: t('model.use'),
      render: (_, row) =>
        row.inUse ? (
          <Tag color={IN_USE_COLOUR} variant="solid" data-testid="model-in-use-tag">
            {t('model.inUseTag', { products: row.productContainerCount, containers: row.containerCount })}
          </Tag>
        ) : (
          t('model.unused')
        ),
    },
    {
      key: 'updatedAt',
      priority: 3,
      title: t('columns.updated'),
      sorter: true,
      render: (_, row) => formatDateTime(row.updatedAt),
    },
  ];
  if (canAdd || canEdit || canDelete) {
    columns.push({
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <RowActions
          ns="trace-containers"
          invalidate={[containerKeys.all]}
          kind="model"
          name={row.name}
          onEdit={canEdit ? () => void navigate(editPath('model', row.id)) : undefined}
          remove={canDelete && !row.inUse ? () => removeModel(row.id) : undefined}
          extra={canAdd ? <CopyModelButton modelId={row.id} size="small" /> : undefined}
        />
      ),
    });
  }

  return (
    <ResourceTable<Row>
      queryKey={containerKeys.models}
      fetcher={listModels}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('model.search')}
      toolbar={
        canAdd && (
          <Button type="primary" onClick={() => void navigate(newPath('model'))} data-testid="model-new">
            {t('model.new')}
          </Button>
        )
      }
      testId="models-table"
    />
  );
}
