import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../api/session';
import { AuthLayout } from './auth-layout';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { safeReturnPath, stateEmail } from './safe-return-path';

/** /login, with `?expired=true` after a session expiry and `?forgot=1` for the reset request. */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { session } = useSession();
  const expired = params.get('expired') === 'true';
  const forgot = params.get('forgot') === '1';
  const returnPath = safeReturnPath(location.state);

  if (session && !expired) return <Navigate to={returnPath} replace />;

  const showForgot = (on: boolean) => setParams(on ? { forgot: '1' } : {}, { state: location.state });

  return (
    <AuthLayout title={t(forgot ? 'auth.forgot.title' : 'auth.login.title')}>
      {expired && !forgot && (
        <Alert
          type="warning"
          showIcon
          title={t('auth.sessionExpired')}
          style={{ marginBottom: 16 }}
          data-testid="session-expired"
        />
      )}
      {forgot ? (
        <ForgotPasswordForm onBack={() => showForgot(false)} />
      ) : (
        <LoginForm
          email={stateEmail(location.state)}
          onForgot={() => showForgot(true)}
          onLoggedIn={() => navigate(returnPath, { replace: true })}
        />
      )}
    </AuthLayout>
  );
}
