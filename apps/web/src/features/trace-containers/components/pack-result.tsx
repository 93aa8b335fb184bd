import { Alert, Button, Card, Flex, List, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { traceContainers } from '@seal/shared';
import { ContainerCodeDisplay } from './container-code-display';

interface Props {
  result: traceContainers.PackResult;
  onAgain: () => void;
  onList: () => void;
}

/** The answer of a pack: the container's code, what was added, and what was ignored and why. */
export function PackResultView({ result, onAgain, onList }: Props) {
  const { t } = useTranslation('trace-containers');
  const { container } = result;
  return (
    <Card data-testid="pack-result">
      <Flex vertical gap="middle">
        <ContainerCodeDisplay code={container.code} codeKind={container.codeKind} />
        <Flex gap="large" wrap>
          <Statistic title={t('pack.sealsAdded')} value={result.sealCount} data-testid="pack-seals-added" />
          <Statistic title={t('pack.containersAdded')} value={result.childCount} data-testid="pack-containers-added" />
          <Statistic title={t('pack.ignoredCount')} value={result.ignoredCount} data-testid="pack-ignored-count" />
          <Statistic
            title={t('pack.nowHolds')}
            value={t('pack.holds', { seals: container.sealCount, containers: container.childCount })}
          />
        </Flex>
        {result.ignored.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('pack.ignoredTitle', { count: result.ignoredCount })}
            description={
              <List
                size="small"
                dataSource={result.ignored}
                renderItem={(item) => (
                  <List.Item data-testid="pack-ignored">
                    <code>{item.input}</code> · {t(`ignoredReasons.${item.reason}`)}
                  </List.Item>
                )}
              />
            }
          />
        )}
        <Flex gap="small" wrap>
          <Button type="primary" onClick={onAgain} data-testid="pack-again">
            {t('pack.again')}
          </Button>
          <Button onClick={onList} data-testid="pack-to-list">
            {t('pack.toList')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
