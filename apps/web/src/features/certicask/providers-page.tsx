import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { certicask, type ListInput } from '@seal/shared';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { caskKeys } from './api/keys';
import { listProviders, removeProvider } from './api/providers';
import { RowActions } from '../../components/row-actions';
import { formatDate } from './model/format';
import { withOneValueFilters } from './model/list-filters';
import { addPath, editPath } from './model/paths';

const fetchProviders = (input: ListInput, signal: AbortSignal) =>
  listProviders(withOneValueFilters(input, { activity: certicask.PROVIDER_ACTIVITIES }), signal);

/** /certicask/providers (certicask.view): the service providers; add, edit and delete each need their right. */
export default function ProvidersPage() {
  const { t, i18n } = useTranslation('certicask');
  const navigate = useNavigate();
  const rights = useRights();
  const canAdd = Boolean(rights['certicask.presta_add']);
  const canEdit = Boolean(rights['certicask.presta_edit']);
  const canDelete = Boolean(rights['certicask.presta_delete']);

  const columns: ResourceColumns<certicask.Provider> = [
    { key: 'name', priority: 1, title: t('provider.name'), dataIndex: 'name', sorter: true },
    {
      key: 'activity',
      priority: 1,
      title: t('provider.activity'),
      sorter: true,
      filters: certicask.PROVIDER_ACTIVITIES.map((value) => ({
        value,
        text: t(`certificate.activities.${value}`, { ns: 'translation' }),
      })),
      filterMultiple: false,
      render: (_, row) => t(`certificate.activities.${row.activity}`, { ns: 'translation' }),
    },
    { key: 'email', priority: 2, title: t('provider.email'), render: (_, row) => row.email ?? '' },
    { key: 'phone', priority: 3, title: t('provider.phone'), render: (_, row) => row.phone ?? '' },
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
          kind="provider"
          name={row.name}
          onEdit={canEdit ? () => void navigate(editPath('provider', row.id)) : undefined}
          remove={canDelete ? () => removeProvider(row.id) : undefined}
        />
      ),
    });

  return (
    <>
      <PageTitle>{t('routes.caskProviders', { ns: 'translation' })}</PageTitle>
      <ResourceTable<certicask.Provider>
        queryKey={caskKeys.providers}
        fetcher={fetchProviders}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('provider.search')}
        toolbar={
          canAdd && (
            <Button type="primary" onClick={() => void navigate(addPath('provider'))} data-testid="provider-new">
              {t('provider.new')}
            </Button>
          )
        }
        testId="providers-table"
      />
    </>
  );
}
