import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { organisation, type InputOf } from '@seal/shared';
import { notify } from '../../../api/notify';
import { Wizard } from '../../../components/wizard/wizard';
import { useCreateSite } from '../api/use-create-site';
import { SiteIdentityFields, SiteParentField, SiteProductsField, SiteUsersField } from './site-fields';

const LIST = '/organisation/sites';
const { zSiteFields } = organisation;
const STEP_SCHEMAS = {
  identity: zSiteFields.pick({ name: true, ipAddress: true, address: true, websiteUrl: true }),
  parent: zSiteFields.pick({ parentId: true }),
  products: zSiteFields.pick({ productIds: true }),
  users: zSiteFields.pick({ userIds: true }),
};

/**
 * Creates a site in four steps (spec 000: site creation is a wizard); the server creates the site
 * with its products and users in one call, all or nothing.
 */
export function CreateSiteWizard({ parentId }: { parentId?: string }) {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const create = useCreateSite();
  return (
    <Wizard
      steps={[
        {
          key: 'identity',
          title: t('sites.steps.identity'),
          schema: STEP_SCHEMAS.identity,
          content: <SiteIdentityFields />,
        },
        { key: 'parent', title: t('sites.steps.parent'), schema: STEP_SCHEMAS.parent, content: <SiteParentField /> },
        {
          key: 'products',
          title: t('sites.steps.products'),
          schema: STEP_SCHEMAS.products,
          content: <SiteProductsField />,
        },
        { key: 'users', title: t('sites.steps.users'), schema: STEP_SCHEMAS.users, content: <SiteUsersField /> },
      ]}
      initialValues={{ parentId: parentId ?? null, productIds: [], userIds: [] }}
      onSubmit={(values) => create.mutateAsync(values as InputOf<typeof organisation.createSite>)}
      onSuccess={() => {
        notify.success(t('sites.created'));
        void navigate(LIST);
      }}
      submitLabel={t('sites.create')}
      actions={<Button onClick={() => void navigate(LIST)}>{t('actions.cancel')}</Button>}
      testId="site-wizard"
    />
  );
}
