import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { notify } from '../../api/notify';

/** Redirects; with `notice`, first tells the user they lack the permission (spec 000 section 6). */
export function RedirectWithNotice({ to, notice }: { to: string; notice: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    // The key keeps one message when StrictMode or a second guard repeats the effect.
    if (notice) notify.info(t('guard.noPermission'), 'no-permission');
  }, [notice, t]);
  return <Navigate to={to} replace />;
}
