import { Checkbox, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, USER_TYPES, organisation, type Application } from '@seal/shared';
import { GroupSelect } from './group-select';
import { SiteTreeSelect } from './site-tree-select';

/** The fields of a user, shared by the create and edit forms (the e-mail is the login). */
export function UserFields({ mode, applications }: { mode: 'create' | 'edit'; applications: readonly Application[] }) {
  const { t } = useTranslation('organisation');
  return (
    <Row gutter={24}>
      <Col xs={24} md={12}>
        <Form.Item
          name="email"
          label={t('users.email')}
          required
          extra={mode === 'edit' ? t('users.emailFixed') : undefined}
        >
          <Input type="email" disabled={mode === 'edit'} autoComplete="off" data-testid="user-email" />
        </Form.Item>
        <Form.Item name="firstName" label={t('users.firstName')} required>
          <Input data-testid="user-first-name" />
        </Form.Item>
        <Form.Item name="lastName" label={t('users.lastName')} required>
          <Input data-testid="user-last-name" />
        </Form.Item>
        <Form.Item name="userType" label={t('users.userType')} required>
          <Radio.Group
            options={USER_TYPES.map((type) => ({ value: type, label: t(`userTypes.${type}`) }))}
            data-testid="user-type"
          />
        </Form.Item>
        <Form.Item name="language" label={t('users.language')} required>
          <Select options={LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        {applications.map((application) => (
          <Form.Item
            key={application}
            name={['groupIds', application]}
            label={t('users.groupOf', { application: t(`applications.${application}`) })}
          >
            <GroupSelect application={application} />
          </Form.Item>
        ))}
        <Form.Item name="services" label={t('users.services')} extra={t('users.servicesHint')}>
          <Select mode="tags" open={false} suffixIcon={null} data-testid="user-services" />
        </Form.Item>
        <Form.Item name="siteIds" label={t('users.sites')}>
          <SiteTreeSelect multiple testId="user-sites" />
        </Form.Item>
        <Form.Item name="notifications" label={t('users.notifications')}>
          <Checkbox.Group
            options={organisation.NOTIFICATION_KINDS.map((kind) => ({
              value: kind,
              label: t(`notificationKinds.${kind}`),
            }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
