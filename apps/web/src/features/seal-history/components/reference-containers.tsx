import { Breadcrumb, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { levelLabel } from './level-label';
import { useContainersOfReference } from '../api/use-containers-of-reference';
import { containerState, PRIVATE_CONSULTATION_PATH } from '../navigation';

/** The containers a seal is packed in (container.ofReference), innermost first, each to its consultation. */
export function ReferenceContainers({ reference }: { reference: string }) {
  const { t } = useTranslation('seal-history');
  const query = useContainersOfReference(reference);
  const path = query.data?.path ?? [];
  return (
    <Flex gap="small" align="baseline" wrap data-testid="reference-containers">
      <Typography.Text type="secondary">{t('containers.sealPackedIn')}</Typography.Text>
      {path.length === 0 ? (
        <Typography.Text data-testid="reference-containers-none">{t('containers.inNone')}</Typography.Text>
      ) : (
        <Breadcrumb
          separator="⊂"
          items={path.map((container) => ({
            title: (
              <Link
                to={PRIVATE_CONSULTATION_PATH}
                state={containerState(container.code)}
                data-testid="reference-container"
              >
                {container.code} ({levelLabel(t, container.level)})
              </Link>
            ),
          }))}
        />
      )}
    </Flex>
  );
}
