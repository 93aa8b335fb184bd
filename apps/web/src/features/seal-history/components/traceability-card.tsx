import { Alert, Card, Descriptions, Empty, Flex, Spin, Tag, Timeline } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { traceEvents } from '@seal/shared';
import { errorMessage } from '../../../api/error-message';
import { ColourLevelTag } from '../../../components/colour-level-tag';
import { currentLanguage } from '../../../i18n';
import { useSealEvents } from '../api/use-seal-events';

/**
 * The "Traceability" card of a seal (traceEvent.ofReference): its events as a timeline, oldest
 * first, each with its place, data and the container it was declared on; public ones marked, as
 * the consumer sees them too.
 */
export function TraceabilityCard({ reference }: { reference: string }) {
  const { t } = useTranslation('seal-history');
  const query = useSealEvents(reference);
  const language = currentLanguage();
  const events = query.data?.events ?? [];
  return (
    <Card size="small" title={t('traceability.title')} data-testid="traceability-card">
      {query.isPending && <Spin />}
      {query.isError && <Alert type="error" showIcon title={errorMessage(query.error)} />}
      {query.isSuccess && events.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('traceability.none')} />
      )}
      {events.length > 0 && (
        <Timeline
          items={events.map((event) => ({
            key: event.id,
            color: event.public ? 'green' : 'blue',
            title: dayjs(event.eventTime).format('YYYY-MM-DD HH:mm'),
            content: (
              <Flex vertical gap={4} data-testid="traceability-event">
                <Flex gap="small" wrap align="center">
                  <strong>{traceEvents.localised(event.modelName, language)}</strong>
                  {event.public && <Tag color="green">{t('traceability.public')}</Tag>}
                  {event.containerCode && (
                    <Tag>{t('traceability.throughContainer', { code: event.containerCode })}</Tag>
                  )}
                </Flex>
                {(event.siteName || event.targetSiteName) && (
                  <span>
                    {event.siteName}
                    {event.targetSiteName ? ` → ${event.targetSiteName}` : ''}
                  </span>
                )}
                {event.data.length > 0 && (
                  <Descriptions size="small" column={1}>
                    {event.data.map((value) => (
                      <Descriptions.Item key={value.aiTag} label={traceEvents.localised(value.label, language)}>
                        <ColourLevelTag level={value.colourLevel}>{value.value}</ColourLevelTag>
                      </Descriptions.Item>
                    ))}
                  </Descriptions>
                )}
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
}
