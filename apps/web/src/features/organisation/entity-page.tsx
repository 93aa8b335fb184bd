import type { ReactNode } from 'react';
import { Card, Descriptions, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import type { organisation } from '@seal/shared';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { useEntity } from './api/use-entity';
import { EditEntityForm, SiteCreditForm } from './components/entity-forms';
import { QueryState } from './components/query-state';
import { formatDate } from './format';

/** What the form does not edit (or what a reader without orga.create_entity sees). */
function EntityFacts({ entity, withFields }: { entity: organisation.EntityDetail; withFields: boolean }) {
  const { t } = useTranslation('organisation');
  const item = (key: string, label: string, value: ReactNode) => (
    <Descriptions.Item key={key} label={label}>
      {value}
    </Descriptions.Item>
  );
  return (
    <Descriptions bordered size="small" column={1} data-testid="entity-facts">
      {item('parent', t('entities.parent'), entity.parentName)}
      {item('users', t('entities.users'), entity.userCount)}
      {item('created', t('entities.createdAt'), formatDate(entity.createdAt))}
      {withFields && [
        item(
          'legal',
          t('entities.legalRepresentative'),
          entity.legalRepresentative && `${entity.legalRepresentative} <${entity.legalRepresentativeEmail ?? ''}>`,
        ),
        item('registration', t('entities.registrationNumber'), entity.registrationNumber),
        item('vat', t('company.vatNumber'), entity.vatNumber),
        item('vatZone', t('company.vatZone'), entity.vatZone && t(`vatZones.${entity.vatZone}`)),
        item('address', t('entities.address'), entity.address),
        item('delivery', t('company.deliveryAddress'), entity.deliveryAddress),
        item(
          'applications',
          t('entities.applications'),
          entity.applications.map((app) => t(`applications.${app}`)).join(', '),
        ),
        item('credit', t('entities.siteCredit'), entity.siteCredit),
      ]}
    </Descriptions>
  );
}

/**
 * /organisation/myentities/edit?id=<entity>: a sub-entity's fields and applications (edited with
 * orga.create_entity, the right that made it) and its site credit (orga.max_sites).
 */
export default function EntityPage() {
  const { t } = useTranslation('organisation');
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const rights = useRights();
  const entity = useEntity(id);
  if (!id) return <Navigate to="/organisation/myentities" replace />;
  const canEdit = Boolean(rights['orga.create_entity']);
  return (
    <QueryState query={entity}>
      {(detail) => (
        <Flex vertical gap="large">
          <PageTitle
            extra={
              <Tag color={detail.disabled ? 'red' : 'green'} data-testid="entity-state">
                {t(detail.disabled ? 'entities.disabled' : 'entities.active')}
              </Tag>
            }
          >
            {detail.name}
          </PageTitle>
          <Card>
            <EntityFacts entity={detail} withFields={!canEdit} />
          </Card>
          {canEdit && (
            <Card title={t('entities.details')}>
              <EditEntityForm key={detail.id} entity={detail} />
            </Card>
          )}
          {rights['orga.max_sites'] && (
            <Card title={t('entities.siteCredit')}>
              <SiteCreditForm key={detail.id} entity={detail} />
            </Card>
          )}
        </Flex>
      )}
    </QueryState>
  );
}
