import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContainersOfReference } from '../api/use-containers-of-reference';
import { ContainerPath } from './container-path';

/** The containers a seal is packed in (container.ofReference), innermost first, each to its consultation. */
export function ReferenceContainers({ reference }: { reference: string }) {
  const { t } = useTranslation('seal-history');
  const query = useContainersOfReference(reference);
  const path = query.data?.path ?? [];
  return path.length === 0 ? (
    <Flex gap="small" align="baseline" wrap data-testid="reference-containers">
      <Typography.Text type="secondary">{t('containers.sealPackedIn')}</Typography.Text>
      <Typography.Text data-testid="reference-containers-none">{t('containers.inNone')}</Typography.Text>
    </Flex>
  ) : (
    <ContainerPath
      label={t('containers.sealPackedIn')}
      containers={path}
      testId="reference-container"
      rootTestId="reference-containers"
    />
  );
}
