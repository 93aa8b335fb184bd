import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

export const REASON_MAX = 500;

/** Why the seals are cancelled: kept with the cancellation, optional. */
export function ReasonStep() {
  const { t } = useTranslation('activation');
  return (
    <Form.Item name="reason" label={t('fields.reason')} extra={t('cancellation.reasonHint')}>
      <Input.TextArea maxLength={REASON_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} data-testid="reason" />
    </Form.Item>
  );
}
