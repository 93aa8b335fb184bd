import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { organisation } from '@seal/shared';
import { notify } from '../../api/notify';
import { useRights } from '../../api/session';
import { ConfirmAction } from '../../components/confirm-action/confirm-action';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { disableEntity } from './api/disable-entity';
import { enableEntity } from './api/enable-entity';
import { orgaKeys } from './api/keys';
import { entitiesListKey, listEntitiesPage } from './api/use-entities';
import { formatDate } from './format';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';

type EntityRow = organisation.EntityRow;

/** /organisation/myentities: every entity below the session's one, with its parent and depth. */
export default function EntitiesPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const rights = useRights();

  const toggle = (entity: EntityRow) =>
    entity.disabled ? (
      <ConfirmAction
        title={t('entities.enableConfirm', { name: entity.name })}
        mutationFn={() => enableEntity(entity.id)}
        invalidate={[orgaKeys.all]}
        successMessage={t('entities.enabled', { name: entity.name })}
        button={{ size: 'small' }}
        testId="entity-enable"
      >
        {t('entities.enable')}
      </ConfirmAction>
    ) : (
      <ConfirmAction
        title={t('entities.disableConfirm', { name: entity.name })}
        content={t('entities.disableWarning')}
        mutationFn={() => disableEntity(entity.id)}
        invalidate={[orgaKeys.all]}
        onSuccess={({ endedSessions }) =>
          notify.success(t('entities.disabledDone', { name: entity.name, sessions: endedSessions }))
        }
        button={{ size: 'small' }}
        danger
        testId="entity-disable"
      >
        {t('entities.disable')}
      </ConfirmAction>
    );

  const columns: ResourceColumns<EntityRow> = [
    {
      key: 'name',
      priority: 1,
      title: t('entities.name'),
      dataIndex: 'name',
      sorter: true,
      render: (name: string, entity) => (
        <Link to={`/organisation/myentities/edit?id=${entity.id}`} data-testid="entity-open">
          {name}
        </Link>
      ),
    },
    { key: 'parentName', priority: 2, title: t('entities.parent'), dataIndex: 'parentName' },
    { key: 'depth', priority: 4, title: t('entities.depth'), dataIndex: 'depth', sorter: true },
    {
      key: 'legalRepresentative',
      priority: 3,
      title: t('entities.legalRepresentative'),
      render: (_, entity) =>
        entity.legalRepresentative && `${entity.legalRepresentative} <${entity.legalRepresentativeEmail ?? ''}>`,
    },
    {
      key: 'applications',
      priority: 3,
      title: t('entities.applications'),
      render: (_, entity) => entity.applications.map((app) => <Tag key={app}>{t(`applications.${app}`)}</Tag>),
    },
    { key: 'userCount', priority: 3, title: t('entities.users'), dataIndex: 'userCount' },
    {
      key: 'disabled',
      priority: 2,
      title: t('entities.state'),
      filterMultiple: false,
      filters: [
        { text: t('entities.active'), value: 'false' },
        { text: t('entities.disabled'), value: 'true' },
      ],
      render: (_, entity) => (
        <Tag color={entity.disabled ? 'red' : 'green'} data-testid="entity-state">
          {t(entity.disabled ? 'entities.disabled' : 'entities.active')}
        </Tag>
      ),
    },
    {
      key: 'createdAt',
      priority: 4,
      title: t('entities.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      render: formatDate,
    },
    ...(rights['orga.disable_entity']
      ? [
          {
            key: 'actions',
            title: t('actions.title'),
            fixed: 'right' as const,
            render: (_: unknown, entity: EntityRow) => toggle(entity),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageTitle
        extra={
          rights['orga.create_entity'] && (
            <Button type="primary" onClick={() => void navigate('/organisation/createentity')} data-testid="entity-new">
              {t('routes.orgaEntityCreate')}
            </Button>
          )
        }
      >
        {t('routes.orgaEntities')}
      </PageTitle>
      <ResourceTable<EntityRow>
        queryKey={entitiesListKey}
        fetcher={listEntitiesPage}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('entities.search')}
        testId="entities-table"
      />
    </>
  );
}
