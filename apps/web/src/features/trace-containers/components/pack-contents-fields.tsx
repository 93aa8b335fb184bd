import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type traceContainers, traceEvents } from '@seal/shared';

/**
 * What goes into the container: seals (typed or pasted one per line, and ranges) when its model
 * takes objects, container codes (scanned or typed) when it takes containers.
 */
export function PackContentsFields({ contentType }: { contentType: traceContainers.ContainerContentType | undefined }) {
  const { t } = useTranslation('trace-containers');
  const seals = contentType !== 'containers';
  const containers = contentType !== 'objects';
  return (
    <>
      {seals && (
        <>
          <Form.Item name="references" label={t('pack.references')} extra={t('pack.referencesHelp')}>
            <Input.TextArea rows={5} spellCheck={false} data-testid="pack-references" />
          </Form.Item>
          <Form.List name="ranges">
            {(fields, { add, remove }) => (
              <Form.Item label={t('pack.ranges')}>
                <Flex vertical gap="small">
                  {fields.map((field, index) => (
                    <Flex key={field.key} gap="small" align="baseline" wrap>
                      <Form.Item name={[field.name, 'first']} noStyle>
                        <Input
                          placeholder={t('pack.rangeFirst')}
                          aria-label={t('pack.rangeFirst')}
                          style={{ width: 200 }}
                          data-testid={`pack-range-first-${index}`}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'last']} noStyle>
                        <Input
                          placeholder={t('pack.rangeLast')}
                          aria-label={t('pack.rangeLast')}
                          style={{ width: 200 }}
                          data-testid={`pack-range-last-${index}`}
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('pack.removeRange')}
                        onClick={() => remove(field.name)}
                      />
                    </Flex>
                  ))}
                  {fields.length < traceEvents.EVENT_RANGES_MAX && (
                    <Button
                      icon={<PlusOutlined />}
                      onClick={() => add({ first: '', last: '' })}
                      style={{ alignSelf: 'flex-start' }}
                      data-testid="pack-range-add"
                    >
                      {t('pack.addRange')}
                    </Button>
                  )}
                </Flex>
              </Form.Item>
            )}
          </Form.List>
        </>
      )}
      {containers && (
        <Form.Item name="containerCodes" label={t('pack.containerCodes')} extra={t('pack.containerCodesHelp')}>
          <Input.TextArea rows={4} spellCheck={false} data-testid="pack-container-codes" />
        </Form.Item>
      )}
    </>
  );
}
