import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** /403: where a framed page without permission (or outside the framed list) ends. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return <Result status="403" title="403" subTitle={t('errorPages.forbidden')} data-testid="page-403" />;
}
