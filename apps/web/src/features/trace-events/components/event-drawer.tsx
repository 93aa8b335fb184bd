import { Alert, Button, Descriptions, Drawer, Flex, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { traceEvents } from '@seal/shared';
import { errorMessage } from '../../../api/error-message';
import { useRights } from '../../../api/session';
import { currentLanguage } from '../../../i18n';
import { useTraceEvent } from '../api/get-event';
import { formatDateTime } from '../model/format';
import { ColourLevelTag } from '../../../components/colour-level-tag';
import { CapturedEventPanel } from './captured-event-panel';
import { PositiveTag } from '../../../components/positive-tag';

export const EVENT_EDIT_PATH = '/tracability/myevents/edit';

interface Props {
  eventId: string | undefined;
  onClose: () => void;
}

/** One event opened from the list: where and when, its data values, its seals as ranges, its containers. */
export function EventDrawer({ eventId, onClose }: Props) {
  const { t } = useTranslation('trace-events');
  const query = useTraceEvent(eventId);
  const event = query.data;
  const navigate = useNavigate();
  const rights = useRights();
  return (
    <Drawer
      open={Boolean(eventId)}
      onClose={onClose}
      size="large"
      title={event ? traceEvents.localised(event.modelName, currentLanguage()) : t('event.title')}
      extra={
        event?.source === 'console' &&
        rights['trac.event_create'] && (
          <Button onClick={() => void navigate(`${EVENT_EDIT_PATH}?id=${event.id}`)} data-testid="event-edit">
            {t('actions.edit')}
          </Button>
        )
      }
      data-testid="event-drawer"
    >
      {query.isPending && eventId && <Spin />}
      {query.isError && <Alert type="error" showIcon title={errorMessage(query.error)} />}
      {event && <EventDetails event={event} />}
    </Drawer>
  );
}

function EventDetails({ event }: { event: traceEvents.TraceEvent }) {
  const { t } = useTranslation('trace-events');
  const language = currentLanguage();
  return (
    <Flex vertical gap="middle">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('columns.date')}>{formatDateTime(event.eventTime)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.site')}>{event.siteName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('columns.target')}>{event.targetSiteName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('model.bizStep')}>{t(`bizSteps.${event.bizStep}`)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.seals')}>
          <span data-testid="event-seal-count">{event.referenceCount.toLocaleString(language)}</span>
          {event.public && <PositiveTag style={{ marginLeft: 8 }}>{t('options.public')}</PositiveTag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.declaredBy')}>{event.declaredBy ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('columns.source')}>{t(`sources.${event.source}`)}</Descriptions.Item>
        <Descriptions.Item label={t('event.epcisId')}>
          <Typography.Text copyable code>
            {event.epcisEventId}
          </Typography.Text>
        </Descriptions.Item>
        {event.data.map((value) => (
          <Descriptions.Item key={value.aiTag} label={traceEvents.localised(value.label, language)}>
            <ColourLevelTag level={value.colourLevel}>{value.value}</ColourLevelTag>
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Typography.Title level={5}>{t('event.ranges', { count: event.rangeCount })}</Typography.Title>
      <Table<traceEvents.EventRange>
        size="small"
        rowKey={(range) => range.first}
        dataSource={event.ranges}
        pagination={event.ranges.length > 20 ? { pageSize: 20 } : false}
        columns={[
          { key: 'first', title: t('event.first'), dataIndex: 'first' },
          { key: 'last', title: t('event.last'), dataIndex: 'last' },
          { key: 'count', title: t('event.count'), render: (_, range) => range.count.toLocaleString(language) },
        ]}
        data-testid="event-ranges"
      />
      {event.epcis && <CapturedEventPanel event={event.epcis} />}
      {event.containerCodes.length > 0 && (
        <>
          <Typography.Title level={5}>{t('event.containers')}</Typography.Title>
          <Flex gap="small" wrap>
            {event.containerCodes.map((code) => (
              <Tag key={code}>{code}</Tag>
            ))}
          </Flex>
        </>
      )}
    </Flex>
  );
}
