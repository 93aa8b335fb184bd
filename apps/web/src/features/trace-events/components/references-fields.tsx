import { Button, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { traceEvents } from '@seal/shared';
import { countReferences } from '../model/event-form-values';

/**
 * The seals an event concerns, every way at once: references typed or pasted one per line (the
 * count of those that look right shows as the user pastes), ranges (first and last), and, when the
 * model allows it, container codes standing for everything they hold.
 */
export function ReferencesFields({ model }: { model: traceEvents.EventModel }) {
  const { t } = useTranslation('trace-events');
  const text = Form.useWatch('referencesText') as string | undefined;
  const counted = countReferences(text);
  const several = model.options.severalReferences;
  return (
    <>
      {!several && <Typography.Paragraph type="secondary">{t('event.singleReference')}</Typography.Paragraph>}
      <Form.Item name="referencesText" label={t('event.references')} extra={t('event.referencesHelp')}>
        <Input.TextArea
          autoSize={{ minRows: several ? 4 : 1, maxRows: 12 }}
          spellCheck={false}
          style={{ fontFamily: 'monospace' }}
          placeholder={'ABCD-1234-EFGH\nJKMN-5678-PRST'}
          data-testid="event-references"
        />
      </Form.Item>
      {counted.valid + counted.wrong > 0 && (
        <Flex
          gap="small"
          style={{ marginTop: -16, marginBottom: 16 }}
          aria-live="polite"
          data-testid="event-reference-count"
        >
          <Tag color="blue">{t('event.validCount', { count: counted.valid })}</Tag>
          {counted.wrong > 0 && <Tag color="warning">{t('event.wrongCount', { count: counted.wrong })}</Tag>}
        </Flex>
      )}
      {several && (
        <Form.Item label={t('event.rangesLabel')}>
          <Form.List name="ranges">
            {(fields, { add, remove }) => (
              <Flex vertical gap={4}>
                {fields.map((field, index) => (
                  <Flex key={field.key} gap="small" align="start" wrap>
                    <Form.Item name={[field.name, 'first']} noStyle>
                      <Input
                        placeholder={t('event.first')}
                        aria-label={t('event.first')}
                        style={{ width: 200, fontFamily: 'monospace' }}
                        data-testid={`event-range-${index}-first`}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'last']} noStyle>
                      <Input
                        placeholder={t('event.last')}
                        aria-label={t('event.last')}
                        style={{ width: 200, fontFamily: 'monospace' }}
                        data-testid={`event-range-${index}-last`}
                      />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>{t('actions.remove')}</Button>
                  </Flex>
                ))}
                {fields.length < traceEvents.EVENT_RANGES_MAX && (
                  <Button
                    onClick={() => add({ first: '', last: '' })}
                    style={{ alignSelf: 'flex-start' }}
                    data-testid="event-range-add"
                  >
                    {t('event.addRange')}
                  </Button>
                )}
              </Flex>
            )}
          </Form.List>
        </Form.Item>
      )}
      {model.options.canDeclareContainers && (
        <Form.Item name="containerCodes" label={t('event.containerCodes')} extra={t('event.containerCodesHelp')}>
          <Select mode="tags" open={false} tokenSeparators={[',', ';', ' ']} data-testid="event-containers" />
        </Form.Item>
      )}
    </>
  );
}
