import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

/** /settings/myaccount: the user's profile and password. */
export default function MyAccountPage() {
  const { t } = useTranslation('settings');
  const { session } = useSession();
  if (!session) return null; // the guard only renders this page with a session
  return (
    <>
      <PageTitle>{t('routes.myAccount')}</PageTitle>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('profile.title')}>
            <ProfileForm user={session.user} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('password.title')}>
            <ChangePasswordForm />
          </Card>
        </Col>
      </Row>
    </>
  );
}
