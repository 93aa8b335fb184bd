import { useTranslation } from 'react-i18next';
import './page-spinner.css';

/**
 * Shown while a page chunk or the session loads. Plain markup rather than antd's Spin: it shows
 * before antd is loaded (the login page never loads it).
 */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className="page-spinner"
      style={{ minHeight: fullScreen ? '100vh' : 240 }}
      role="status"
      data-testid="page-spinner"
    >
      <span className="page-spinner-ring" aria-hidden="true" />
      <span className="page-spinner-text">{t('common.loading')}</span>
    </div>
  );
}
