import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { organisation } from '@seal/shared';
import { useRights } from '../../../api/session';
import { ProductSelect } from './product-select';
import { SiteTreeSelect } from './site-tree-select';
import { UserSelect } from './user-select';

/** Name, IP, address and website. The address needs orga.siteadress_add: without it, it only shows. */
export function SiteIdentityFields() {
  const { t } = useTranslation('organisation');
  const rights = useRights();
  const canAddress = Boolean(rights['orga.siteadress_add']);
  return (
    <>
      <Form.Item name="name" label={t('sites.name')} required>
        <Input data-testid="site-name" />
      </Form.Item>
      <Form.Item name="ipAddress" label={t('sites.ipAddress')}>
        <Input placeholder="192.168.0.1" data-testid="site-ip" />
      </Form.Item>
      <Form.Item name="address" label={t('sites.address')} extra={canAddress ? undefined : t('sites.addressLocked')}>
        <Input.TextArea autoSize={{ minRows: 2 }} disabled={!canAddress} data-testid="site-address" />
      </Form.Item>
      <Form.Item name="websiteUrl" label={t('sites.websiteUrl')}>
        <Input type="url" placeholder="https://" data-testid="site-url" />
      </Form.Item>
    </>
  );
}

export function SiteParentField({ siteId }: { siteId?: string }) {
  const { t } = useTranslation('organisation');
  return (
    <Form.Item name="parentId" label={t('sites.parent')}>
      <SiteTreeSelect multiple={false} excludeBranchOf={siteId} testId="site-parent" />
    </Form.Item>
  );
}

/** Products come from the catalogue: without prod.view the site keeps its products as they are. */
export function SiteProductsField() {
  const { t } = useTranslation('organisation');
  const rights = useRights();
  if (!rights['prod.view']) return <Typography.Text type="secondary">{t('sites.productsHidden')}</Typography.Text>;
  return (
    <Form.Item name="productIds" label={t('sites.products')} extra={t('sites.productsHint')}>
      <ProductSelect />
    </Form.Item>
  );
}

export function SiteUsersField({ known }: { known?: readonly organisation.MemberRow[] }) {
  const { t } = useTranslation('organisation');
  return (
    <Form.Item name="userIds" label={t('sites.users')}>
      <UserSelect known={known} testId="site-users" />
    </Form.Item>
  );
}
