import { Collapse, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the event detail above already shows of an EPCIS event (the console's own fields included). */
const SHOWN = new Set([
  '@context',
  'type',
  'eventID',
  'eventTime',
  'eventTimeZoneOffset',
  'recordTime',
  'action',
  'bizStep',
  'epcList',
  'childEPCs',
  'parentID',
]);

/**
 * A captured event as its sender sent it (docs/epcis.md, "Capture"): the fields the console's model
 * does not show named first (read point, transactions, sensor data, extensions...), then the JSON.
 */
export function CapturedEventPanel({ event }: { event: Record<string, unknown> }) {
  const { t } = useTranslation('trace-events');
  const others = Object.keys(event).filter((key) => !SHOWN.has(key) && !key.startsWith('sc:'));
  return (
    <Collapse
      size="small"
      data-testid="event-epcis"
      items={[
        {
          key: 'epcis',
          label: t('event.epcis.title'),
          children: (
            <Flex vertical gap="small">
              <Typography.Text type="secondary">{t('event.epcis.hint')}</Typography.Text>
              {others.length > 0 && (
                <Flex gap="small" wrap align="center">
                  <Typography.Text>{t('event.epcis.shown')}</Typography.Text>
                  {others.map((key) => (
                    <Tag key={key}>{key}</Tag>
                  ))}
                </Flex>
              )}
              <pre style={{ maxHeight: 480, overflow: 'auto', margin: 0, fontSize: 12 }}>
                {JSON.stringify(event, null, 2)}
              </pre>
            </Flex>
          ),
        },
      ]}
    />
  );
}
