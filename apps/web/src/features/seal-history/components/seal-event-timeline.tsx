import { Empty, Flex, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localised, type SealEvent } from '@seal/shared/contract/trace-events';
import { currentLanguage } from '../../../i18n';
import { formatDateTime } from '../display';

/**
 * The colour of a data value by its level: 0 neutral (no colour) .. 3 alert. Dark shades under
 * white text, as the state tags: antd's light preset tags miss the 4.5:1 contrast.
 */
const COLOURS = [undefined, '#0958d9', '#ad4e00', '#a8071a'] as const;
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
            <Tag
              key={value.aiTag}
              color={COLOURS[value.colourLevel]}
              variant={COLOURS[value.colourLevel] ? 'solid' : 'outlined'}
            >
              {localised(value.label, language)}: {value.value}
            </Tag>
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
