import { Alert, Checkbox, Descriptions, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { trade } from '@seal/shared';
import { useRights } from '../../../api/session';
import { formatMoney } from '../model/format';
import { estimateCents, type LineValues } from '../model/request-lines';

/**
 * The delivery address, read from the company settings (changed there, by whoever holds
 * cerv.cerv_admin), the estimated total, and the terms of sale to accept.
 */
export function DeliveryStep({ options }: { options: trade.RequestOptions }) {
  const { t, i18n } = useTranslation('trade');
  const rights = useRights();
  const form = Form.useFormInstance();
  const lines = (form.getFieldValue('lines') ?? []) as LineValues[];
  const change = rights['cerv.cerv_admin'] ? (
    <Link to="/settings/mycompany" data-testid="delivery-change">
      {t('request.changeAddress')}
    </Link>
  ) : (
    t('request.askAdministrator')
  );
  return (
    <>
      {options.deliveryAddress ? (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'address',
              label: t('request.deliveryAddress'),
              children: (
                <>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }} data-testid="delivery-address">
                    {options.deliveryAddress}
                  </Typography.Paragraph>
                  {change}
                </>
              ),
            },
            {
              key: 'estimate',
              label: t('request.estimate'),
              children: formatMoney(estimateCents(lines, options.articles), i18n.language),
            },
          ]}
        />
      ) : (
        <Alert
          type="warning"
          showIcon
          title={t('errors.trade.deliveryAddressMissing', { ns: 'translation' })}
          description={change}
          style={{ marginBottom: 16 }}
          data-testid="delivery-missing"
        />
      )}
      <Typography.Paragraph type="secondary">{t('request.estimateNote')}</Typography.Paragraph>
      <Form.Item name="termsAccepted" valuePropName="checked">
        <Checkbox data-testid="terms">{t('request.terms')}</Checkbox>
      </Form.Item>
    </>
  );
}
