import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { traceEvents } from '@seal/shared';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { currentLanguage } from '../../i18n';
import { traceKeys } from './api/keys';
import { listEventModels } from './api/list-event-models';
import { CopyModelButton, MODEL_FORM_PATH } from './components/copy-model-button';
import { formatDateTime } from './model/format';
import { PositiveTag } from '../../components/positive-tag';

type Row = traceEvents.EventModelRow;

/** /tracability/eventmodel (trac.eventmdl_view): the account's event models. */
export default function EventModelsPage() {
  const { t } = useTranslation('trace-events');
  const navigate = useNavigate();
  const rights = useRights();
  const language = currentLanguage();
  const canEdit = Boolean(rights['trac.eventmdl_edit']);
  const nameOf = (row: Row) => traceEvents.localised(row.name, language);
  const columns: ResourceColumns<Row> = [
    { key: 'name', priority: 1, title: t('columns.name'), sorter: true, render: (_, row) => nameOf(row) },
    { key: 'items', priority: 2, title: t('columns.items'), dataIndex: 'itemCount' },
    { key: 'sites', priority: 3, title: t('columns.sites'), dataIndex: 'siteCount' },
    { key: 'eventCount', priority: 2, title: t('columns.events'), dataIndex: 'eventCount', sorter: true },
    {
      key: 'public',
      priority: 2,
      title: t('columns.public'),
      render: (_, row) => (row.public ? <PositiveTag>{t('options.public')}</PositiveTag> : null),
    },
    { key: 'bizStep', priority: 3, title: t('model.bizStep'), render: (_, row) => t(`bizSteps.${row.bizStep}`) },
    {
      key: 'updatedAt',
      priority: 3,
      title: t('columns.updated'),
      sorter: true,
      render: (_, row) => formatDateTime(row.updatedAt),
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
            onClick={() => void navigate(`${MODEL_FORM_PATH}?id=${row.id}`)}
            aria-label={t(canEdit ? 'model.editNamed' : 'model.viewNamed', { name: nameOf(row) })}
            data-testid="model-edit"
          >
            {t(canEdit ? 'actions.edit' : 'actions.view')}
          </Button>
          <CopyModelButton model={row} size="small" />
        </Flex>
      ),
    },
  ];
  return (
    <>
      <PageTitle
        extra={
          rights['trac.eventmdl_create'] && (
            <Button type="primary" onClick={() => void navigate(MODEL_FORM_PATH)} data-testid="model-new">
              {t('model.new')}
            </Button>
          )
        }
      >
        {t('routes.tracEventModels')}
      </PageTitle>
      <ResourceTable<Row>
        queryKey={traceKeys.models}
        fetcher={listEventModels}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('model.search')}
        testId="event-models-table"
      />
    </>
  );
}
