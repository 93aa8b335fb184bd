import { useTranslation } from 'react-i18next';
import { ErrorResult } from './error-result';

/** /403: where a framed page without permission (or outside the framed list) ends. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return <ErrorResult status="403" code="403" subTitle={t('errorPages.forbidden')} data-testid="page-403" />;
}
