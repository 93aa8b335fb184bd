import { Alert, Card, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTAINER_TREE_NODES_MAX } from '@seal/shared/contract/trace-containers';
import { errorMessage } from '../../../api/error-message';
import { levelLabel } from './level-label';
import { useContainerLookup } from '../api/use-container-lookup';
import { ContainerPath } from './container-path';
import { ContainerTree } from './container-tree';
import { SealEventTimeline } from './seal-event-timeline';

/**
 * The private consultation of a container (container.lookup): where it sits (its ancestors), its
 * content tree, its own events and those of the seals inside. A code of no container shape shows
 * error 103, a code no container has 116, each with its translated message.
 */
export default function ContainerConsultation({ code }: { code: string }) {
  const { t } = useTranslation('seal-history');
  const lookup = useContainerLookup(code);
  if (lookup.isPending) return <Spin />;
  if (lookup.isError) {
    return <Alert type="error" showIcon title={errorMessage(lookup.error)} data-testid="container-error" />;
  }
  const { container, ancestors, tree, truncated, events, contentEvents } = lookup.data;
  return (
    <Flex vertical gap="middle" data-testid="container-consultation">
      <Card size="small" title={t('containers.title')}>
        <Flex vertical gap="small">
          <Typography.Text
            copyable
            strong
            style={{ fontSize: 22, fontFamily: 'monospace' }}
            data-testid="container-code"
          >
            {container.code}
          </Typography.Text>
          <Typography.Text>
            {levelLabel(t, container.level)} · {container.productTitle} · {container.gtin}
          </Typography.Text>
          {ancestors.length > 0 && (
            <ContainerPath label={t('containers.packedIn')} containers={ancestors} testId="container-ancestor" />
          )}
        </Flex>
      </Card>
      <Card size="small" title={t('containers.contents')}>
        {truncated && (
          <Alert
            type="info"
            showIcon
            title={t('containers.truncated', { max: CONTAINER_TREE_NODES_MAX })}
            style={{ marginBottom: 8 }}
          />
        )}
        <ContainerTree tree={tree} />
      </Card>
      <Card size="small" title={t('containers.events')}>
        <SealEventTimeline events={events} testId="container-events" />
      </Card>
      <Card size="small" title={t('containers.contentEvents')}>
        <SealEventTimeline events={contentEvents} testId="container-content-events" />
      </Card>
    </Flex>
  );
}
