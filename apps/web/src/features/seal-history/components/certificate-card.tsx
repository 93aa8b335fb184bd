import { Alert, Card, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@seal/shared';
import { isAppError } from '../../../api/app-error';
import { errorMessage } from '../../../api/error-message';
import { CertificateDetails } from '../../../components/certificate/certificate-details';
import { useCertificatesOfReference } from '../api/use-certificates-of-reference';

/**
 * The "Certificate" card of a seal (certificateModel.ofReference, for holders of certicask.view):
 * each cask certificate covering it, newest first; "No certificate exists for the product" where
 * there is none (spec 001 section 8).
 */
export function CertificateCard({ reference }: { reference: string }) {
  const { t } = useTranslation('seal-history');
  const query = useCertificatesOfReference(reference, true);
  const none = query.isError && isAppError(query.error) && query.error.is(ERRORS.certicask.noCertificate);
  return (
    <Card size="small" title={t('certificate.title')} data-testid="certificate-card">
      {query.isPending && <Spin />}
      {none && <Alert type="info" showIcon title={errorMessage(query.error)} data-testid="certificate-none" />}
      {query.isError && !none && <Alert type="error" showIcon title={errorMessage(query.error)} />}
      {query.isSuccess && (
        <Flex vertical gap="middle">
          {query.data.map((certificate) => (
            <div key={certificate.id} data-testid="certificate-entry">
              <Typography.Title level={5}>{t('certificate.number', { number: certificate.number })}</Typography.Title>
              <CertificateDetails certificate={certificate} />
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}
