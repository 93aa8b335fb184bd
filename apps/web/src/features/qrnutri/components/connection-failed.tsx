import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isAppError } from '../../../api/app-error';

/** A save that never reached the server, or that a gateway could not pass on: worth a retry. */
export const isConnectionFailure = (error: unknown) =>
  isAppError(error) && (error.isNetwork || error.status === 503 || error.status === 504);

/** Spec 001 section 8 "nutritional QR connection failed with retry": what was typed is kept. */
export function ConnectionFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const { t: tq } = useTranslation('qrnutri');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={t('errors.qrnutri.connectionFailed')}
      action={
        <Button size="small" danger loading={retrying} onClick={onRetry} data-testid="sheet-retry">
          {tq('form.retry')}
        </Button>
      }
      style={{ marginBottom: 16 }}
      data-testid="connection-failed"
    />
  );
}
