import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { organisation, type Application } from '@seal/shared';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { useEnabledApplications } from '../api/use-applications';
import { useSetSiteCredit } from '../api/use-set-site-credit';
import { useUpdateEntity } from '../api/use-update-entity';
import { ApplicationsStep, EntityDataStep } from './entity-steps';

type EntityDetail = organisation.EntityDetail;

/**
 * The fields of the creation wizard's first two steps, on one form. Removing an application is
 * refused by the server while users are in its groups (the message says how many).
 */
export function EditEntityForm({ entity }: { entity: EntityDetail }) {
  const { t } = useTranslation('organisation');
  const update = useUpdateEntity();
  const enabled = useEnabledApplications();
  const available = [...new Set<Application>(['auth', ...enabled, ...entity.applications])];
  return (
    <ResourceForm
      schema={organisation.updateEntity.input}
      mode="edit"
      initialValues={{
        entityId: entity.id,
        name: entity.name,
        registrationNumber: entity.registrationNumber,
        vatNumber: entity.vatNumber,
        vatZone: entity.vatZone,
        address: entity.address ?? '',
        deliveryAddress: entity.deliveryAddress,
        applications: entity.applications,
        legalRepresentative: entity.legalRepresentative,
        legalRepresentativeEmail: entity.legalRepresentativeEmail,
      }}
      onSubmit={(values) => update.mutateAsync(values)}
      onSuccess={() => notify.success(t('entities.saved'))}
      testId="entity-form"
    >
      <EntityDataStep />
      <Form.Item
        name="legalRepresentative"
        label={t('entities.legalRepresentative')}
        extra={t('entities.representativeRecordHint')}
      >
        <Input data-testid="entity-rep-name" />
      </Form.Item>
      <Form.Item name="legalRepresentativeEmail" label={t('users.email')}>
        <Input type="email" data-testid="entity-rep-email" />
      </Form.Item>
      <ApplicationsStep available={available} />
    </ResourceForm>
  );
}

/** The number of sites the entity may have (orga.max_sites); its own administrators cannot raise it. */
export function SiteCreditForm({ entity }: { entity: EntityDetail }) {
  const { t } = useTranslation('organisation');
  const set = useSetSiteCredit();
  return (
    <ResourceForm
      schema={organisation.setSiteCredit.input}
      mode="edit"
      initialValues={{ entityId: entity.id, siteCredit: entity.siteCredit }}
      onSubmit={(values) => set.mutateAsync(values)}
      onSuccess={(result) => notify.success(t('entities.creditSaved', { credit: result.siteCredit }))}
      layout="horizontal"
      testId="site-credit-form"
    >
      <Form.Item name="siteCredit" label={t('entities.siteCredit')} extra={t('entities.siteCreditHint')} required>
        <InputNumber min={0} max={10_000} precision={0} data-testid="site-credit-input" />
      </Form.Item>
    </ResourceForm>
  );
}
