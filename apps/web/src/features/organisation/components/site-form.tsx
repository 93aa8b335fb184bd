import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { organisation } from '@seal/shared';
import { notify } from '../../../api/notify';
import { useRights } from '../../../api/session';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { useCreateSite } from '../api/use-create-site';
import { useUpdateSite } from '../api/use-update-site';
import { ProductSelect } from './product-select';
import { SiteTreeSelect } from './site-tree-select';
import { UserSelect } from './user-select';

const LIST = '/organisation/sites';

function SiteFields({ site }: { site?: organisation.SiteDetail }) {
  const { t } = useTranslation('organisation');
  const rights = useRights();
  return (
    <Row gutter={24}>
      <Col xs={24} md={12}>
        <Form.Item name="parentId" label={t('sites.parent')}>
          <SiteTreeSelect multiple={false} excludeBranchOf={site?.id} testId="site-parent" />
        </Form.Item>
        <Form.Item name="name" label={t('sites.name')} required>
          <Input data-testid="site-name" />
        </Form.Item>
        <Form.Item name="ipAddress" label={t('sites.ipAddress')}>
          <Input placeholder="192.168.0.1" data-testid="site-ip" />
        </Form.Item>
        <Form.Item name="address" label={t('sites.address')}>
          <Input.TextArea autoSize={{ minRows: 2 }} data-testid="site-address" />
        </Form.Item>
        <Form.Item name="websiteUrl" label={t('sites.websiteUrl')}>
          <Input type="url" placeholder="https://" data-testid="site-url" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        {/* Products come from the catalogue: without prod.view the site keeps its products as they are. */}
        {rights['prod.view'] && (
          <Form.Item name="productIds" label={t('sites.products')} extra={t('sites.productsHint')}>
            <ProductSelect />
          </Form.Item>
        )}
        <Form.Item name="userIds" label={t('sites.users')}>
          <UserSelect known={site?.users} testId="site-users" />
        </Form.Item>
        {!rights['prod.view'] && <Typography.Text type="secondary">{t('sites.productsHidden')}</Typography.Text>}
      </Col>
    </Row>
  );
}

/** Creates a site, under `parentId` when the tree's "add a sub-site" opened the form. */
export function CreateSiteForm({ parentId }: { parentId?: string }) {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const create = useCreateSite();
  return (
    <ResourceForm
      schema={organisation.zSiteFields}
      initialValues={{ parentId: parentId ?? null, productIds: [], userIds: [] }}
      onSubmit={(values) => create.mutateAsync(values)}
      onSuccess={() => {
        notify.success(t('sites.created'));
        void navigate(LIST);
      }}
      actions={<Button onClick={() => void navigate(LIST)}>{t('actions.cancel')}</Button>}
      testId="site-form"
    >
      <SiteFields />
    </ResourceForm>
  );
}

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
      <SiteFields site={site} />
    </ResourceForm>
  );
}
