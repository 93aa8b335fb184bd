import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { configQueryOptions } from '../api/config';
import { errorMessage } from '../api/error-message';
import { PageSpinner } from '../components/page-spinner';

/** Legacy `.php` paths live on the admin host: same path and query there. */
function PhpRedirect() {
  const { t } = useTranslation();
  const location = useLocation();
  const config = useQuery(configQueryOptions);
  const target = config.data
    ? `${config.data.adminUrl.replace(/\/+$/, '')}${location.pathname}${location.search}`
    : undefined;
  // When the admin host is this very site, assigning the URL would load this page again, forever.
  const loops = target !== undefined && new URL(target, window.location.href).origin === window.location.origin;

  useEffect(() => {
    if (target && !loops) window.location.assign(target);
  }, [target, loops]);

  // Plain markup: this page is in the first chunk, which carries no antd.
  return (
    <div className="php-redirect" data-testid="php-redirect">
      {config.isError ? (
        <p role="alert">{errorMessage(config.error)}</p>
      ) : (
        <>
          <PageSpinner />
          <h1 style={{ fontSize: 20, margin: 0 }}>{t('errors.auth.redirecting')}</h1>
          {target && <a href={target}>{t('redirect.link')}</a>}
        </>
      )}
    </div>
  );
}

/** Any path no route matched: `.php` goes to the admin host, anything else to /404. */
export function CatchAll() {
  const location = useLocation();
  if (location.pathname.toLowerCase().endsWith('.php')) return <PhpRedirect />;
  return <Navigate to="/404" replace />;
}
