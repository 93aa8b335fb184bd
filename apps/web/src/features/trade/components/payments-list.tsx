import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { trade } from '@seal/shared';
import { formatDateTime, formatMoney } from '../model/format';

const COLOURS = { open: 'processing', succeeded: 'success', failed: 'error', cancelled: 'default' } as const;

/** The payments started on the order, by provider, with their state. */
export function PaymentsList({ payments }: { payments: trade.PaymentRow[] }) {
  const { t, i18n } = useTranslation('trade');
  return (
    <Flex vertical gap="small" data-testid="order-payments">
      {payments.map((payment) => (
        <div key={payment.id}>
          {t(`pay.provider.${payment.provider}`)} · {formatMoney(payment.amountCents, i18n.language)} ·{' '}
          {formatDateTime(payment.createdAt, i18n.language)}{' '}
          <Tag color={COLOURS[payment.status]}>{t(`pay.status.${payment.status}`)}</Tag>
        </div>
      ))}
    </Flex>
  );
}
