import { Empty, Flex, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localised, type SealEvent } from '@seal/shared/contract/trace-events';
import { ColourLevelTag } from '../../../components/colour-level-tag';
import { currentLanguage } from '../../../i18n';
import { formatDateTime } from '../display';

const PUBLIC_COLOUR = '#237804';

type Shown = SealEvent & { sealCount?: number };

/** What one traceability event says: its model, where, its data, the container it was declared on. */
function SealEventContent({ event }: { event: Shown }) {
  const { t } = useTranslation('seal-history');
  const language = currentLanguage();
  return (
    <Flex vertical gap={2} data-testid="seal-event">
      <Typography.Text strong>{localised(event.modelName, language)}</Typography.Text>
      {event.siteName && (
        <Typography.Text type="secondary">
          {event.targetSiteName
            ? t('containers.eventSiteTo', { site: event.siteName, target: event.targetSiteName })
            : t('containers.eventSite', { site: event.siteName })}
        </Typography.Text>
      )}
      {event.data.length > 0 && (
        <Flex gap={4} wrap>
          {event.data.map((value) => (
            <ColourLevelTag key={value.aiTag} level={value.colourLevel}>
              {localised(value.label, language)}: {value.value}
            </ColourLevelTag>
          ))}
        </Flex>
      )}
      <Flex gap={4} wrap>
        {event.containerCode && <Tag>{t('containers.onContainer', { code: event.containerCode })}</Tag>}
        {event.sealCount !== undefined && <Tag>{t('containers.sealCount', { count: event.sealCount })}</Tag>}
        {event.public && (
          <Tag color={PUBLIC_COLOUR} variant="solid">
            {t('containers.public')}
          </Tag>
        )}
      </Flex>
    </Flex>
  );
}

/** Traceability events (SealEvent), oldest first, as a timeline. */
export function SealEventTimeline({ events, testId }: { events: readonly Shown[]; testId?: string }) {
  const { t } = useTranslation('seal-history');
  if (events.length === 0)
    return <Empty description={t('containers.noEvents')} data-testid={testId && `${testId}-empty`} />;
  return (
    <Timeline
      items={events.map((event) => ({
        title: formatDateTime(event.eventTime),
        content: <SealEventContent event={event} />,
      }))}
      data-testid={testId}
    />
  );
}
