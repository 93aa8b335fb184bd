import { Alert, Flex, Form, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SealMethod } from '../model/seal-methods';

/** Step 1: how the seals are named. Only the methods the user may use are offered. */
export function MethodStep({ methods }: { methods: readonly SealMethod[] }) {
  const { t } = useTranslation('activation');
  if (methods.length === 0) return <Alert type="warning" showIcon title={t('methods.none')} />;
  return (
    <Form.Item name="method" label={t('fields.method')} required>
      <Radio.Group data-testid="method">
        <Flex vertical gap="small">
          {methods.map((method) => (
            <Radio key={method} value={method} data-testid={`method-${method}`}>
              <Typography.Text strong>{t(`methods.${method}`)}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t(`methods.${method}Hint`)}</Typography.Text>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Form.Item>
  );
}
