import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { organisation, type InputOf } from '@seal/shared';
import { notify } from '../../api/notify';
import { PageTitle } from '../../components/page-title';
import { Wizard } from '../../components/wizard/wizard';
import { useEnabledApplications } from './api/use-applications';
import { useCreateEntity } from './api/use-create-entity';
import { ApplicationsStep, EntityDataStep, RepresentativeStep, SummaryStep } from './components/entity-steps';

const { zEntityFields, zCreateEntityInput } = organisation;
const STEP_SCHEMAS = {
  entity: zEntityFields.pick({
    name: true,
    registrationNumber: true,
    vatNumber: true,
    vatZone: true,
    address: true,
    deliveryAddress: true,
  }),
  applications: zEntityFields.pick({ applications: true }),
  representative: zCreateEntityInput.pick({ legalRepresentative: true, language: true }),
};

/**
 * /organisation/createentity: a sub-entity in four steps. The server creates the entity, its
 * applications, their administrators groups and its first administrator together, or nothing.
 */
export default function CreateEntityPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const create = useCreateEntity();
  const available = useEnabledApplications();

  return (
    <>
      <PageTitle>{t('routes.orgaEntityCreate')}</PageTitle>
      <Card>
        <Wizard
          steps={[
            {
              key: 'entity',
              title: t('entities.steps.entity'),
              schema: STEP_SCHEMAS.entity,
              content: <EntityDataStep />,
            },
            {
              key: 'applications',
              title: t('entities.steps.applications'),
              schema: STEP_SCHEMAS.applications,
              content: <ApplicationsStep available={available.length > 0 ? available : ['auth']} />,
            },
            {
              key: 'representative',
              title: t('entities.steps.representative'),
              schema: STEP_SCHEMAS.representative,
              content: <RepresentativeStep />,
            },
            { key: 'summary', title: t('entities.steps.summary'), content: <SummaryStep /> },
          ]}
          initialValues={{ applications: ['auth'], language: 'en' }}
          onSubmit={(values) => create.mutateAsync(values as InputOf<typeof organisation.createEntity>)}
          onSuccess={() => {
            notify.success(t('entities.created'));
            void navigate('/organisation/myentities');
          }}
          onCancel={() => void navigate('/organisation/myentities')}
          submitLabel={t('entities.create')}
          testId="entity-wizard"
        />
      </Card>
    </>
  );
}
