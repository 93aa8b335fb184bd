import { Button, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { organisation } from '@seal/shared';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { useUpdateSite } from '../api/use-update-site';
import { SiteIdentityFields, SiteParentField, SiteProductsField, SiteUsersField } from './site-fields';

const LIST = '/organisation/sites';

/** Edits a site; every field replaces the stored one (products and users included). */
export function EditSiteForm({ site }: { site: organisation.SiteDetail }) {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const update = useUpdateSite();
  return (
    <ResourceForm
      schema={organisation.updateSite.input}
      mode="edit"
      initialValues={{
        siteId: site.id,
        parentId: site.parentId,
        name: site.name,
        ipAddress: site.ipAddress,
        address: site.address,
        websiteUrl: site.websiteUrl,
        productIds: site.productIds,
        userIds: site.users.map((user) => user.id),
      }}
      onSubmit={(values) => update.mutateAsync(values)}
      onSuccess={() => {
        notify.success(t('sites.saved'));
        void navigate(LIST);
      }}
      actions={<Button onClick={() => void navigate(LIST)}>{t('actions.cancel')}</Button>}
      testId="site-form"
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <SiteParentField siteId={site.id} />
          <SiteIdentityFields />
        </Col>
        <Col xs={24} md={12}>
          <SiteProductsField />
          <SiteUsersField known={site.users} />
        </Col>
      </Row>
    </ResourceForm>
  );
}
