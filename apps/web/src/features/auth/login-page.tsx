import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../api/session';
import { AuthAlert, AuthLayout } from './auth-layout';
import { WithAntd } from '../../components/antd-root/with-antd';
import { LoginForm } from './login-form';
import { safeReturnPath, stateEmail } from './safe-return-path';
import { PageSpinner } from '../../components/page-spinner';

// The reset request is a shared-schema form (antd Form, zod): loaded, with antd, only when asked for.
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

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
        <AuthAlert type="warning" testId="session-expired">
          {t('auth.sessionExpired')}
        </AuthAlert>
      )}
      {forgot ? (
        <WithAntd>
          <Suspense fallback={<PageSpinner />}>
            <ForgotPasswordForm onBack={() => showForgot(false)} />
          </Suspense>
        </WithAntd>
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
